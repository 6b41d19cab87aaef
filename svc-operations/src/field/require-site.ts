import { AppError, type Tx } from '@portal/service-kit';

/** A site of the agency (of `customerId` when given), or 404 'Site introuvable'. */
export async function requireSite(tx: Tx, agencyId: string, siteId: string, customerId?: string) {
  const [site] = await tx`select 1 from sites where agency_id = ${agencyId} and id = ${siteId}
                            ${customerId ? tx`and customer_id = ${customerId}` : tx``}`;
  if (!site) throw new AppError('SITE_NOT_FOUND');
}
