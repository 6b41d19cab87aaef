import { pageOffset, type AgencyListRequest, type AgencySummary, type ListResponse } from '@portal/contracts';
import { transaction, type Sql } from '@portal/service-kit';
import { countAgencies, searchAgencies, type AgencySearch } from './repo.js';
import { containsPattern } from './search-text.js';

const asList = <T>(value: T | T[] | null | undefined): T[] | null =>
  value === null || value === undefined ? null : Array.isArray(value) ? (value.length > 0 ? value : null) : [value];

/** `POST /admin/fetch/agencies`: every agency of the platform, for support (platform scope). */
export async function findAgencies(
  sql: Sql,
  supportUserId: string,
  request: AgencyListRequest,
): Promise<ListResponse<AgencySummary>> {
  const search: AgencySearch = {
    pattern: request.query?.trim() ? containsPattern(request.query) : null,
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
