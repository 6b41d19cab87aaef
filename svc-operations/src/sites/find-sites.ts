import {
  pageOffset,
  type CustomerSite,
  type ListResponse,
  type Site,
  type SiteChoice,
  type SiteChoiceRequest,
  type SiteListRequest,
  type SiteRow,
} from '@portal/contracts';
import { AppError, readTransaction, transaction, type Scope, type Sql } from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { listSites, type SiteSearch } from './list-repo.js';
import { findSite } from './repo.js';
import { asList, foldAccents, searchPattern } from '@portal/service-kit/db/search';

const scopeCustomerOf = (scope: Scope) => (scope.kind === 'tenant' ? (scope.customerId ?? null) : null);

/**
 * `POST /agency/{id}/fetch/sites`, and `POST /agency/{id}/customer/{customerId}/fetch/sites` where
 * `customerId` bounds the list whatever the filters ask.
 */
export async function findSites(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  request: SiteListRequest,
  customerId?: string,
): Promise<ListResponse<SiteRow>> {
  const wanted = asList(request.filters.customerId);
  const search: SiteSearch = {
    agencyId,
    pattern: searchPattern(request.query, foldAccents),
    customerIds: customerId ? (wanted ?? [customerId]).filter((id) => id === customerId) : wanted,
    statuses: asList(request.filters.status),
    ids: null,
    orderBy: request.orderBy ?? 'name',
    ascending: request.ascending,
    limit: request.limit,
    offset: pageOffset(request),
  };
  const options = { scopeCustomerId: scopeCustomerOf(scope) };
  // The agency check, the page and its count are sent at once with the transaction around them
  // (readTransaction: one round trip).
  return readTransaction(sql, scope, async (tx) => {
    if (search.customerIds?.length === 0) {
      await requireProvisionedAgency(tx, agencyId);
      return { data: [], filteredCount: 0 };
    }
    const [, { rows, filteredCount }] = await Promise.all([
      requireProvisionedAgency(tx, agencyId),
      listSites(tx, search, options),
    ]);
    return { data: rows, filteredCount };
  });
}

/** `POST /agency/{id}/fetch/site-choices`: active sites only (01 §2), of one customer when given. */
export async function findSiteChoices(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  request: SiteChoiceRequest,
): Promise<ListResponse<SiteChoice>> {
  const search: SiteSearch = {
    agencyId,
    pattern: searchPattern(request.query, foldAccents),
    customerIds: request.filters.customerId ? [request.filters.customerId] : null,
    statuses: [100],
    ids: request.filters.ids?.length ? request.filters.ids : null,
    orderBy: 'name',
    ascending: request.ascending,
    limit: request.limit,
    offset: pageOffset(request),
  };
  const options = { scopeCustomerId: scopeCustomerOf(scope) };
  return readTransaction(sql, scope, async (tx) => {
    const [, { rows, filteredCount }] = await Promise.all([
      requireProvisionedAgency(tx, agencyId),
      listSites(tx, search, options),
    ]);
    const data = rows.map(({ id, name, customerId, customerName, city }) => ({
      id,
      name,
      customerId,
      customerName,
      city,
    }));
    return { data, filteredCount };
  });
}

/** `GET /agency/{id}/site/{siteId}`: 404 'Site introuvable' for another agency's or an unknown site. */
export async function getSite(sql: Sql, scope: Scope, agencyId: string, siteId: string): Promise<Site> {
  return transaction(sql, scope, async (tx) => {
    await requireProvisionedAgency(tx, agencyId);
    const site = await findSite(tx, agencyId, siteId);
    if (!site) throw new AppError('SITE_NOT_FOUND');
    return site;
  });
}

/** `GET /agency/{id}/customer/{customerId}/site/{siteId}`: one of the customer's own sites, read-only. */
export async function getCustomerSite(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  customerId: string,
  siteId: string,
): Promise<CustomerSite> {
  const site = await transaction(sql, scope, async (tx) => {
    await requireProvisionedAgency(tx, agencyId);
    return findSite(tx, agencyId, siteId, { customerId });
  });
  if (!site) throw new AppError('SITE_NOT_FOUND');
  const { id, name, status, address, radius, instructions, closures, customerName } = site;
  return { id, name, customerId: site.customerId, customerName, status, address, radius, instructions, closures };
}
