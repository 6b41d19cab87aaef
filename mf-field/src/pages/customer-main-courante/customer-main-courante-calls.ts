import { CUSTOMER_FIELD_CALLS, SITE_CALLS } from '@portal/contracts';
import { callApi } from '@portal/kit';
import { chainFile, MAIN_COURANTE_PAGE_SIZE } from '../main-courante/main-courante-calls.js';

/** The prefix of one customer's calls (00 §2.5): `/agency/{id}/customer/{customerId}`. */
export const customerPrefix = (agencyId: string, customerId: string) => `/agency/${agencyId}/customer/${customerId}`;

/** His sites by name, for choosing one (a customer has a handful; 250 at most are offered). */
export const fetchCustomerSites = (prefix: string, signal?: AbortSignal) =>
  callApi('operations', `${prefix}/fetch/sites`, {
    method: 'POST',
    body: { limit: 250, orderBy: 'name' },
    schema: SITE_CALLS.customerList.response,
    ...(signal ? { signal } : {}),
  });

/** A site's events he may read, newest first, a page at a time. */
export const fetchCustomerEvents = (prefix: string, siteId: string, page: number, signal?: AbortSignal) =>
  callApi('operations', `${prefix}/fetch/events`, {
    method: 'POST',
    body: { filters: { siteId }, page, limit: MAIN_COURANTE_PAGE_SIZE },
    schema: CUSTOMER_FIELD_CALLS.customerEvents.response,
    ...(signal ? { signal } : {}),
  });

/** The site's whole chain recomputed by the service. */
export const verifyCustomerMainCourante = (prefix: string, siteId: string) =>
  callApi('operations', `${prefix}/main-courante/${siteId}/verify`, {
    schema: CUSTOMER_FIELD_CALLS.customerVerifyMainCourante.response,
  });

/** His export: the entries he may read whole, the others by their hashes only; a JSON file. */
export async function exportCustomerMainCourante(prefix: string, siteId: string) {
  const exported = await callApi('operations', `${prefix}/main-courante/${siteId}/export`, {
    schema: CUSTOMER_FIELD_CALLS.customerExportMainCourante.response,
  });
  return chainFile(exported);
}
