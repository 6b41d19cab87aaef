import {
  DEFAULT_ARTICLE_ORDER_STATUS_FILTER,
  pageOffset,
  type AgencyArticleOrder,
  type AgencyArticleOrderListRequest,
  type ArticleOrderListRequest,
  type ListResponse,
} from '@portal/contracts';
import { transaction, type Scope, type Sql } from '@portal/service-kit';
import { asList, foldAccents, searchPattern } from '@portal/service-kit/db/search';
import { countArticleOrders, searchArticleOrders, type ArticleOrderSearch } from './repo.js';

const PLATFORM: Scope = { kind: 'platform' };

function searchOf(
  request: ArticleOrderListRequest | AgencyArticleOrderListRequest,
  agencyId: string | null,
): ArticleOrderSearch {
  const { filters } = request;
  return {
    agencyId,
    agencies: 'agency' in filters ? asList(filters.agency) : null,
    statuses: asList(filters.status) ?? DEFAULT_ARTICLE_ORDER_STATUS_FILTER,
    from: filters.from ?? null,
    to: filters.to ?? null,
    pattern: searchPattern(request.query, foldAccents),
    orderBy: request.orderBy ?? 'createdAt',
    ascending: request.orderBy ? request.ascending : false,
    limit: request.limit,
    offset: pageOffset(request),
  };
}

async function page(sql: Sql, scope: Scope, search: ArticleOrderSearch): Promise<ListResponse<AgencyArticleOrder>> {
  return transaction(sql, scope, async (tx) => ({
    data: await searchArticleOrders(tx, search),
    filteredCount: await countArticleOrders(tx, search),
  }));
}

/**
 * `POST /admin/fetch/agency-article-orders`: one page of every agency's orders and their count, in
 * platform scope; without a status filter all but 'Annulée'; without a sort, the newest first (02 §9).
 */
export function findArticleOrders(
  sql: Sql,
  request: ArticleOrderListRequest,
): Promise<ListResponse<AgencyArticleOrder>> {
  return page(sql, PLATFORM, searchOf(request, null));
}

/**
 * `POST /agency/{id}/fetch/agency-article-orders`: the same within the agency's own orders, read in
 * its own scope (row-level security keeps it there too).
 */
export function findAgencyArticleOrders(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  request: AgencyArticleOrderListRequest,
): Promise<ListResponse<AgencyArticleOrder>> {
  return page(sql, scope, searchOf(request, agencyId));
}
