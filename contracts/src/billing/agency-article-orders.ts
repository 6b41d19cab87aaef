import { z } from 'zod';
import { IdSchema } from '../common/ids.js';
import { ListRequestSchema } from '../common/paging.js';
import { IsoDaySchema } from '../common/validation.js';
import { fr } from '../messages/fr.js';

/**
 * The articles an agency bought, to deliver (02 §3 Agency article order, §4 Agency article orders,
 * §7, §9): one order per article line of a paid agency invoice (offer types 3 and 300), opened
 * 'En attente'. Support and the super admin move it through its statuses, each stamping its date;
 * the agency follows its own orders ('Suivi de commande'), read only.
 */

// ---- Statuses (02 §4) ---------------------------------------------------------------------------

export const ARTICLE_ORDER_STATUSES = [100, 200, 300, 400, 500] as const;
export type ArticleOrderStatus = (typeof ARTICLE_ORDER_STATUSES)[number];
export const ArticleOrderStatusSchema = z.literal(ARTICLE_ORDER_STATUSES, { message: fr.INVALID_FORMAT });
export const ARTICLE_ORDER_STATUS_LABELS: Record<ArticleOrderStatus, string> = {
  100: 'En attente',
  200: 'Validée',
  300: 'Envoyée',
  400: 'Reçue',
  500: 'Annulée',
};
/** The badge of each status (antd tag colours). */
export const ARTICLE_ORDER_STATUS_COLORS: Record<ArticleOrderStatus, string> = {
  100: 'gold',
  200: 'blue',
  300: 'purple',
  400: 'green',
  500: 'red',
};
/** 02 §4: a status the screen does not know shows a black badge. */
export const UNKNOWN_ARTICLE_ORDER_STATUS_COLOR = 'black';

export const isArticleOrderStatus = (status: number): status is ArticleOrderStatus =>
  (ARTICLE_ORDER_STATUSES as readonly number[]).includes(status);

/** What a status badge shows: the label and colour of a known status; the code in black otherwise. */
export function articleOrderStatusBadge(status: number): { label: string; color: string } {
  return isArticleOrderStatus(status)
    ? { label: ARTICLE_ORDER_STATUS_LABELS[status], color: ARTICLE_ORDER_STATUS_COLORS[status] }
    : { label: `Statut ${status}`, color: UNKNOWN_ARTICLE_ORDER_STATUS_COLOR };
}

/** The date each status stamps when an order reaches it ('En attente' has none: it is the order's creation). */
export const ARTICLE_ORDER_STATUS_DATE_FIELDS = {
  100: null,
  200: 'validatedAt',
  300: 'sentAt',
  400: 'receivedAt',
  500: 'canceledAt',
} as const satisfies Record<ArticleOrderStatus, string | null>;
export type ArticleOrderDateField = NonNullable<(typeof ARTICLE_ORDER_STATUS_DATE_FIELDS)[ArticleOrderStatus]>;

/** The list's status filter when none is chosen (02 §9): every status but 'Annulée'. */
export const DEFAULT_ARTICLE_ORDER_STATUS_FILTER: ArticleOrderStatus[] = [100, 200, 300, 400];

// ---- Order --------------------------------------------------------------------------------------

/** An order as the lists show it: the article, where to deliver it, the agency and the invoice that sold it. */
export const AgencyArticleOrderSchema = z.object({
  id: IdSchema,
  /** One of ARTICLE_ORDER_STATUSES; any other code is shown as an unknown status (black badge). */
  status: z.int(),
  validatedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  createdAt: z.string(),
  deliveryAddress: z.string(),
  deliveryInstructions: z.string(),
  comment: z.string(),
  designation: z.string(),
  quantity: z.int(),
  agency: z.object({ id: IdSchema, name: z.string() }),
  invoice: z.object({ id: IdSchema, number: z.string() }),
});
export type AgencyArticleOrder = z.infer<typeof AgencyArticleOrderSchema>;

// ---- Status changes (02 §4, §7) -----------------------------------------------------------------

/** Whether moving an order to `status` changes it, or skips it because it is there already. */
export function articleOrderStatusChange(
  order: Pick<AgencyArticleOrder, 'status'>,
  status: ArticleOrderStatus,
): 'change' | 'already' {
  return order.status === status ? 'already' : 'change';
}

