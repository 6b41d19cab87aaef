import type { AuditEntry } from '@portal/contracts';
import type { Sql, Tx } from '@portal/service-kit';

type Db = Sql | Tx;

/** The newest audit lines of the agency and how many there are in all. */
export async function listAuditEntries(
  db: Db,
  agencyId: string,
  limit: number,
): Promise<{ data: AuditEntry[]; filteredCount: number }> {
  const rows = await db<(Omit<AuditEntry, 'occurredAt'> & { occurredAt: Date })[]>`
    select id, agency_id, actor_user_id, actor_email, altered_by_user_id, altered_by_email, action, service, occurred_at
      from audit_log
     where agency_id = ${agencyId}
     order by occurred_at desc, id desc
     limit ${limit}`;
  const [total] = await db<
    { count: number }[]
  >`select count(*)::int as count from audit_log where agency_id = ${agencyId}`;
  return {
    data: rows.map((row) => ({ ...row, occurredAt: row.occurredAt.toISOString() })),
    filteredCount: total?.count ?? 0,
  };
}
