import { uuidv7, type SaveSiteItems, type SiteItems } from '@portal/contracts';
import { AppError, transaction, type Scope, type Sql, type Tx, type WriteContext } from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { listSiteItems, replaceSiteItems } from './items-repo.js';
import { findSite } from './repo.js';

async function requireSite(tx: Tx, agencyId: string, siteId: string, forUpdate = false): Promise<void> {
  await requireProvisionedAgency(tx, agencyId);
  if (!(await findSite(tx, agencyId, siteId, { forUpdate }))) throw new AppError('SITE_NOT_FOUND');
}

/** `GET /agency/{id}/site/{siteId}/items`, ordered by position. */
export async function getSiteItems(sql: Sql, scope: Scope, agencyId: string, siteId: string): Promise<SiteItems> {
  return transaction(sql, scope, async (tx) => {
    await requireSite(tx, agencyId, siteId);
    return { data: await listSiteItems(tx, agencyId, siteId) };
  });
}

/**
 * `POST /agency/{id}/site/{siteId}/items`: the ordered list replaces the stored one; positions are
 * renumbered 0, 1, 2… in the order given by `position`; an item keeps its id when it was the site's.
 */
export async function saveSiteItems(
  sql: Sql,
  agencyId: string,
  siteId: string,
  input: SaveSiteItems,
  context: WriteContext,
): Promise<SiteItems> {
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      await requireSite(tx, agencyId, siteId, true);
      const known = new Set((await listSiteItems(tx, agencyId, siteId)).map((item) => item.id));
      const ordered = input.items
        .map((item, index) => ({ item, index }))
        .sort((a, b) => a.item.position - b.item.position || a.index - b.index)
        .map(({ item }, position) => ({
          id: item.id && known.has(item.id) ? item.id : uuidv7(),
          label: item.label,
          position,
        }));
      await replaceSiteItems(tx, agencyId, siteId, ordered);
      return { data: await listSiteItems(tx, agencyId, siteId) };
    },
    context.audit,
  );
}
