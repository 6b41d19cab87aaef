import { z } from 'zod';
import type { CallTable } from '../common/calls.js';
import { fr } from '../messages/fr.js';
import { AgentHoursSchema, HoursRequestSchema } from './hours.js';
import { SERVICE_CALLS } from './service-calls.js';
import { PlanningRequestSchema, ServiceDateSchema, ServiceSchema } from './services.js';

/** The window of the agent's own services (terrain/planning): dates included, at most PLANNING_MAX_DAYS. */
export const OwnServicesRequestSchema = z
  .strictObject({ from: ServiceDateSchema, to: ServiceDateSchema })
  .refine((request) => request.to >= request.from, { path: ['to'], message: fr.END_BEFORE_START });
export type OwnServicesRequest = z.input<typeof OwnServicesRequestSchema>;

/**
 * The read-only plannings of those who are planned or served rather than planning: the customer's
 * interventions on his own sites (customerPlaningSites, customer prefix 00 §2.5) and the signed-in
 * agent's own services (terrain/planning, 'Mon planning'). Archived services are left out; a window
 * longer than PLANNING_MAX_DAYS answers 400 PLANNING_RANGE_TOO_LONG.
 */
export const OWN_PLANNING_CALLS = {
  /**
   * The sites view bounded by the path's customer, whatever the body asks: a customer user only for
   * his own customer (another customer's id: 404), agency staff with the right for any of theirs.
   */
  customerSitesPlanning: {
    method: 'POST',
    path: '/agency/:agencyId/customer/:customerId/fetch/sites/with-services',
    right: 'planning.list',
    body: PlanningRequestSchema,
    response: SERVICE_CALLS.sitesPlanning.response,
  },
  /** The services the caller (the collaborator whose id is the session's user id) is assigned to. */
  myServices: {
    method: 'POST',
    path: '/agency/:agencyId/agent/fetch/my-services',
    roles: ['agent'],
    body: OwnServicesRequestSchema,
    response: z.object({ services: z.array(ServiceSchema) }),
  },
  /** hoursAgent: the caller's own hours of a period, null when he has no service in it. */
  myHours: {
    method: 'POST',
    path: '/agency/:agencyId/agent/fetch/hours',
    roles: ['agent'],
    body: HoursRequestSchema,
    response: z.object({ hours: AgentHoursSchema.nullable() }),
  },
} as const satisfies CallTable;
