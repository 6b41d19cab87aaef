import { pageOffset, type CustomerListRequest, type CustomerRow, type ListResponse } from '@portal/contracts';
import { transaction, type Scope, type Sql } from '@portal/service-kit';
import { countCustomers, searchCustomers, type CustomerSearch } from './repo.js';
import { containsPattern } from './search-text.js';

const asList = <T>(value: T | T[] | null | undefined): T[] | null =>
  value === null || value === undefined ? null : Array.isArray(value) ? (value.length > 0 ? value : null) : [value];

/** The one value chosen; none, or every value, filters nothing. */
const oneOf = (values: boolean[] | null): boolean | null =>
  values && new Set(values).size === 1 ? (values[0] ?? null) : null;

/** `POST /agency/{id}/fetch/customers`: one page of the agency's customers and prospects, and their count. */
export async function findCustomers(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  request: CustomerListRequest,
): Promise<ListResponse<CustomerRow>> {
  const search: CustomerSearch = {
    agencyId,
    pattern: request.query?.trim() ? containsPattern(request.query) : null,
    types: asList(request.filters.type),
    statuses: asList(request.filters.status),
    prospect: oneOf(asList(request.filters.prospect)),
    orderBy: request.orderBy ?? 'name',
    ascending: request.ascending,
    limit: request.limit,
    offset: pageOffset(request),
  };
  return transaction(sql, scope, async (tx) => ({
    data: await searchCustomers(tx, search),
    filteredCount: await countCustomers(tx, search),
  }));
}
