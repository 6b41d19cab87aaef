import {
  pageOffset,
  type BillableCustomerListRequest,
  type BillableCustomerSummary,
  type ListResponse,
} from '@portal/contracts';
import { transaction, type Scope, type Sql } from '@portal/service-kit';
import { foldAccents, searchPattern } from '@portal/service-kit/db/search';
import { countBillableCustomers, searchBillableCustomers, type CustomerSummarySearch } from './repo.js';

/**
 * `POST /agency/{id}/fetch/billable-lines/by-customer`: one page of the customers with lines to
 * invoice ('À facturer'), each with its count of lines, hours and amount excl. tax.
 */
export async function findBillableCustomers(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  request: BillableCustomerListRequest,
): Promise<ListResponse<BillableCustomerSummary>> {
  const { filters } = request;
  const search: CustomerSummarySearch = {
    agencyId,
    customerId: filters.customerId ?? null,
    from: filters.from ?? null,
    to: filters.to ?? null,
    pattern: searchPattern(request.query, foldAccents),
    orderBy: request.orderBy ?? 'customerName',
    ascending: request.ascending,
    limit: request.limit,
    offset: pageOffset(request),
  };
  return transaction(sql, scope, async (tx) => ({
    data: await searchBillableCustomers(tx, search),
    filteredCount: await countBillableCustomers(tx, search),
  }));
}
