import { z } from 'zod';
import type { CallTable } from '../common/calls.js';
import { IdSchema } from '../common/ids.js';
import { ListRequestSchema, listResponseSchema } from '../common/paging.js';
import { requiredText } from '../common/validation.js';
import { formatMessage, fr } from '../messages/fr.js';
import { epochDayOf } from '../planning/time.js';
import { ServiceCategorySchema } from './service-categories.js';
import {
  BillingModeSchema,
  PlanningRequestSchema,
  PrestationSchema,
  SERVICE_MAX_AGENTS,
  ServiceAgentSchema,
  ServiceDateSchema,
  ServiceSchema,
  ServiceTimeSchema,
} from './services.js';

/**
 * Circuits (tours, spec 01 §3 Service: services, circuit, isCircuit; §4 circuit statuses; §7
 * fetch/circuits, circuits-planning, circuits-errors, count-circuits): a named tour of one day made of
 * ordered stops, each an ordinary service on its own site with its own slot, worked by the same
 * agent(s). A circuit's status is computed from its stops; the next stop is the first one waiting.
 */

// ---- Statuses ---------------------------------------------------------------------------------------

/** Circuit (round) statuses (01 §4; the value 30 is as the spec gives it). */
export const CIRCUIT_STATUS_LABELS = { 100: 'En attente', 200: 'En cours', 30: 'Non terminé', 400: 'Terminé' } as const;
export type CircuitStatus = keyof typeof CIRCUIT_STATUS_LABELS;
export const CIRCUIT_STATUSES = [100, 200, 30, 400] as const satisfies readonly CircuitStatus[];
export const CircuitStatusSchema = z.union(CIRCUIT_STATUSES.map((status) => z.literal(status)));

/** Most stops one circuit holds. */
export const CIRCUIT_MAX_STOPS = 30;
/** Most days the errors and the counts of circuits cover (a year). */
export const CIRCUIT_PERIOD_MAX_DAYS = 366;

// ---- Creation -----------------------------------------------------------------------------------------

/**
 * One stop: a service on its site from startTime to endTime (the next day when endTime is not after
 * startTime). Stops follow each other: one starting at an earlier time than the stop before it is the
 * next day (a night tour crossing midnight).
 */
export const CircuitStopSchema = z
  .strictObject({
    siteId: IdSchema,
    startTime: ServiceTimeSchema,
    endTime: ServiceTimeSchema,
    category: ServiceCategorySchema,
    prestation: PrestationSchema,
    billingMode: BillingModeSchema,
  })
  .refine((stop) => stop.startTime !== stop.endTime, { path: ['endTime'], message: fr.SERVICE_END_AFTER_START });
export type CircuitStop = z.input<typeof CircuitStopSchema>;

export const CreateCircuitSchema = z.strictObject({
  name: requiredText(255),
  /** The day the circuit starts. */
  date: ServiceDateSchema,
  /** Assigned to every stop; none leaves the circuit to staff. */
  agentIds: z
    .array(IdSchema)
    .max(SERVICE_MAX_AGENTS)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  stops: z
    .array(CircuitStopSchema)
    .min(1)
    .max(CIRCUIT_MAX_STOPS, { message: `Un circuit compte au plus ${CIRCUIT_MAX_STOPS} étapes` }),
  /** Anomalies of warning level were shown and the user chose to go on. */
  confirmed: z.boolean().default(false),
});
export type CreateCircuit = z.input<typeof CreateCircuitSchema>;

// ---- What the service answers -------------------------------------------------------------------------

