import { z } from 'zod';
import { IdSchema } from '../common/ids.js';
import { ListRequestSchema } from '../common/paging.js';
import { PositiveIntegerInputSchema, requiredText } from '../common/validation.js';
import { fr } from '../messages/fr.js';
import { ACTIVE_STATUS_LABELS } from '../roles.js';

/**
 * Checkpoints of a site (spec 01 §2 Sites and checkpoints, §3 "Checkpoint: id, site, badge"): the
 * control points of a round, each identified on the field by an NFC tag or a QR code (its badge).
 */

/** A checkpoint is active (100) or archived (300), with the labels of ACTIVE_STATUS_LABELS. */
export const CHECKPOINT_STATUSES = [100, 300] as const;
export const CheckpointStatusSchema = z.union([z.literal(100), z.literal(300)]);
export type CheckpointStatus = z.infer<typeof CheckpointStatusSchema>;
export const CHECKPOINT_STATUS_LABELS: Record<CheckpointStatus, string> = {
  100: ACTIVE_STATUS_LABELS[100],
  300: ACTIVE_STATUS_LABELS[300],
};

export const CHECKPOINT_NAME_MAX_LENGTH = 120;
export const CHECKPOINT_INSTRUCTIONS_MAX_LENGTH = 2000;
export const CHECKPOINT_POSITION_MAX = 9999;
export const CHECKPOINT_BADGE_MIN_LENGTH = 4;
export const CHECKPOINT_BADGE_MAX_LENGTH = 64;

/** Spaces and the separators NFC readers and labels print between bytes (`04:A1:B2`, `04-a1-b2`). */
const BADGE_SEPARATORS = /[\s\u00a0\u202f:.-]/g;
const BADGE_PATTERN = new RegExp(`^[A-Z0-9]{${CHECKPOINT_BADGE_MIN_LENGTH},${CHECKPOINT_BADGE_MAX_LENGTH}}$`);

/** The stored form of a badge: separators removed, upper case (`04:a1:b2:c3` → `04A1B2C3`). */
export function normalizeCheckpointBadge(text: string): string {
  return text.replace(BADGE_SEPARATORS, '').toUpperCase();
}

/**
 * A badge identifier (NFC tag serial number or QR code): letters and digits, 4 to 64 once normalised,
 * unique in the agency. Answered normalised; anything else is 'Format invalide'.
 */
export const CheckpointBadgeSchema = z.string().transform((text, ctx) => {
  const badge = normalizeCheckpointBadge(text);
  if (!BADGE_PATTERN.test(badge)) {
    ctx.addIssue({ code: 'custom', message: fr.INVALID_FORMAT });
    return z.NEVER;
  }
  return badge;
});

export const CheckpointNameSchema = requiredText(CHECKPOINT_NAME_MAX_LENGTH);
export const CheckpointInstructionsSchema = z.string().trim().max(CHECKPOINT_INSTRUCTIONS_MAX_LENGTH);
/** Order of the checkpoint in its site's round: a positive integer (zero included), typed or sent as a number. */
export const CheckpointPositionSchema = PositiveIntegerInputSchema.pipe(
  z.int().max(CHECKPOINT_POSITION_MAX, { message: fr.INVALID_FORMAT }),
);
export const CheckpointLatitudeSchema = z.number().min(-90).max(90);
export const CheckpointLongitudeSchema = z.number().min(-180).max(180);

