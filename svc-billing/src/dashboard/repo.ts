import type { Sql, Tx } from '@portal/service-kit';

type Db = Sql | Tx;

/** Audit lines of the agency (writes made by support acting as it). */
export async function countAuditEntries(db: Db, agencyId: string): Promise<number> {
  const [row] = await db<
    { count: number }[]
  >`select count(*)::int as count from audit_log where agency_id = ${agencyId}`;
  return row?.count ?? 0;
}