export const CircuitSchema = z.object({
  id: IdSchema,
  /** 'C-000001', per agency. */
  reference: z.string(),
  name: z.string(),
  /** The span of its stops. */
  startAt: z.string(),
  endAt: z.string(),
  status: CircuitStatusSchema,
  /** Every agent on one of its stops. */
  agents: z.array(ServiceAgentSchema),
  /** Its stops, in order. */
  services: z.array(ServiceSchema),
  /** The first stop still waiting (100), null when none is. */
  nextServiceId: IdSchema.nullable(),
  /** The first stop in progress (200, 250 or 500), null when none is. */
  activeServiceId: IdSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Circuit = z.infer<typeof CircuitSchema>;

const StatusFilterValue = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  CircuitStatusSchema,
);

/** The circuits list: period (circuits overlapping it), status; search on reference and name. */
export const CircuitListRequestSchema = ListRequestSchema.extend({
  filters: z
    .strictObject({
      from: ServiceDateSchema.optional(),
      to: ServiceDateSchema.optional(),
      /** One status or several; the table's header filter sends them as text. */
      status: z
        .union([StatusFilterValue, z.array(StatusFilterValue).max(CIRCUIT_STATUSES.length)])
        .nullable()
        .optional(),
    })
    .default({}),
  orderBy: z.enum(['startAt', 'reference', 'name']).default('startAt'),
});
export type CircuitListRequest = z.input<typeof CircuitListRequestSchema>;

/** A period of the circuits' errors and counts: the circuits overlapping [from, to], dates included. */
export const CircuitPeriodSchema = z
  .strictObject({ from: ServiceDateSchema, to: ServiceDateSchema })
  .refine((period) => period.to >= period.from, { path: ['to'], message: fr.END_BEFORE_START })
  .refine((period) => epochDayOf(period.to) - epochDayOf(period.from) < CIRCUIT_PERIOD_MAX_DAYS, {
    path: ['to'],
    message: formatMessage('DATE_RANGE_TOO_LONG', { n: 1 }),
    // Only once both dates are dates (zod 4 runs an object's refinements even when a field failed).
    when: (payload) => payload.issues.length === 0,
  });
export type CircuitPeriod = z.input<typeof CircuitPeriodSchema>;

// ---- Errors -------------------------------------------------------------------------------------------

export const CIRCUIT_ERROR_CODES = ['STOPS_OVERLAP', 'AGENT_MISSING', 'STOP_NOT_FINISHED'] as const;
export type CircuitErrorCode = (typeof CIRCUIT_ERROR_CODES)[number];
export const CIRCUIT_ERROR_LABELS: Record<CircuitErrorCode, string> = {
  STOPS_OVERLAP: 'Étapes en chevauchement',
  AGENT_MISSING: 'Circuit sans collaborateur',
  STOP_NOT_FINISHED: 'Étape non terminée',
};

/** Something wrong with a circuit of the period; `message` says which stops, in French. */
export const CircuitErrorSchema = z.object({
  circuitId: IdSchema,
  reference: z.string(),
  name: z.string(),
  code: z.enum(CIRCUIT_ERROR_CODES),
  message: z.string(),
});
export type CircuitError = z.infer<typeof CircuitErrorSchema>;

export const CircuitCountsSchema = z.object({
  waiting: z.int(),
  inProgress: z.int(),
  notFinished: z.int(),
  finished: z.int(),
});
export type CircuitCounts = z.infer<typeof CircuitCountsSchema>;

// ---- Calls --------------------------------------------------------------------------------------------

/** Another agency's circuit, or an unknown one: 404 'Circuit introuvable'. */
export const CIRCUIT_CALLS = {
  list: {
    method: 'POST',
    path: '/agency/:agencyId/fetch/circuits',
    right: 'services.list',
    body: CircuitListRequestSchema,
    response: listResponseSchema(CircuitSchema),
  },
  /** The circuits overlapping the planning's window (at most 62 days), not paged. */
  planning: {
    method: 'POST',
    path: '/agency/:agencyId/fetch/circuits-planning',
    right: 'planning.list',
    body: PlanningRequestSchema,
    response: z.object({ circuits: z.array(CircuitSchema) }),
  },
  /**
   * What is wrong with the circuits of the period: stops overlapping each other, a circuit without
   * any agent, a stop past its end still not finished while a later stop is.
   */
  errors: {
    method: 'POST',
    path: '/agency/:agencyId/fetch/circuits-errors',
    right: 'services.list',
    body: CircuitPeriodSchema,
    response: z.object({ data: z.array(CircuitErrorSchema) }),
  },
  /** The circuits of the period by status. */
  count: {
    method: 'POST',
    path: '/agency/:agencyId/fetch/count-circuits',
    right: 'services.list',
    body: CircuitPeriodSchema,
    response: CircuitCountsSchema,
  },
  /**
   * 201: the circuit and one service per stop, under the planning checks (409 PLANNING_ANOMALIES until
   * confirmed, 422 PLANNING_FORBIDDEN); announces operations.service.created for each stop.
   */
  create: {
    method: 'POST',
    path: '/agency/:agencyId/circuit',
    right: 'services.create',
    body: CreateCircuitSchema,
    response: CircuitSchema,
  },
  get: {
    method: 'GET',
    path: '/agency/:agencyId/circuit/:circuitId',
    right: 'services.list',
    response: CircuitSchema,
  },
} as const satisfies CallTable;
