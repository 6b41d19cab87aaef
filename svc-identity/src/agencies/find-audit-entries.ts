import type { AuditEntry } from '@portal/contracts';
import { transaction, type Scope, type Sql } from '@portal/service-kit';
import { listAuditEntries } from './repo.js';

/** `GET /agency/{id}/audit`: who did what in the agency as support or super admin, newest first. */
export async function findAuditEntries(sql: Sql, scope: Scope, agencyId: string, limit: number): Promise<AuditEntry[]> {
  return transaction(sql, scope, (tx) => listAuditEntries(tx, agencyId, limit));
}
