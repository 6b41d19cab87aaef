import { z } from 'zod';
import { IdSchema } from './ids.js';
import { listResponseSchema } from './paging.js';
import type { RolesCall } from './calls.js';

/** An audited write made by a support user acting as an agency (every service keeps its own trail). */
export const AuditEntrySchema = z.object({
  id: IdSchema,
  agencyId: IdSchema,
  actorUserId: IdSchema,
  actorEmail: z.string(),
  alteredByUserId: IdSchema.nullable(),
  alteredByEmail: z.string().nullable(),
  action: z.string(),
  service: z.string(),
  /** The client address of the request; null for lines older than its recording. */
  clientIp: z.string().nullable(),
  occurredAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** `GET /agency/{id}/audit` of every service: the newest lines, with how many the agency has in all. */
export const AuditListSchema = listResponseSchema(AuditEntrySchema);
export type AuditList = z.infer<typeof AuditListSchema>;

/** Newest audit lines answered at most (the largest table page size). */
export const AUDIT_LIST_MAX_LIMIT = 250;

/**
 * The audit trail of an agency in one service, for the owner and the platform. Operations and
 * billing answer the newest `limit` lines; identity also takes `?limit=` (IDENTITY_AGENCY_CALLS).
 */
export const AGENCY_AUDIT_CALL = {
  method: 'GET',
  path: '/agency/:agencyId/audit',
  roles: ['owner', 'support', 'super_admin'],
  limit: AUDIT_LIST_MAX_LIMIT,
  response: AuditListSchema,
} as const satisfies RolesCall & { limit: number };
