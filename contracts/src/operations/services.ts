import { z } from 'zod';
import { IdSchema } from '../common/ids.js';
import { PriceSchema } from '../common/money.js';
import { ListRequestSchema } from '../common/paging.js';
import { IsoDaySchema, requiredText } from '../common/validation.js';
import { fr } from '../messages/fr.js';
import { PlanningAnomalySchema } from './planning-anomalies.js';
import { ServiceCategorySchema } from './service-categories.js';
import { SERVICE_STATUSES, ServiceStatusSchema } from './service-statuses.js';

/**
 * Services: slots of work on a customer's site, alone or repeated (spec 01 §2 Planning and services,
 * §3 Service, §4 Service statuses, §5 recurrence rules).
 */

// ---- Enumerations and their French labels -------------------------------------------------------

/** Billing modes (01 §3): 1 forfait, 2 horaire, 3 à la prestation. */
export const BILLING_MODE_LABELS = { 1: 'Forfait', 2: 'Horaire', 3: 'À la prestation' } as const;
export type BillingMode = keyof typeof BILLING_MODE_LABELS;
export const BillingModeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)], { message: fr.REQUIRED });

/** Recurrence types (01 §3): quotidienne, hebdomadaire, mensuelle, holidays. */
export const RECURRENCE_KINDS = ['daily', 'weekly', 'monthly', 'holidays'] as const;
export const RecurrenceKindSchema = z.enum(RECURRENCE_KINDS, { message: fr.REQUIRED });
export type RecurrenceKind = z.infer<typeof RecurrenceKindSchema>;
export const RECURRENCE_KIND_LABELS: Record<RecurrenceKind, string> = {
  daily: 'Quotidienne',
  weekly: 'Hebdomadaire',
  monthly: 'Mensuelle',
  holidays: 'Jours fériés',
};
/** ISO weekdays, 1 Monday … 7 Sunday. */
export const WEEKDAY_LABELS = {
  1: 'Lundi',
  2: 'Mardi',
  3: 'Mercredi',
  4: 'Jeudi',
  5: 'Vendredi',
  6: 'Samedi',
  7: 'Dimanche',
} as const;

/** Most agents one service may need, and most services one creation may make (a year of days). */
export const SERVICE_MAX_AGENTS = 50;
export const SERVICES_PER_CREATION_MAX = 400;

// ---- Fields --------------------------------------------------------------------------------------

export const ServiceDateSchema = IsoDaySchema;
export const ServiceTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: fr.INVALID_TIME });

/** What is sold: the prestation's label and its unit price excl. tax (per hour, per service or flat). */
export const PrestationSchema = z.strictObject({
  label: requiredText(255),
  unitPrice: PriceSchema,
});
export type Prestation = z.infer<typeof PrestationSchema>;

/** How a creation repeats (01 §3 Recurrence): none for a single service. */
export const RecurrenceSchema = z
  .strictObject({
    repeat: RecurrenceKindSchema,
    /** Weekly: ISO weekdays worked. */
    days: z.array(z.int().min(1).max(7)).max(7).default([]),
    /** Monthly: days of the month worked. */
    monthDays: z.array(z.int().min(1).max(31)).max(31).default([]),
    /** Skip the public holidays of the agency's holiday locale. */
    excludeHolidays: z.boolean().default(false),
  })
  .superRefine((recurrence, ctx) => {
    if (recurrence.repeat === 'weekly' && recurrence.days.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: fr.RECURRENCE_DAYS_REQUIRED });
    }
    if (recurrence.repeat === 'monthly' && recurrence.monthDays.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['monthDays'], message: fr.RECURRENCE_MONTH_DAYS_REQUIRED });
    }
  });
export type Recurrence = z.infer<typeof RecurrenceSchema>;

const agentIds = z.array(IdSchema).max(SERVICE_MAX_AGENTS).default([]);
const comment = z.string().trim().max(2000).default('');
/** Anomalies of warning level were shown and the user chose to go on. */
const confirmed = z.boolean().default(false);

/**
 * The service editor's creation (01 §5: start and end dates and times, a repeat kind, end after
 * start). One service per day of the recurrence between startDate and endDate, each from startTime
 * to endTime (the next day when endTime is not after startTime).
 */
export const CreateServicesSchema = z
  .strictObject({
    siteId: IdSchema,
    category: ServiceCategorySchema,
    prestation: PrestationSchema,
    billingMode: BillingModeSchema,
    nbAgents: z.int().min(1).max(SERVICE_MAX_AGENTS),
    agentIds,
    startDate: ServiceDateSchema,
    endDate: ServiceDateSchema,
    startTime: ServiceTimeSchema,
    endTime: ServiceTimeSchema,
    recurrence: RecurrenceSchema.nullable().default(null),
    comment,
    confirmed,
  })
  .superRefine((input, ctx) => {
    if (input.endDate < input.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: fr.END_BEFORE_START });
    }
    if (input.recurrence === null && input.endDate !== input.startDate) {
      ctx.addIssue({ code: 'custom', path: ['recurrence'], message: fr.RECURRENCE_REQUIRED });
    }
    if (input.startTime === input.endTime) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: fr.SERVICE_END_AFTER_START });
    }
    if (input.agentIds.length > input.nbAgents) {
      ctx.addIssue({ code: 'custom', path: ['agentIds'], message: fr.SERVICE_TOO_MANY_AGENTS });
    }
  });
