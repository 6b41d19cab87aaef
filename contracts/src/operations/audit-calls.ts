import { listResponseSchema } from '../common/paging.js';
import { AuditEntrySchema } from '../identity/support.js';

/** Writes made in operations by support acting as the agency, newest first, with their total. */
export const OperationsAuditListSchema = listResponseSchema(AuditEntrySchema);

export const OPERATIONS_AUDIT_CALLS = {
  list: {
    method: 'GET',
    path: '/agency/:agencyId/audit',
    roles: ['owner', 'support', 'super_admin'],
    /** Newest lines answered (the largest table page size). */
    limit: 250,
    response: OperationsAuditListSchema,
  },
} as const;
