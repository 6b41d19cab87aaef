import { z } from 'zod';
import type { CallTable } from '../common/calls.js';
import { listResponseSchema } from '../common/paging.js';
import {
  AssignServiceAgentSchema,
  CreateServicesSchema,
  PlanningAgentSchema,
  PlanningGapSchema,
  PlanningRequestSchema,
  PlanningServiceSchema,
  PlanningSiteSchema,
  ReplaceServiceAgentSchema,
  ServiceHistoryEntrySchema,
  SaveUnavailabilitySchema,
  SavedServicesSchema,
  ServiceListRequestSchema,
  ServiceSchema,
  UnavailabilityListRequestSchema,
  UnavailabilitySchema,
  UpdateServiceSchema,
} from './services.js';
import { SiteItemSchema } from './sites.js';

/**
 * Services and the planning views (spec 01 §2 adminServices and adminPlanning, §7 fetch/planned-services,
 * fetch/sites/with-services, fetch/agents/with-services-unavailabilities, PUT /services/{id}). Every
 * write runs the planning checks (01 §8): warnings answer 409 PLANNING_ANOMALIES with the anomalies in
 * `details.anomalies` until resent with `confirmed`; a forbidding check answers 422 PLANNING_FORBIDDEN
 * naming the rule. Another agency's service, or an unknown one: 404 'Service introuvable.'.
 */
export const SERVICE_CALLS = {
  list: {
    method: 'POST',
    path: '/agency/:agencyId/fetch/services',
    right: 'services.list',
    body: ServiceListRequestSchema,
    response: listResponseSchema(ServiceSchema),
  },
  /** The sites view: the sites having services in the window (or those asked), and the services. */
  sitesPlanning: {
    method: 'POST',
    path: '/agency/:agencyId/fetch/sites/with-services',
    right: 'planning.list',
    body: PlanningRequestSchema,
    response: z.object({ sites: z.array(PlanningSiteSchema), services: z.array(PlanningServiceSchema) }),
  },
  /**
   * The agents view: plannable collaborators, their services, unavailabilities and schedule gaps
   * (interruptions) in the window, and the services still missing agents (the row 'À pourvoir' they
   * are dragged from).
   */
  agentsPlanning: {
    method: 'POST',
    path: '/agency/:agencyId/fetch/agents/with-services-unavailabilities',
    right: 'planning.list',
    body: PlanningRequestSchema,
    response: z.object({
      agents: z.array(PlanningAgentSchema),
      services: z.array(PlanningServiceSchema),
      unavailabilities: z.array(UnavailabilitySchema),
      unstaffed: z.array(PlanningServiceSchema),
      gaps: z.array(PlanningGapSchema),
    }),
  },
  /** 201: one service per day of the recurrence; announces operations.service.created for each. */
  create: {
    method: 'POST',
    path: '/agency/:agencyId/services',
    right: 'services.create',
    body: CreateServicesSchema,
    response: SavedServicesSchema,
  },
  get: {
    method: 'GET',
    path: '/agency/:agencyId/service/:serviceId',
    right: 'services.list',
    response: ServiceSchema,
  },
  /** A service not started yet; announces operations.service.updated. */
  update: {
    method: 'PUT',
    path: '/agency/:agencyId/services/:serviceId',
    right: 'services.edit',
    body: UpdateServiceSchema,
    response: SavedServicesSchema,
  },
  /** Adds one agent to a service from the planning; announces operations.service.updated. */
  assign: {
    method: 'POST',
    path: '/agency/:agencyId/service/:serviceId/agents',
    right: 'planning.edit',
    body: AssignServiceAgentSchema,
    response: SavedServicesSchema,
  },
  /** Cover/replacement: one agent of the service replaced by another; announces operations.service.updated. */
  replace: {
    method: 'POST',
    path: '/agency/:agencyId/service/:serviceId/replacement',
    right: 'planning.edit',
    body: ReplaceServiceAgentSchema,
    response: SavedServicesSchema,
  },
  /** The service timeline: what happened to it, oldest first. */
  timeline: {
    method: 'GET',
    path: '/agency/:agencyId/service/:serviceId/timeline',
    right: 'services.list',
    response: z.object({ data: z.array(ServiceHistoryEntrySchema) }),
  },
  /** The site items dialog: the items of the service's site, by position, and its instructions (01 §7). */
  items: {
    method: 'GET',
    path: '/agency/:agencyId/service/:serviceId/items',
    right: 'services.list',
    response: z.object({ data: z.array(SiteItemSchema), instructions: z.string() }),
  },
  /**
   * The office's manual close (the agent ends it from the field): status 300, its hours split by kind of time;
   * announces operations.service.finished, which billing turns into a billable line.
   */
  finish: {
    method: 'PATCH',
    path: '/agency/:agencyId/service/:serviceId/finish',
    right: 'services.edit',
    response: ServiceSchema,
  },
  /** Removes a service not started yet; announces operations.service.cancelled. */
  cancel: {
    method: 'DELETE',
    path: '/agency/:agencyId/service/:serviceId',
    right: 'services.delete',
    response: z.object({ id: z.string() }),
  },
} as const satisfies CallTable;

/** Unavailabilities of the collaborators (listIndispo; 01 §7 POST and DELETE {scope}/unavailability). */
export const UNAVAILABILITY_CALLS = {
  list: {
    method: 'POST',
    path: '/agency/:agencyId/fetch/unavailabilities',
    right: 'unavailabilities.list',
    body: UnavailabilityListRequestSchema,
    response: listResponseSchema(UnavailabilitySchema),
  },
  create: {
    method: 'POST',
    path: '/agency/:agencyId/unavailability',
    right: 'unavailabilities.create',
    body: SaveUnavailabilitySchema,
    response: UnavailabilitySchema,
  },
  delete: {
    method: 'DELETE',
    path: '/agency/:agencyId/unavailability/:unavailabilityId',
    right: 'unavailabilities.delete',
    response: z.object({ id: z.string() }),
  },
} as const satisfies CallTable;