/** A checkpoint as every call answers it, with its site's name. */
export const CheckpointSchema = z.object({
  id: IdSchema,
  siteId: IdSchema,
  siteName: z.string(),
  name: z.string(),
  badge: z.string().nullable(),
  position: z.int(),
  instructions: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  status: CheckpointStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Checkpoint = z.infer<typeof CheckpointSchema>;

/**
 * Body of `POST /agency/{id}/checkpoint`: without `id` it creates the checkpoint (right
 * checkpoints.create), with `id` it edits it (checkpoints.edit). An optional field left out keeps its
 * value when editing (its default when creating: no badge, the next position of the site, active);
 * `null` clears it. The site must be an active site of the agency.
 */
export const SaveCheckpointSchema = z
  .strictObject({
    id: IdSchema.optional(),
    siteId: IdSchema,
    name: CheckpointNameSchema,
    badge: CheckpointBadgeSchema.nullable().optional(),
    position: CheckpointPositionSchema.optional(),
    instructions: CheckpointInstructionsSchema.nullable().optional(),
    latitude: CheckpointLatitudeSchema.nullable().optional(),
    longitude: CheckpointLongitudeSchema.nullable().optional(),
    status: CheckpointStatusSchema.optional(),
  })
  .superRefine((body, ctx) => {
    // A location is both coordinates or none.
    const hasLatitude = body.latitude !== undefined && body.latitude !== null;
    const hasLongitude = body.longitude !== undefined && body.longitude !== null;
    if (hasLatitude && !hasLongitude) ctx.addIssue({ code: 'custom', path: ['longitude'], message: fr.REQUIRED });
    if (hasLongitude && !hasLatitude) ctx.addIssue({ code: 'custom', path: ['latitude'], message: fr.REQUIRED });
  });
export type SaveCheckpoint = z.infer<typeof SaveCheckpointSchema>;
/** What a form sends before the schema normalises it. */
export type SaveCheckpointInput = z.input<typeof SaveCheckpointSchema>;

/** Body of `PUT /agency/{id}/checkpoint/{id}/badge`: associates a badge, or clears it with null. */
export const SetCheckpointBadgeSchema = z.strictObject({ badge: CheckpointBadgeSchema.nullable() });
export type SetCheckpointBadge = z.infer<typeof SetCheckpointBadgeSchema>;

/** Answer of `GET /agency/{id}/badge-infos/{badge}`: what the badge is associated with. */
export const BadgeInfoSchema = z.object({
  badge: z.string(),
  checkpointId: IdSchema,
  checkpointName: z.string(),
  checkpointStatus: CheckpointStatusSchema,
  siteId: IdSchema,
  siteName: z.string(),
});
export type BadgeInfo = z.infer<typeof BadgeInfoSchema>;

/**
 * Query of `GET /agency/{id}/checkpoints`: one site's checkpoints in round order (`?siteId=`), or
 * without it every checkpoint of the agency, site by site (the app's checkpoint store, 00 §6).
 */
export const CheckpointSiteQuerySchema = z.strictObject({ siteId: IdSchema.optional() });
export const CheckpointSiteListSchema = z.object({ data: z.array(CheckpointSchema) });
export type CheckpointSiteList = z.infer<typeof CheckpointSiteListSchema>;

/** Answer of `DELETE /agency/{id}/checkpoint/{id}`. */
export const DeletedCheckpointSchema = z.object({ id: IdSchema });

/** Columns the checkpoint list may be sorted by. */
export const CHECKPOINT_LIST_ORDER_BY = ['name', 'siteName', 'badge', 'position', 'status', 'createdAt'] as const;
export const CheckpointListOrderBySchema = z.enum(CHECKPOINT_LIST_ORDER_BY);
export type CheckpointListOrderBy = z.infer<typeof CheckpointListOrderBySchema>;

/** A status chosen in a table's header filter arrives as its key ('100'). */
const CheckpointStatusFilterSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  CheckpointStatusSchema,
);

/** Filters of the checkpoint list: one value or several; null or absent means any. */
export const CheckpointListFiltersSchema = z.strictObject({
  siteId: z
    .union([IdSchema, z.array(IdSchema).max(100)])
    .nullable()
    .optional(),
  status: z
    .union([CheckpointStatusFilterSchema, z.array(CheckpointStatusFilterSchema).max(2)])
    .nullable()
    .optional(),
  /** True: only checkpoints holding a badge; false: only those without. */
  hasBadge: z.boolean().nullable().optional(),
});
export type CheckpointListFilters = z.infer<typeof CheckpointListFiltersSchema>;

/**
 * `POST /agency/{id}/fetch/checkpoints`: the paging contract with the filters and sort columns it
 * knows; the query searches the name, the badge and the site's name ignoring case and accents.
 */
export const CheckpointListRequestSchema = ListRequestSchema.extend({
  filters: CheckpointListFiltersSchema.default({}),
  orderBy: CheckpointListOrderBySchema.optional(),
});
export type CheckpointListRequest = z.infer<typeof CheckpointListRequestSchema>;
