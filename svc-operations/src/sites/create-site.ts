import { uuidv7, type SaveSite, type Site } from '@portal/contracts';
import { AppError, transaction, type Sql, type WriteContext } from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { findSite, insertSite } from './repo.js';
import { requireSiteCustomer } from './site-customer.js';
import { announceSite } from './site-events.js';

/** `POST /agency/{id}/site`: the site and its `operations.site.created`, in one transaction. */
export async function createSite(sql: Sql, agencyId: string, input: SaveSite, context: WriteContext): Promise<Site> {
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      await requireProvisionedAgency(tx, agencyId);
      await requireSiteCustomer(tx, agencyId, input.customerId);
      const id = uuidv7();
      await insertSite(tx, agencyId, id, input);
      const site = await findSite(tx, agencyId, id);
      if (!site) throw new AppError('INTERNAL_ERROR', { internal: `site ${id} not found after insert` });
      await announceSite(tx, 'operations.site.created', agencyId, site, context);
      return site;
    },
    context.audit,
  );
}
