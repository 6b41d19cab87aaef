import {
  ARTICLE_ORDER_STATUS_DATE_FIELDS,
  articleOrderStatusChange,
  type AgencyArticleOrder,
  type ArticleOrdersStatusResult,
  type ChangeArticleOrder,
  type ChangeArticleOrdersStatus,
} from '@portal/contracts';
import { AppError, transaction, type Sql } from '@portal/service-kit';
import { recordPlatformWrite, type PlatformWriteContext } from '../audit/platform-audit.js';
import { findArticleOrder, lockArticleOrders, updateArticleOrders } from './repo.js';

/**
 * `POST /admin/agency-article-order` (02 §4, §7): one order to any status from any. The date field
 * of the target status is stamped with `date`, or now — also when the order stays in its status and
 * a date is given (a date corrected); 'En attente' has no date field. The other dates stay. A
 * `comment` replaces the order's comment. Unknown → 404; nothing changed → 400 NO_CHANGE. One
 * platform audit line, in the same transaction.
 */
export async function changeArticleOrder(
  sql: Sql,
  input: ChangeArticleOrder,
  context: PlatformWriteContext,
): Promise<AgencyArticleOrder> {
  return transaction(sql, context.scope, async (tx) => {
    const [current] = await lockArticleOrders(tx, [input.id]);
    if (!current) throw new AppError('ARTICLE_ORDER_NOT_FOUND');
    const moves = articleOrderStatusChange(current, input.status) === 'change';
    const field = ARTICLE_ORDER_STATUS_DATE_FIELDS[input.status];
    const stamp = field !== null && (moves || input.date !== undefined) ? { field, at: input.date ?? null } : null;
    const comment = input.comment !== undefined && input.comment !== current.comment ? input.comment : undefined;
    if (!moves && stamp === null && comment === undefined) throw new AppError('NO_CHANGE');
    await updateArticleOrders(tx, [current.id], {
      status: input.status,
      stamp,
      ...(comment === undefined ? {} : { comment }),
    });
    await recordPlatformWrite(tx, context.audit, current.id);
    const saved = await findArticleOrder(tx, current.id);
    if (!saved) throw new AppError('ARTICLE_ORDER_NOT_FOUND');
    return saved;
  });
}

/**
 * `POST /admin/agency-article-orders/status`: the multi-select's change, stamped now; the orders
 * already in the status are skipped and counted. An id that names no order → 404 and nothing
 * changes. One audit line per order changed.
 */
export async function changeArticleOrdersStatus(
  sql: Sql,
  input: ChangeArticleOrdersStatus,
  context: PlatformWriteContext,
): Promise<ArticleOrdersStatusResult> {
  const ids = [...new Set(input.ids)];
  return transaction(sql, context.scope, async (tx) => {
    const orders = await lockArticleOrders(tx, ids);
    if (orders.length < ids.length) throw new AppError('ARTICLE_ORDER_NOT_FOUND');
    const changed = orders.filter((order) => articleOrderStatusChange(order, input.status) === 'change');
    const field = ARTICLE_ORDER_STATUS_DATE_FIELDS[input.status];
    await updateArticleOrders(
      tx,
      changed.map((order) => order.id),
      { status: input.status, stamp: field === null ? null : { field, at: null } },
    );
    for (const order of changed) await recordPlatformWrite(tx, context.audit, order.id);
    return { changed: changed.length, skipped: ids.length - changed.length };
  });
}
