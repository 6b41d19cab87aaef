import { pageOffset, type AgencyListRequest, type AgencySummary, type ListResponse } from '@portal/contracts';
import { transaction, type Sql } from '@portal/service-kit';
import { asList, foldAccents, searchPattern } from '@portal/service-kit/db/search';
import { countAgencies, searchAgencies, type AgencySearch } from './repo.js';

/** `POST /admin/fetch/agencies`: every agency of the platform, for support (platform scope). */
export async function findAgencies(
  sql: Sql,
  supportUserId: string,
  request: AgencyListRequest,
): Promise<ListResponse<AgencySummary>> {
  const search: AgencySearch = {
    pattern: searchPattern(request.query, foldAccents),
    statuses: asList(request.filters.status),
    activities: asList(request.filters.activity),
    orderBy: request.orderBy ?? 'name',
    ascending: request.ascending,
    limit: request.limit,
    offset: pageOffset(request),
  };
  return transaction(sql, { kind: 'platform', userId: supportUserId }, async (tx) => ({
    data: await searchAgencies(tx, search),
    filteredCount: await countAgencies(tx, search),
  }));
}
