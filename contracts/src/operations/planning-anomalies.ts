import { z } from 'zod';
import { PLANNING_CHECK_CODES } from '../settings.js';

/**
 * An anomaly of the planning checks, as a create or an edit of services answers it (the kit's save
 * dialogs read it without the rest of the services' contracts).
 */
export const PlanningAnomalySchema = z.object({
  code: z.enum(PLANNING_CHECK_CODES),
  level: z.enum(['warning', 'forbid']),
  serviceId: z.string(),
  agentId: z.string().nullable(),
  message: z.string(),
});
export type PlanningAnomalyView = z.infer<typeof PlanningAnomalySchema>;
