import type { CallTable } from '../common/calls.js';
import { listResponseSchema } from '../common/paging.js';
import {
  AgencyArticleOrderListRequestSchema,
  AgencyArticleOrderSchema,
  ArticleOrderListRequestSchema,
  ArticleOrdersStatusResultSchema,
  ChangeArticleOrderSchema,
  ChangeArticleOrdersStatusSchema,
} from './agency-article-orders.js';

/** Who administers the article orders (02 §6: admin and support edit them and change their status). */
const PLATFORM = ['support', 'super_admin'] as const;

/**
 * The agencies' article orders on billing (administration/adminAgencyArticleOrders, 02 §2, §7):
 * support and the super admin list them and change their status; agency users → 403 FORBIDDEN.
 * Not tenant routes: they run in platform scope, each write with its platform audit line. An
 * unknown order → 404 'Commande introuvable'.
 */
export const ARTICLE_ORDER_ADMIN_CALLS = {
  /** One page of every agency's orders (25, newest first); without a status filter, all but 'Annulée'. */
  list: {
    method: 'POST',
    path: '/admin/fetch/agency-article-orders',
    roles: PLATFORM,
    body: ArticleOrderListRequestSchema,
    response: listResponseSchema(AgencyArticleOrderSchema),
  },
  /** One order to any status, its date stamped (`date` or now), its comment edited: the order as saved. */
  change: {
    method: 'POST',
    path: '/admin/agency-article-order',
    roles: PLATFORM,
    body: ChangeArticleOrderSchema,
    response: AgencyArticleOrderSchema,
  },
  /** The multi-select's status change: how many orders moved, and how many were there already. */
  changeStatus: {
    method: 'POST',
    path: '/admin/agency-article-orders/status',
    roles: PLATFORM,
    body: ChangeArticleOrdersStatusSchema,
    response: ArticleOrdersStatusResultSchema,
  },
} as const satisfies CallTable;

/**
 * Suivi de commande (payments/agencyArticleOrders, 02 §2): the agency's own orders, read only, open
 * without a valid subscription like the other payment pages.
 */
export const AGENCY_ARTICLE_ORDER_CALLS = {
  list: {
    method: 'POST',
    path: '/agency/:agencyId/fetch/agency-article-orders',
    right: 'articleOrders.list',
    body: AgencyArticleOrderListRequestSchema,
    response: listResponseSchema(AgencyArticleOrderSchema),
    withoutSubscription: true,
  },
} as const satisfies CallTable;
