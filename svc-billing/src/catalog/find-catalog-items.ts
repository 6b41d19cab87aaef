import { pageOffset, type CatalogItem, type CatalogListRequest, type ListResponse } from '@portal/contracts';
import { transaction, type Scope, type Sql } from '@portal/service-kit';
import { asList, foldAccents, searchPattern } from '@portal/service-kit/db/search';
import { countCatalogItems, searchCatalogItems, type CatalogSearch } from './repo.js';

/** `POST /agency/{id}/fetch/catalog-items`: one page of the agency's articles, and their count. */
export async function findCatalogItems(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  request: CatalogListRequest,
): Promise<ListResponse<CatalogItem>> {
  const { filters } = request;
  const search: CatalogSearch = {
    agencyId,
    pattern: searchPattern(request.query),
    customerId: filters.customerId,
    priceUnits: asList(filters.priceUnit),
    specialties: asList(filters.specialty)?.map(foldAccents) ?? null,
    statuses: asList(filters.status),
    orderBy: request.orderBy ?? 'designation',
    ascending: request.ascending,
    limit: request.limit,
    offset: pageOffset(request),
  };
  return transaction(sql, scope, async (tx) => ({
    data: await searchCatalogItems(tx, search),
    filteredCount: await countCatalogItems(tx, search),
  }));
}
