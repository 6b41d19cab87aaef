import type { AuditEntry, AuditList } from '@portal/contracts';
import type { Sql, Tx } from '../db/connect.js';

type Db = Sql | Tx;

/** The newest audit lines of the agency (kit migration 002) and how many there are in all. */
export async function listAuditEntries(db: Db, agencyId: string, limit: number): Promise<AuditList> {
  const rows = await db<(Omit<AuditEntry, 'occurredAt'> & { occurredAt: Date })[]>`
    select id, agency_id, actor_user_id, actor_email, altered_by_user_id, altered_by_email, action, service, client_ip, occurred_at
      from audit_log
     where agency_id = ${agencyId}
     order by occurred_at desc, id desc
     limit ${limit}`;
  return {
    data: rows.map((row) => ({ ...row, occurredAt: row.occurredAt.toISOString() })),
    filteredCount: await countAuditEntries(db, agencyId),
  };
}

/** Audit lines of the agency (writes made by support acting as it). */
export async function countAuditEntries(db: Db, agencyId: string): Promise<number> {
  const [row] = await db<
    { count: number }[]
  >`select count(*)::int as count from audit_log where agency_id = ${agencyId}`;
  return row?.count ?? 0;
}
