import { z } from 'zod';
import type { CallTable } from '../common/calls.js';
import { IdSchema } from '../common/ids.js';
import { ListRequestSchema, listResponseSchema } from '../common/paging.js';
import { HoursSplitSchema } from '../events/operations.js';
import { fr } from '../messages/fr.js';
import { ServiceDateSchema } from './services.js';

/**
 * Schedule gaps of a service (spec 01 §2 listInterrupt, §3 Service break): breaks, lateness and early
 * departures of one of its agents, their hours split into day, night, Sunday and holiday.
 */

/** Kinds of interruption (01 §3). */
export const SERVICE_BREAK_TYPE_LABELS = {
  0: 'Pause',
  1: 'Retard',
  2: 'Départ anticipé à la demande du collaborateur',
  3: 'Départ anticipé non autorisé',
  4: 'Absence pendant le service',
} as const;
export type ServiceBreakType = keyof typeof SERVICE_BREAK_TYPE_LABELS;
export const SERVICE_BREAK_TYPES = [0, 1, 2, 3, 4] as const satisfies readonly ServiceBreakType[];
export const ServiceBreakTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
  message: fr.REQUIRED,
});

/** Declares an interruption; the server checks it lies within the service's slot. */
export const SaveServiceBreakSchema = z
  .strictObject({
    serviceId: IdSchema,
    agentId: IdSchema,
    type: ServiceBreakTypeSchema,
    startAt: z.iso.datetime({ offset: true }),
    endAt: z.iso.datetime({ offset: true }),
    comment: z.string().trim().max(2000).default(''),
  })
  .refine((input) => Date.parse(input.endAt) > Date.parse(input.startAt), {
    path: ['endAt'],
    message: fr.END_BEFORE_START,
  });
export type SaveServiceBreak = z.input<typeof SaveServiceBreakSchema>;

export const ServiceBreakSchema = z.object({
  id: IdSchema,
  serviceId: IdSchema,
  serviceReference: z.string(),
  agentId: IdSchema,
  agentName: z.string(),
  type: ServiceBreakTypeSchema,
  startAt: z.string(),
  endAt: z.string(),
  durationMin: z.int().min(0),
  hours: HoursSplitSchema,
  comment: z.string(),
  customerName: z.string(),
  siteName: z.string(),
  prestationLabel: z.string(),
  createdAt: z.string(),
});
export type ServiceBreak = z.infer<typeof ServiceBreakSchema>;

/** The table's header filter sends its values as text ('1'). */
const TypeFilterValue = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  ServiceBreakTypeSchema,
);

export const ServiceBreakListRequestSchema = ListRequestSchema.extend({
  filters: z
    .strictObject({
      agentId: IdSchema.optional(),
      /** One type or several (the table's header filter). */
      type: z
        .union([TypeFilterValue, z.array(TypeFilterValue).max(SERVICE_BREAK_TYPES.length)])
        .nullable()
        .optional(),
      from: ServiceDateSchema.optional(),
      to: ServiceDateSchema.optional(),
    })
    .default({}),
  orderBy: z.enum(['startAt', 'agentName']).default('startAt'),
});
export type ServiceBreakListRequest = z.input<typeof ServiceBreakListRequestSchema>;

/** listInterrupt: list, declare, delete. Another agency's interruption: 404 'Interruption introuvable'. */
export const SERVICE_BREAK_CALLS = {
  list: {
    method: 'POST',
    path: '/agency/:agencyId/fetch/service-breaks',
    right: 'serviceBreaks.list',
    body: ServiceBreakListRequestSchema,
    response: listResponseSchema(ServiceBreakSchema),
  },
  /** 201; the service must be the agency's, the agent one of its agents, the gap within its slot. */
  create: {
    method: 'POST',
    path: '/agency/:agencyId/service-break',
    right: 'serviceBreaks.create',
    body: SaveServiceBreakSchema,
    response: ServiceBreakSchema,
  },
  delete: {
    method: 'DELETE',
    path: '/agency/:agencyId/service-break/:serviceBreakId',
    right: 'serviceBreaks.delete',
    response: z.object({ id: z.string() }),
  },
} as const satisfies CallTable;
