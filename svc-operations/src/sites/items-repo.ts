import type { SiteItem } from '@portal/contracts';
import type { Sql, Tx } from '@portal/service-kit';

type Db = Sql | Tx;

/** The site's items ordered by position (01 §7). */
export async function listSiteItems(db: Db, agencyId: string, siteId: string): Promise<SiteItem[]> {
  return db<SiteItem[]>`
    select id, label, position from site_items
     where agency_id = ${agencyId} and site_id = ${siteId}
     order by position, id`;
}

/** Replaces the site's items with these, in this order. */
export async function replaceSiteItems(db: Db, agencyId: string, siteId: string, items: SiteItem[]): Promise<void> {
  await db`delete from site_items where agency_id = ${agencyId} and site_id = ${siteId}`;
  if (items.length === 0) return;
  await db`insert into site_items ${db(items.map((item) => ({ ...item, agencyId, siteId })))}`;
}
