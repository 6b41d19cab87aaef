import { AGENCY_AUDIT_CALL } from '../common/audit.js';
import type { CallTable } from '../common/calls.js';

/** Writes made in billing by support acting as the agency, newest first, with their total. */
export const BILLING_AUDIT_CALLS = { list: AGENCY_AUDIT_CALL } as const satisfies CallTable;
