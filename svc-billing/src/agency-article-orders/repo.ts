import type {
  AgencyArticleOrder,
  ArticleOrderDateField,
  ArticleOrderListOrderBy,
  ArticleOrderStatus,
} from '@portal/contracts';
import type { Sql, Tx } from '@portal/service-kit';
import { FOLD_FROM, FOLD_TO } from '@portal/service-kit/db/search';

type Db = Sql | Tx;

type OrderDbRow = {
  id: string;
  status: number;
  validatedAt: Date | null;
  sentAt: Date | null;
  receivedAt: Date | null;
  canceledAt: Date | null;
  createdAt: Date;
  deliveryAddress: string;
  deliveryInstructions: string;
  comment: string;
  designation: string;
  quantity: number;
  agencyId: string;
  agencyName: string;
  invoiceId: string;
  invoiceNumber: string;
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);

const toOrder = (row: OrderDbRow): AgencyArticleOrder => ({
  id: row.id,
  status: row.status,
  validatedAt: iso(row.validatedAt),
  sentAt: iso(row.sentAt),
  receivedAt: iso(row.receivedAt),
  canceledAt: iso(row.canceledAt),
  createdAt: row.createdAt.toISOString(),
  deliveryAddress: row.deliveryAddress,
  deliveryInstructions: row.deliveryInstructions,
  comment: row.comment,
  designation: row.designation,
  quantity: row.quantity,
  agency: { id: row.agencyId, name: row.agencyName },
  invoice: { id: row.invoiceId, number: row.invoiceNumber },
});

/** The agency's name as billing knows it now; the one frozen on the invoice if billing has none. */
const AGENCY_NAME = (db: Db) => db`coalesce(a.name, i.agency_name)`;

/** An order with its invoice and agency; row-level security keeps an agency's transaction to its own. */
const SELECT_ORDER = (db: Db) => db`
  select o.id, o.status, o.validated_at, o.sent_at, o.received_at, o.canceled_at, o.created_at,
         o.delivery_address, o.delivery_instructions, o.comment, o.designation, o.quantity,
         o.agency_id, ${AGENCY_NAME(db)} as agency_name, o.invoice_id, i.number as invoice_number
    from agency_article_orders o
    join agency_invoices i on i.id = o.invoice_id
    left join agencies a on a.id = o.agency_id`;

export async function findArticleOrder(db: Db, id: string): Promise<AgencyArticleOrder | undefined> {
  const [row] = await db<OrderDbRow[]>`${SELECT_ORDER(db)} where o.id = ${id}`;
  return row ? toOrder(row) : undefined;
}

/** The status and comment of the orders of `ids` that exist, locked until the transaction ends. */
export async function lockArticleOrders(
  db: Db,
  ids: readonly string[],
): Promise<{ id: string; status: number; comment: string }[]> {
  return db<{ id: string; status: number; comment: string }[]>`
    select id, status, comment from agency_article_orders
     where id = any(${ids as string[]}::uuid[]) order by id for update`;
}

const DATE_COLUMNS: Record<ArticleOrderDateField, string> = {
  validatedAt: 'validated_at',
  sentAt: 'sent_at',
  receivedAt: 'received_at',
  canceledAt: 'canceled_at',
};

/**
 * Moves the orders to `status`; with `stamp`, the date field of that status takes `stamp.at` (now
 * when null). The other dates stay as they were. `comment`, when given, replaces the comment.
 */
export async function updateArticleOrders(
  db: Db,
  ids: readonly string[],
  change: {
    status: ArticleOrderStatus;
    stamp: { field: ArticleOrderDateField; at: string | null } | null;
    comment?: string;
  },
): Promise<void> {
  if (ids.length === 0) return;
  const { stamp, comment } = change;
  await db`
    update agency_article_orders
       set status = ${change.status}
           ${stamp ? db`, ${db(DATE_COLUMNS[stamp.field])} = coalesce(${stamp.at}::timestamptz, now())` : db``}
           ${comment === undefined ? db`` : db`, comment = ${comment}`}
     where id = any(${ids as string[]}::uuid[])`;
}

// ---- List ---------------------------------------------------------------------------------------

export type ArticleOrderSearch = {
  /** The agency whose orders these are (its own list); null: every agency's (the platform's). */
  agencyId: string | null;
  agencies: string[] | null;
  statuses: ArticleOrderStatus[];
  /** Days of the order's creation in Paris, both included. */
  from: string | null;
  to: string | null;
  /** LIKE pattern on the folded article, agency, delivery address and invoice number. */
  pattern: string | null;
  orderBy: ArticleOrderListOrderBy;
  ascending: boolean;
  limit: number;
  offset: number;
};

function orderColumn(db: Db, orderBy: ArticleOrderListOrderBy) {
  switch (orderBy) {
    case 'agency':
      return db`lower(${AGENCY_NAME(db)})`;
    case 'designation':
      return db`lower(o.designation)`;
    default:
      return db(`o.${ORDER_COLUMNS[orderBy]}`);
  }
}

const ORDER_COLUMNS: Record<Exclude<ArticleOrderListOrderBy, 'agency' | 'designation'>, string> = {
  createdAt: 'created_at',
  status: 'status',
  quantity: 'quantity',
  validatedAt: 'validated_at',
  sentAt: 'sent_at',
  receivedAt: 'received_at',
  canceledAt: 'canceled_at',
};

const PARIS_DAY = (db: Db) => db`(o.created_at at time zone 'Europe/Paris')::date`;

function whereOf(db: Db, search: ArticleOrderSearch) {
  const searched = db`concat_ws(' ', o.designation, ${AGENCY_NAME(db)}, o.delivery_address, i.number)`;
  return db`
    where o.status = any(${search.statuses}::smallint[])
      ${search.agencyId ? db`and o.agency_id = ${search.agencyId}` : db``}
      ${search.agencies ? db`and o.agency_id = any(${search.agencies}::uuid[])` : db``}
      ${search.from ? db`and ${PARIS_DAY(db)} >= ${search.from}::date` : db``}
      ${search.to ? db`and ${PARIS_DAY(db)} <= ${search.to}::date` : db``}
      ${search.pattern ? db`and lower(translate(${searched}, ${FOLD_FROM}, ${FOLD_TO})) like ${search.pattern}` : db``}`;
}

/** The sort's column, empty dates last either way, tie-broken by the newest. */
function orderOf(db: Db, search: ArticleOrderSearch) {
  const column = orderColumn(db, search.orderBy);
  return search.ascending
    ? db`order by ${column} asc nulls last, o.created_at desc, o.id desc`
    : db`order by ${column} desc nulls last, o.created_at desc, o.id desc`;
}

export async function searchArticleOrders(db: Db, search: ArticleOrderSearch): Promise<AgencyArticleOrder[]> {
  const rows = await db<OrderDbRow[]>`
    ${SELECT_ORDER(db)}
    ${whereOf(db, search)}
    ${orderOf(db, search)}
     limit ${search.limit} offset ${search.offset}`;
  return rows.map(toOrder);
}

export async function countArticleOrders(db: Db, search: ArticleOrderSearch): Promise<number> {
  const [row] = await db<{ count: number }[]>`
    select count(*)::int as count
      from agency_article_orders o
      join agency_invoices i on i.id = o.invoice_id
      left join agencies a on a.id = o.agency_id
    ${whereOf(db, search)}`;
  return row?.count ?? 0;
}
