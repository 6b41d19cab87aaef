import {
  ARTICLE_ORDER_ADMIN_CALLS,
  type AgencyArticleOrder,
  type ArticleOrderStatus,
  type ArticleOrdersStatusResult,
  type ChangeArticleOrder,
} from '@portal/contracts';
import { callApi, listQueryKey, queryClient } from '@portal/kit';

const { list, change, changeStatus } = ARTICLE_ORDER_ADMIN_CALLS;

/** Every agency's orders (`POST /admin/fetch/agency-article-orders` on billing). */
export const ADMIN_ORDER_LIST_PATH = list.path;

/** The agency's own orders (`POST /agency/{id}/fetch/agency-article-orders`). */
export const agencyOrderListPath = (agencyId: string) => `/agency/${agencyId}/fetch/agency-article-orders`;

/** Every open list of orders reloads. */
export async function refreshOrderLists(): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: listQueryKey('billing', ADMIN_ORDER_LIST_PATH) });
}

/** One order to a status, its date and comment; the form shows the refusals itself. */
export function changeArticleOrder(body: ChangeArticleOrder): Promise<AgencyArticleOrder> {
  return callApi('billing', change.path, { method: 'POST', body, schema: change.response, notify: false });
}

/** The multi-select's status change. */
export function changeArticleOrdersStatus(
  ids: string[],
  status: ArticleOrderStatus,
): Promise<ArticleOrdersStatusResult> {
  return callApi('billing', changeStatus.path, {
    method: 'POST',
    body: { ids, status },
    schema: changeStatus.response,
  });
}
