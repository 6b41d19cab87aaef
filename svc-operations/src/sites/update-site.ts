import type { SaveSite, Site, SiteAction } from '@portal/contracts';
import { SITE_ACTION_STATUS } from '@portal/contracts';
import { AppError, transaction, type Sql, type Tx, type WriteContext } from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { findSite, setSiteStatus, updateSite } from './repo.js';
import { requireSiteCustomer } from './site-customer.js';
import { announceSite } from './site-events.js';

async function lockSite(tx: Tx, agencyId: string, siteId: string): Promise<Site> {
  await requireProvisionedAgency(tx, agencyId);
  const site = await findSite(tx, agencyId, siteId, { forUpdate: true });
  if (!site) throw new AppError('SITE_NOT_FOUND');
  return site;
}

async function reread(tx: Tx, agencyId: string, siteId: string): Promise<Site> {
  const site = await findSite(tx, agencyId, siteId);
  if (!site) throw new AppError('SITE_NOT_FOUND');
  return site;
}

/**
 * `PUT /agency/{id}/site/{siteId}`: replaces the site. A new customer is checked like at creation
 * (the current one stays allowed even if archived since); announces `operations.site.updated`.
 */
export async function updateSiteCommand(
  sql: Sql,
  agencyId: string,
  siteId: string,
  input: SaveSite,
  context: WriteContext,
): Promise<Site> {
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      const current = await lockSite(tx, agencyId, siteId);
      if (input.customerId !== current.customerId) await requireSiteCustomer(tx, agencyId, input.customerId);
      await updateSite(tx, agencyId, siteId, input);
      const site = await reread(tx, agencyId, siteId);
      await announceSite(tx, 'operations.site.updated', agencyId, site, context);
      return site;
    },
    context.audit,
  );
}

/**
 * `PATCH /agency/{id}/site/{siteId}/{action}`: archive, deactivate or reactivate. A site already in
 * that status is answered as it is, without an event.
 */
export async function changeSiteStatus(
  sql: Sql,
  agencyId: string,
  siteId: string,
  action: SiteAction,
  context: WriteContext,
): Promise<Site> {
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      const current = await lockSite(tx, agencyId, siteId);
      const status = SITE_ACTION_STATUS[action];
      if (current.status === status) return current;
      await setSiteStatus(tx, agencyId, siteId, status);
      const site = await reread(tx, agencyId, siteId);
      await announceSite(tx, 'operations.site.updated', agencyId, site, context);
      return site;
    },
    context.audit,
  );
}
