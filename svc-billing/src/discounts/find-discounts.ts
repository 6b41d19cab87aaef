import { pageOffset, type Discount, type DiscountListRequest, type ListResponse } from '@portal/contracts';
import { transaction, type Scope, type Sql } from '@portal/service-kit';
import { asList, searchPattern } from '@portal/service-kit/db/search';
import { countDiscounts, searchDiscounts, type DiscountSearch } from './repo.js';

/** `POST /agency/{id}/fetch/discounts`: one page of the agency's discounts and fees, and their count. */
export async function findDiscounts(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  request: DiscountListRequest,
): Promise<ListResponse<Discount>> {
  const search: DiscountSearch = {
    agencyId,
    pattern: searchPattern(request.query),
    kinds: asList(request.filters.kind),
    types: asList(request.filters.type),
    orderBy: request.orderBy ?? 'label',
    ascending: request.ascending,
    limit: request.limit,
    offset: pageOffset(request),
  };
  return transaction(sql, scope, async (tx) => ({
    data: await searchDiscounts(tx, search),
    filteredCount: await countDiscounts(tx, search),
  }));
}
