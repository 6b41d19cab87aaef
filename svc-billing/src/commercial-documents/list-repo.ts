import type {
  COMMERCIAL_DOCUMENT_ORDER_BY,
  CommercialDocumentKind,
  DocumentStatus,
  PaymentState,
} from '@portal/contracts';
import type { Sql, Tx } from '@portal/service-kit';
import { listCounts } from '@portal/service-kit/db/count-cache';
import type { ListDbRow } from './document-view.js';
import { DOCUMENTS_TABLE, isEstimateBook, type Book } from './repo.js';

type Db = Sql | Tx;

export type DocumentOrderBy = (typeof COMMERCIAL_DOCUMENT_ORDER_BY)[number];

/** One page of a list: its book, filters, search, order and place. */
export type DocumentSearch = {
  agencyId: string;
  book: Book;
  customerId: string | null;
  kinds: CommercialDocumentKind[] | null;
  statuses: DocumentStatus[] | null;
  paid: PaymentState[] | null;
  sent: boolean | null;
  validated: boolean | null;
  from: string | null;
  to: string | null;
  /** LIKE pattern on the folded number, customer and title (the search index of migration 015). */
  pattern: string | null;
  orderBy: DocumentOrderBy;
  ascending: boolean;
  limit: number;
  offset: number;
  /** The customer a customer user's transaction is fenced to (row-level security): part of the count's key. */
  scopeCustomerId: string | null;
};

/** The filters of a page, the search apart (`searched` reads it from the search index). */
function whereOf(db: Db, search: DocumentSearch) {
  return db`
    where d.agency_id = ${search.agencyId} and d.is_estimate = ${isEstimateBook(search.book)}
      ${search.customerId ? db`and d.customer_id = ${search.customerId}` : db``}
      ${search.kinds ? db`and d.kind = any(${search.kinds}::text[])` : db``}
      ${search.statuses ? db`and d.status = any(${search.statuses}::smallint[])` : db``}
      ${search.paid ? db`and d.paid = any(${search.paid}::smallint[])` : db``}
      ${search.sent === null ? db`` : db`and d.sent = ${search.sent}`}
      ${search.validated === null ? db`` : db`and d.validated = ${search.validated}`}
      ${search.from ? db`and d.date >= ${search.from}::date` : db``}
      ${search.to ? db`and d.date <= ${search.to}::date` : db``}`;
}

/** The sort's column: each has an index of migrations 005 and 020, read either way, tie-broken by id. */
const ORDER_COLUMNS: Record<DocumentOrderBy, string> = {
  date: 'date',
  number: 'number',
  customer: 'customer_name_key',
  total: 'total_incl_tax',
  createdAt: 'created_at',
  dueDate: 'due_date',
};

function orderOf(db: Db, search: DocumentSearch) {
  const column = db(`d.${ORDER_COLUMNS[search.orderBy]}`);
  const id = db('d.id');
  return search.ascending ? db`${column} asc, ${id} asc` : db`${column} desc, ${id} desc`;
}

const LIST_COLUMNS = (db: Db) => db`
  d.id, d.kind, d.number, d.created_at, d.date::text as date, d.due_date::text as due_date, d.site_name, d.status,
  d.sent, d.validated, d.refused, d.awaiting_validation, d.transformed_invoice_id, d.paid, d.customer_id,
  d.customer_name, d.customer_number, d.title, d.total_excl_tax::text as total_excl_tax,
  d.total_vat::text as total_vat, d.total_incl_tax::text as total_incl_tax, d.paid_amount::text as paid_amount`;

/**
 * A page in the order of one index cut by LIMIT: the page's ids first, from the index alone (the
 * columns the row-level policy and the filters read ride along, migration 020), then their rows: page
 * 400 costs little more than page 1, and the rows a filter leaves out are skipped in the index.
 */
