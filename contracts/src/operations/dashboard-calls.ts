import { z } from 'zod';
import type { CallTable } from '../common/calls.js';
import { LicenceLimitsSchema } from '../licences.js';

/**
 * `GET /agency/{id}/dashboard` of operations: figures computed from what operations holds today
 * (its copy of the agency and its settings); it grows with collaborators, sites and services.
 */
export const OperationsDashboardSchema = z.object({
  /** How many planning checks are set to each level. */
  planningChecks: z.object({ disabled: z.int(), warning: z.int(), forbid: z.int() }),
  limits: LicenceLimitsSchema,
  /** Writes made by support acting as the agency, audited by operations. */
  auditEntries: z.int(),
  provisionedAt: z.string(),
  settingsUpdatedAt: z.string(),
});
export type OperationsDashboard = z.infer<typeof OperationsDashboardSchema>;

export const OPERATIONS_DASHBOARD_CALLS = {
  get: {
    method: 'GET',
    path: '/agency/:agencyId/dashboard',
    right: 'dashboard.list',
    response: OperationsDashboardSchema,
  },
} as const satisfies CallTable;