export const ArticleOrderCommentSchema = z.string().trim().max(1000);

/**
 * `POST admin/agency-article-order` (02 §7: id, status, date field): one order to any status from
 * any; the date field of that status is stamped with `date`, or now when absent; the other dates
 * stay. `comment`, when given, replaces the order's comment.
 */
export const ChangeArticleOrderSchema = z.strictObject({
  id: IdSchema,
  status: ArticleOrderStatusSchema,
  date: z.iso.datetime({ offset: true, message: fr.FRENCH_DATE_INVALID }).optional(),
  comment: ArticleOrderCommentSchema.optional(),
});
export type ChangeArticleOrder = z.infer<typeof ChangeArticleOrderSchema>;

/** At most this many orders per bulk change (the largest page). */
export const ARTICLE_ORDER_STATUS_MAX_IDS = 250;

/**
 * `POST admin/agency-article-orders/status`: the multi-select's 'Changer le statut'; the orders
 * already in that status are skipped and counted, the others stamped now.
 */
export const ChangeArticleOrdersStatusSchema = z.strictObject({
  ids: z.array(IdSchema).min(1).max(ARTICLE_ORDER_STATUS_MAX_IDS),
  status: ArticleOrderStatusSchema,
});
export type ChangeArticleOrdersStatus = z.infer<typeof ChangeArticleOrdersStatusSchema>;
export const ArticleOrdersStatusResultSchema = z.object({ changed: z.int().min(0), skipped: z.int().min(0) });
export type ArticleOrdersStatusResult = z.infer<typeof ArticleOrdersStatusResultSchema>;

// ---- Lists (02 §7, §9) --------------------------------------------------------------------------

export const ARTICLE_ORDER_LIST_ORDER_BY = [
  'createdAt',
  'status',
  'agency',
  'designation',
  'quantity',
  'validatedAt',
  'sentAt',
  'receivedAt',
  'canceledAt',
] as const;
export const ArticleOrderListOrderBySchema = z.enum(ARTICLE_ORDER_LIST_ORDER_BY);
export type ArticleOrderListOrderBy = z.infer<typeof ArticleOrderListOrderBySchema>;

const statusFilter = z.array(ArticleOrderStatusSchema).max(ARTICLE_ORDER_STATUSES.length).nullable().optional();
const dayFilter = IsoDaySchema.nullable().optional();
const inOrder = (filters: { from?: string | null; to?: string | null }) =>
  !filters.from || !filters.to || filters.from <= filters.to;

/**
 * The agency's filters: statuses (without them, all but 'Annulée'), and the days of the order's
 * creation, `from` and `to` included, in Paris time.
 */
export const AgencyArticleOrderListFiltersSchema = z
  .strictObject({ status: statusFilter, from: dayFilter, to: dayFilter })
  .refine(inOrder, { path: ['to'], message: fr.END_BEFORE_START });

/** The platform's filters: the agency's, and the agencies ordering. */
export const ArticleOrderListFiltersSchema = z
  .strictObject({
    status: statusFilter,
    from: dayFilter,
    to: dayFilter,
    agency: z.array(IdSchema).max(50).nullable().optional(),
  })
  .refine(inOrder, { path: ['to'], message: fr.END_BEFORE_START });
export type ArticleOrderListFilters = z.infer<typeof ArticleOrderListFiltersSchema>;

/**
 * `POST admin/fetch/agency-article-orders`: the paging contract (25 a page); without `orderBy`, the
 * newest first (02 §9); the query searches the article, the agency, the delivery address and the
 * invoice number, ignoring case and accents.
 */
export const ArticleOrderListRequestSchema = ListRequestSchema.extend({
  filters: ArticleOrderListFiltersSchema.default({}),
  orderBy: ArticleOrderListOrderBySchema.optional(),
});
export type ArticleOrderListRequest = z.infer<typeof ArticleOrderListRequestSchema>;

/** `POST agency/{id}/fetch/agency-article-orders`: the same, within the agency's own orders. */
export const AgencyArticleOrderListRequestSchema = ListRequestSchema.extend({
  filters: AgencyArticleOrderListFiltersSchema.default({}),
  orderBy: ArticleOrderListOrderBySchema.optional(),
});
export type AgencyArticleOrderListRequest = z.infer<typeof AgencyArticleOrderListRequestSchema>;
