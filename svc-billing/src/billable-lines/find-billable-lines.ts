import { pageOffset, type BillableLine, type BillableLineListRequest, type ListResponse } from '@portal/contracts';
import { transaction, type Scope, type Sql } from '@portal/service-kit';
import { asList, searchPattern } from '@portal/service-kit/db/search';
import { countBillableLines, searchBillableLines, type LineSearch } from './repo.js';

/** `POST /agency/{id}/fetch/billable-lines`: one page of the agency's billable lines, and their count. */
export async function findBillableLines(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  request: BillableLineListRequest,
): Promise<ListResponse<BillableLine>> {
  const { filters } = request;
  const search: LineSearch = {
    agencyId,
    customerId: filters.customerId ?? null,
    from: filters.from ?? null,
    to: filters.to ?? null,
    statuses: asList(filters.status),
    pattern: searchPattern(request.query),
    orderBy: request.orderBy ?? 'finishedAt',
    ascending: request.ascending,
    limit: request.limit,
    offset: pageOffset(request),
  };
  return transaction(sql, scope, async (tx) => ({
    data: await searchBillableLines(tx, search),
    filteredCount: await countBillableLines(tx, search),
  }));
}
