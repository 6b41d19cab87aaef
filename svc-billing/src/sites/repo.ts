import type { SitePayload } from '@portal/contracts';
import type { Sql, Tx } from '@portal/service-kit';

type Db = Sql | Tx;

/** Billing's copy of a site of operations: its name and customer, for commercial document rows. */
export type SiteCopy = { id: string; customerId: string; name: string; status: number };

/** Writes the site as operations announced it (a later announcement replaces an earlier one). */
export async function upsertSite(db: Db, site: SitePayload): Promise<void> {
  await db`
    insert into sites (id, agency_id, customer_id, name, status)
    values (${site.siteId}, ${site.agencyId}, ${site.customerId}, ${site.name}, ${site.status})
    on conflict (id) do update
       set customer_id = excluded.customer_id, name = excluded.name, status = excluded.status, updated_at = now()`;
}

/** The agency's sites among `ids` (row-level security hides the others' as well). */
export async function findSites(db: Db, agencyId: string, ids: readonly string[]): Promise<SiteCopy[]> {
  if (ids.length === 0) return [];
  return db<SiteCopy[]>`
    select id, customer_id, name, status from sites
     where agency_id = ${agencyId} and id = any(${ids}::uuid[])`;
}