export type CreateServices = z.input<typeof CreateServicesSchema>;

/** Editing one service (PUT /services/{id} with `confirmed`): its slot, agents and what is sold. */
export const UpdateServiceSchema = z
  .strictObject({
    startAt: z.iso.datetime({ offset: true }),
    endAt: z.iso.datetime({ offset: true }),
    category: ServiceCategorySchema,
    prestation: PrestationSchema,
    billingMode: BillingModeSchema,
    nbAgents: z.int().min(1).max(SERVICE_MAX_AGENTS),
    agentIds,
    comment,
    confirmed,
  })
  .superRefine((input, ctx) => {
    if (Date.parse(input.endAt) <= Date.parse(input.startAt)) {
      ctx.addIssue({ code: 'custom', path: ['endAt'], message: fr.SERVICE_END_AFTER_START });
    }
    if (input.agentIds.length > input.nbAgents) {
      ctx.addIssue({ code: 'custom', path: ['agentIds'], message: fr.SERVICE_TOO_MANY_AGENTS });
    }
  });
export type UpdateService = z.input<typeof UpdateServiceSchema>;

/** Assigning one agent to a service from the planning (drop on a row, 'Affecter'). */
export const AssignServiceAgentSchema = z.strictObject({ agentId: IdSchema, confirmed });
export type AssignServiceAgent = z.input<typeof AssignServiceAgentSchema>;

// ---- What the service answers ---------------------------------------------------------------------

export const ServiceAgentSchema = z.object({ id: IdSchema, firstName: z.string(), lastName: z.string() });
export type ServiceAgent = z.infer<typeof ServiceAgentSchema>;

