import { z } from 'zod';
import { IdSchema } from '../common/ids.js';

/** An audited write made by a support user acting as an agency. */
export const AuditEntrySchema = z.object({
  id: IdSchema,
  agencyId: IdSchema,
  actorUserId: IdSchema,
  actorEmail: z.string(),
  alteredByUserId: IdSchema.nullable(),
  alteredByEmail: z.string().nullable(),
  action: z.string(),
  service: z.string(),
  occurredAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** `GET {scope}/dashboard` of identity: counts only for now. */
export const IdentityDashboardSchema = z.object({
  owners: z.int(),
  staff: z.int(),
  agents: z.int(),
  customers: z.int(),
  devices: z.int(),
});
export type IdentityDashboard = z.infer<typeof IdentityDashboardSchema>;
