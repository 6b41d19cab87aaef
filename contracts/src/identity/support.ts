import { z } from 'zod';

/** `GET {scope}/dashboard` of identity: counts only for now. */
export const IdentityDashboardSchema = z.object({
  owners: z.int(),
  staff: z.int(),
  agents: z.int(),
  customers: z.int(),
  devices: z.int(),
});
export type IdentityDashboard = z.infer<typeof IdentityDashboardSchema>;