export const ServiceSchema = z.object({
  id: IdSchema,
  /** 'S-000001', per agency. */
  reference: z.string(),
  /** Services made by one creation share it. */
  seriesId: IdSchema,
  siteId: IdSchema,
  siteName: z.string(),
  customerId: IdSchema,
  customerName: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  status: ServiceStatusSchema,
  category: ServiceCategorySchema,
  prestation: PrestationSchema,
  billingMode: BillingModeSchema,
  nbAgents: z.int(),
  agents: z.array(ServiceAgentSchema),
  comment: z.string(),
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Service = z.infer<typeof ServiceSchema>;

/**
 * A service as the planning views draw it: what a chip and its details show. A month of hundreds of
 * agents holds thousands: the rest (sale terms, comment, dates of record) is read when one is opened.
 */
export const PlanningServiceSchema = ServiceSchema.pick({
  id: true,
  reference: true,
  siteId: true,
  siteName: true,
  startAt: true,
  endAt: true,
  status: true,
  prestation: true,
  nbAgents: true,
  agents: true,
});
export type PlanningService = z.infer<typeof PlanningServiceSchema>;

const StatusFilterValue = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  ServiceStatusSchema,
);

/** The services list (adminServices): period, site, customer, agent, status; search on reference and site. */
export const ServiceListRequestSchema = ListRequestSchema.extend({
  filters: z
    .strictObject({
      from: ServiceDateSchema.optional(),
      to: ServiceDateSchema.optional(),
      siteId: IdSchema.optional(),
      customerId: IdSchema.optional(),
      agentId: IdSchema.optional(),
      /** One status or several; the table's header filter sends them as text. */
      status: z
        .union([StatusFilterValue, z.array(StatusFilterValue).max(SERVICE_STATUSES.length)])
        .nullable()
        .optional(),
      /** Services still missing agents. */
      unassigned: z.boolean().optional(),
    })
    .default({}),
  orderBy: z.enum(['startAt', 'reference', 'siteName', 'status']).default('startAt'),
});
export type ServiceListRequest = z.input<typeof ServiceListRequestSchema>;

/** The planning views' window: every service overlapping [from, to] (dates included), not paged. */
export const PlanningRequestSchema = z
  .strictObject({
    from: ServiceDateSchema,
    to: ServiceDateSchema,
    siteIds: z.array(IdSchema).max(4000).optional(),
    agentIds: z.array(IdSchema).max(500).optional(),
    customerId: IdSchema.optional(),
  })
  .refine((request) => request.to >= request.from, { path: ['to'], message: fr.END_BEFORE_START });
export type PlanningRequest = z.input<typeof PlanningRequestSchema>;
/** Most days one planning call covers (P4S is 4 weeks, a month 31 days; a margin for the week around). */
export const PLANNING_MAX_DAYS = 62;

/** Answered by a create or an edit: what was saved, and the warnings the user confirmed. */
export const SavedServicesSchema = z.object({
  data: z.array(ServiceSchema),
  anomalies: z.array(PlanningAnomalySchema),
});

// ---- Planning views ---------------------------------------------------------------------------------

/** A row of the sites view: the site and its customer. */
export const PlanningSiteSchema = z.object({ id: IdSchema, name: z.string(), customerName: z.string() });
/** A schedule gap drawn on an agent's row: when, and which kind (0 Pause … 4 absence, 01 §3). */
export const PlanningGapSchema = z.object({
  agentId: IdSchema,
  startAt: z.string(),
  endAt: z.string(),
  type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
});
export type PlanningGap = z.infer<typeof PlanningGapSchema>;

/** A row of the agents view: a plannable collaborator. */
export const PlanningAgentSchema = z.object({ id: IdSchema, firstName: z.string(), lastName: z.string() });

// ---- Unavailabilities (listIndispo) ------------------------------------------------------------------

export const UNAVAILABILITY_REASONS = ['PAID_LEAVE', 'SICKNESS', 'TRAINING', 'REST', 'AUTHORISED', 'OTHER'] as const;
export const UnavailabilityReasonSchema = z.enum(UNAVAILABILITY_REASONS, { message: fr.REQUIRED });
export type UnavailabilityReason = z.infer<typeof UnavailabilityReasonSchema>;
export const UNAVAILABILITY_REASON_LABELS: Record<UnavailabilityReason, string> = {
  PAID_LEAVE: 'Congés payés',
  SICKNESS: 'Arrêt maladie',
  TRAINING: 'Formation',
  REST: 'Repos',
  AUTHORISED: 'Absence autorisée',
  OTHER: 'Autre',
};

export const SaveUnavailabilitySchema = z
  .strictObject({
    agentId: IdSchema,
    startAt: z.iso.datetime({ offset: true }),
    endAt: z.iso.datetime({ offset: true }),
    reason: UnavailabilityReasonSchema,
    comment: z.string().trim().max(2000).default(''),
  })
  .refine((input) => Date.parse(input.endAt) > Date.parse(input.startAt), {
    path: ['endAt'],
    message: fr.END_BEFORE_START,
  });
export type SaveUnavailability = z.input<typeof SaveUnavailabilitySchema>;

export const UnavailabilitySchema = z.object({
  id: IdSchema,
  agentId: IdSchema,
  agentName: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  reason: UnavailabilityReasonSchema,
  comment: z.string(),
  createdAt: z.string(),
});
export type Unavailability = z.infer<typeof UnavailabilitySchema>;

export const UnavailabilityListRequestSchema = ListRequestSchema.extend({
  filters: z
    .strictObject({
      agentId: IdSchema.optional(),
      from: ServiceDateSchema.optional(),
      to: ServiceDateSchema.optional(),
      /** One reason or several (the table's header filter). */
      reason: z
        .union([UnavailabilityReasonSchema, z.array(UnavailabilityReasonSchema).max(UNAVAILABILITY_REASONS.length)])
        .nullable()
        .optional(),
    })
    .default({}),
  orderBy: z.enum(['startAt', 'agentName']).default('startAt'),
});

// ---- Cover / replacement, timeline, site items ---------------------------------------------------

/** Cover/replacement: an agent of the service gives way to another, checked like an edit. */
export const ReplaceServiceAgentSchema = z
  .strictObject({ agentId: IdSchema, replacementId: IdSchema, confirmed })
  .refine((input) => input.agentId !== input.replacementId, {
    path: ['replacementId'],
    message: fr.REPLACEMENT_SAME_AGENT,
  });
export type ReplaceServiceAgent = z.input<typeof ReplaceServiceAgentSchema>;

/** What happened to a service, newest last (the service timeline). */
export const SERVICE_HISTORY_KINDS = [
  'created',
  'updated',
  'assigned',
  'replaced',
  'finished',
  'started',
  'paused',
  'resumed',
  'extended',
  'ended',
  'late',
  'not_done',
  'not_finished',
  'event',
  'round',
] as const;
export const ServiceHistoryKindSchema = z.enum(SERVICE_HISTORY_KINDS);
export const SERVICE_HISTORY_KIND_LABELS: Record<z.infer<typeof ServiceHistoryKindSchema>, string> = {
  created: 'Création',
  updated: 'Modification',
  assigned: 'Affectation',
  replaced: 'Remplacement',
  finished: 'Clôture par le bureau',
  started: 'Début de service',
  paused: 'Pause',
  resumed: 'Reprise',
  extended: 'Prolongation',
  ended: 'Fin de service',
  late: 'Retard',
  not_done: 'Non effectué',
  not_finished: 'Non terminé',
  event: 'Événement',
  round: 'Ronde',
};
export const ServiceHistoryEntrySchema = z.object({
  at: z.string(),
  kind: ServiceHistoryKindSchema,
  /** In French: what changed. */
  detail: z.string(),
  /** Who did it, by name; null when the account is not a collaborator of the agency (support). */
  actorName: z.string().nullable(),
});
export type ServiceHistoryEntry = z.infer<typeof ServiceHistoryEntrySchema>;
