import { z } from 'zod';
import type { CallTable } from '../common/calls.js';

/**
 * `GET /agency/{id}/dashboard` of billing: figures computed from what billing holds today (its copy
 * of the agency, its settings, its audit); it grows with customers, estimates and invoices.
 */
export const BillingDashboardSchema = z.object({
  /** Writes made by support acting as the agency, audited by billing. */
  auditEntries: z.int(),
  provisionedAt: z.string(),
  settingsUpdatedAt: z.string(),
});
export type BillingDashboard = z.infer<typeof BillingDashboardSchema>;

export const BILLING_DASHBOARD_CALLS = {
  get: {
    method: 'GET',
    path: '/agency/:agencyId/dashboard',
    right: 'dashboard.list',
    response: BillingDashboardSchema,
  },
} as const satisfies CallTable;
