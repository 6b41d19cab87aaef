import { uuidv7, type Checkpoint, type SaveCheckpoint } from '@portal/contracts';
import { AppError, transaction, type Sql, type Tx, type WriteContext } from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { recordEvent } from '../field/events-repo.js';
import { badgeTaken, isBadgeUniqueViolation } from './checkpoint-errors.js';
import { requireBadgeFree, requireCheckpointSite } from './checkpoint-rules.js';
import { toCheckpoint } from './checkpoint-view.js';
import {
  findCheckpoint,
  insertCheckpoint,
  nextPosition,
  updateCheckpoint,
  type CheckpointFields,
  type CheckpointRow,
} from './repo.js';

/** The fields after the save: what the body gives, the current value (or the default) for what it leaves out. */
async function fieldsOf(
  tx: Tx,
  agencyId: string,
  body: SaveCheckpoint,
  current: CheckpointRow | undefined,
): Promise<CheckpointFields> {
  const samePlace = current !== undefined && current.siteId === body.siteId;
  const located = body.latitude !== undefined || body.longitude !== undefined;
  return {
    siteId: body.siteId,
    name: body.name,
    badge: body.badge === undefined ? (current?.badge ?? null) : body.badge,
    position: body.position ?? (samePlace ? current.position : await nextPosition(tx, agencyId, body.siteId)),
    instructions: body.instructions === undefined ? (current?.instructions ?? '') : (body.instructions ?? ''),
    // The coordinates go together: giving one replaces both.
    latitude: located ? (body.latitude ?? null) : (current?.latitude ?? null),
    longitude: located ? (body.longitude ?? null) : (current?.longitude ?? null),
    status: body.status ?? current?.status ?? 100,
  };
}

type Place = Pick<CheckpointFields, 'latitude' | 'longitude'>;

const moved = (before: Place, after: Place) =>
  before.latitude !== after.latitude || before.longitude !== after.longitude;

const placeText = ({ latitude, longitude }: Place) =>
  latitude === null || longitude === null ? 'sans position' : `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;

/**
 * A checkpoint given another position says so in its site's main courante ('Point de contrôle
 * déplacé'): where a virtual checkpoint is validated changed, and who changed it is kept.
 */
async function recordMove(
  tx: Tx,
  agencyId: string,
  before: CheckpointRow,
  after: CheckpointFields,
  context: WriteContext,
) {
  await recordEvent(tx, agencyId, {
    serviceId: null,
    siteId: after.siteId,
    typeKey: 'checkpoint_moved',
    authorId: context.actor?.userId ?? null,
    deviceAt: new Date().toISOString(),
    location: null,
    distanceM: null,
    content: `${after.name} : ${placeText(before)} → ${placeText(after)}`,
  });
}

/**
 * `POST /agency/{id}/checkpoint`: creates the checkpoint when the body has no id, edits it otherwise
 * (the route checked the matching right). The site must be the agency's and active; the badge free.
 */
export async function saveCheckpoint(
  sql: Sql,
  agencyId: string,
  body: SaveCheckpoint,
  context: WriteContext,
): Promise<{ checkpoint: Checkpoint; created: boolean }> {
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      await requireProvisionedAgency(tx, agencyId);
      const current = body.id ? await findCheckpoint(tx, agencyId, body.id, { forUpdate: true }) : undefined;
      if (body.id && !current) throw new AppError('CHECKPOINT_NOT_FOUND');
      await requireCheckpointSite(tx, agencyId, body.siteId, current?.siteId);
      const id = current?.id ?? uuidv7();
      const fields = await fieldsOf(tx, agencyId, body, current);
      if (fields.badge) await requireBadgeFree(tx, agencyId, fields.badge, id);
      const write = current ? updateCheckpoint : insertCheckpoint;
      await write(tx, agencyId, id, fields).catch((error: unknown) => {
        if (isBadgeUniqueViolation(error) && fields.badge) throw badgeTaken(fields.badge);
        throw error;
      });
      if (current && moved(current, fields)) await recordMove(tx, agencyId, current, fields, context);
      const saved = await findCheckpoint(tx, agencyId, id);
      if (!saved) throw new AppError('CHECKPOINT_NOT_FOUND');
      return { checkpoint: toCheckpoint(saved), created: current === undefined };
    },
    context.audit,
  );
}
