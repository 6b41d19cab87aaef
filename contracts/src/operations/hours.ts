import { z } from 'zod';
import type { CallTable } from '../common/calls.js';
import { IdSchema } from '../common/ids.js';
import { formatMessage, fr } from '../messages/fr.js';
import { epochDayOf } from '../planning/time.js';
import { HoursSplitSchema } from '../events/operations.js';
import { PLANNING_MAX_DAYS, ServiceDateSchema } from './services.js';

/**
 * Hours of the collaborators and of the sites over a period (01 §2 agents-hours, sites-hours; §9 night
 * hours 21:00–06:00, overtime +25 % above 35 h and +50 % above 43 h a week). A service counts whole in
 * the period it starts in; archived services do not count. A period holds at most 62 days.
 */
export const HoursRequestSchema = z
  .strictObject({ from: ServiceDateSchema, to: ServiceDateSchema })
  .refine((request) => request.to >= request.from, { path: ['to'], message: fr.END_BEFORE_START })
  .refine((request) => epochDayOf(request.to) - epochDayOf(request.from) < PLANNING_MAX_DAYS, {
    path: ['to'],
    message: formatMessage('PLANNING_RANGE_TOO_LONG', { max: PLANNING_MAX_DAYS }),
    // Only once both dates are dates (zod 4 runs an object's refinements even when a field failed).
    when: (payload) => payload.issues.length === 0,
  });
export type HoursRequest = z.input<typeof HoursRequestSchema>;

/** Hours of the ISO weeks beyond the thresholds, summed over the period. */
export const OvertimeSchema = z.object({ normal: z.number(), at25: z.number(), at50: z.number() });

export const AgentHoursSchema = z.object({
  agentId: IdSchema,
  firstName: z.string(),
  lastName: z.string(),
  services: z.int(),
  hours: HoursSplitSchema,
  overtime: OvertimeSchema,
});
export type AgentHours = z.infer<typeof AgentHoursSchema>;

export const SiteHoursSchema = z.object({
  siteId: IdSchema,
  siteName: z.string(),
  customerName: z.string(),
  services: z.int(),
  /** The services' hours, each counted once. */
  hours: HoursSplitSchema,
  /** The hours worked on the site: each service's hours × its agents planned. */
  agentHours: z.number(),
});
export type SiteHours = z.infer<typeof SiteHoursSchema>;

export const HOURS_CALLS = {
  /** agents-hours: every collaborator with a service in the period. */
  agents: {
    method: 'POST',
    path: '/agency/:agencyId/agents/fetch/hours',
    right: 'hours.list',
    body: HoursRequestSchema,
    response: z.object({ data: z.array(AgentHoursSchema) }),
  },
  /** sites-hours: every site with a service in the period. */
  sites: {
    method: 'POST',
    path: '/agency/:agencyId/sites/fetch/hours',
    right: 'hours.list',
    body: HoursRequestSchema,
    response: z.object({ data: z.array(SiteHoursSchema) }),
  },
} as const satisfies CallTable;
