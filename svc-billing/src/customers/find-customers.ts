import { pageOffset, type CustomerListRequest, type CustomerRow, type ListResponse } from '@portal/contracts';
import { transaction, type Scope, type Sql } from '@portal/service-kit';
import { asList, searchPattern } from '@portal/service-kit/db/search';
import { countCustomers, searchCustomers, type CustomerSearch } from './repo.js';

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
    pattern: searchPattern(request.query),
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