function byIndex(db: Db, search: DocumentSearch) {
  return db<ListDbRow[]>`
    select ${LIST_COLUMNS(db)}
      from (select d.id from commercial_documents d ${whereOf(db, search)}
             order by ${orderOf(db, search)}
             limit ${search.limit} offset ${search.offset}) page
      join commercial_documents d on d.id = page.id
     order by ${orderOf(db, search)}`;
}

/**
 * The count depends on the documents alone: cached (kit `listCounts`, dropped after each write of
 * repo.ts) by everything it depends on, the customer user's fence included.
 */
function countOf(db: Db, search: DocumentSearch): Promise<number> {
  const compute = async () => {
    const [row] = await db<{ count: number }[]>`
      select count(*)::int as count from commercial_documents d ${whereOf(db, search)}`;
    return row?.count ?? 0;
  };
  const { book, customerId, kinds, statuses, paid, sent, validated, from, to, scopeCustomerId } = search;
  const variant = { book, customerId, kinds, statuses, paid, sent, validated, from, to, scopeCustomerId };
  return listCounts.count({ agencyId: search.agencyId, table: DOCUMENTS_TABLE, variant }, compute);
}

type Searched = ListDbRow & { total: number };

/**
 * A search: the documents whose folded text matches, found by the trigram index of the search table
 * (migration 015: no row-level policy there, so the LIKE is an index qual), named by agency and book,
 * then read through commercial_documents, whose policy fences them (a customer user's included) and
 * which the filters apply to. The matches' ids and sort values are read once (materialized) and give
 * the count and the page's ids (a top-N, not a sort of every match); then the page's rows. One row at
 * least carries the total.
 */
async function searched(db: Db, search: DocumentSearch, pattern: string) {
  const column = db(`d.${ORDER_COLUMNS[search.orderBy]}`);
  const direction = search.ascending ? db`asc` : db`desc`;
  const rows = await db<Searched[]>`
    with matching as materialized (
      select d.id, ${column} as sort_value
        from commercial_document_search s
        join commercial_documents d on d.id = s.document_id
        ${whereOf(db, search)}
         and s.agency_id = ${search.agencyId} and s.is_estimate = ${isEstimateBook(search.book)}
         and s.search_text like ${pattern}
    ),
    page as (
      select m.id, m.sort_value from matching m
       order by m.sort_value ${direction}, m.id ${direction}
       limit ${search.limit} offset ${search.offset}
    )
    select t.total, ${LIST_COLUMNS(db)}
      from (select count(*)::int as total from matching) t
      left join page on true
      left join commercial_documents d on d.id = page.id
     order by page.sort_value ${direction}, page.id ${direction}`;
  const total = rows[0]?.total ?? 0;
  const page = rows.filter((row) => row.id !== null).map(({ total: _total, ...row }) => row);
  return { rows: page, total };
}

/** One page of the agency's documents of the book and the count of those matching. */
export async function listDocuments(
  db: Db,
  search: DocumentSearch,
): Promise<{ rows: ListDbRow[]; filteredCount: number }> {
  if (search.pattern) {
    const { rows, total } = await searched(db, search, search.pattern);
    return { rows, filteredCount: total };
  }
  const [rows, filteredCount] = await Promise.all([byIndex(db, search), countOf(db, search)]);
  return { rows, filteredCount };
}

/** How many reminders a call answers at most. */
export const REMINDS_LIMIT = 500;

/**
 * What to remind, oldest due first: validated invoices not (fully) paid past their due date, or
 * sent estimates still unanswered (nor transformed) past their validity.
 */
export function findRemindRows(db: Db, agencyId: string, book: Book, today: string) {
  const which =
    book === 'invoices'
      ? db`d.kind = 'invoice' and d.validated and d.paid < 100`
      : db`d.sent and not d.validated and not d.refused and d.transformed_invoice_id is null`;
  return db<ListDbRow[]>`
    select ${LIST_COLUMNS(db)} from commercial_documents d
     where d.agency_id = ${agencyId} and d.is_estimate = ${isEstimateBook(book)} and d.status = 100
       and ${which} and d.due_date < ${today}::date
     order by d.due_date, d.id
     limit ${REMINDS_LIMIT}`;
}
