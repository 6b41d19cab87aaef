import type {
  COMMERCIAL_DOCUMENT_ORDER_BY,
  CommercialDocumentKind,
  DocumentStatus,
  PaymentState,
} from '@portal/contracts';
import type { Sql, Tx } from '@portal/service-kit';
import { DOCUMENTS_TABLE, isEstimateBook, type Book } from './repo.js';

export type Db = Sql | Tx;

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

/** The filters of a page, the search apart. */
export function whereOf(db: Db, search: DocumentSearch) {
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

/**
 * The search table's rows of the page's search (migration 015, alias `s`): named by agency and book,
 * that table having no row-level policy; the LIKE is served by its trigram index.
 */
export function searchTableMatches(db: Db, search: DocumentSearch, pattern: string) {
  return db`s.agency_id = ${search.agencyId} and s.is_estimate = ${isEstimateBook(search.book)}
            and s.search_text like ${pattern}`;
}

/** Whether the page is the whole book: no filter and no customer user's fence. */
export function unfiltered(search: DocumentSearch): boolean {
  const { customerId, kinds, statuses, paid, sent, validated, from, to, scopeCustomerId } = search;
  return [customerId, kinds, statuses, paid, sent, validated, from, to, scopeCustomerId].every(
    (value) => value === null,
  );
}

/**
 * What a page's count depends on besides the agency (its cache key, kit `listCache`, dropped after
 * each write of repo.ts): the book, the filters, the search and the customer user's fence.
 */
export function countKey(search: DocumentSearch) {
  const { book, customerId, kinds, statuses, paid, sent, validated, from, to, pattern, scopeCustomerId } = search;
  const variant = { book, customerId, kinds, statuses, paid, sent, validated, from, to, pattern, scopeCustomerId };
  return { agencyId: search.agencyId, table: DOCUMENTS_TABLE, variant };
}

/** The sort's column: each has an index of migrations 005 and 020, read either way, tie-broken by id. */
export const ORDER_COLUMNS: Record<DocumentOrderBy, string> = {
  date: 'date',
  number: 'number',
  customer: 'customer_name_key',
  total: 'total_incl_tax',
  createdAt: 'created_at',
  dueDate: 'due_date',
};

/** The catalog type of each order's column never null and compared leakproof (numeric is not): page starts. */
export const SEEKABLE_TYPES: Partial<Record<DocumentOrderBy, string>> = {
  date: 'date',
  customer: 'text',
  createdAt: 'timestamptz',
};

export const sortColumn = (db: Db, search: DocumentSearch) => db(`d.${ORDER_COLUMNS[search.orderBy]}`);

export function orderOf(db: Db, search: DocumentSearch) {
  const column = sortColumn(db, search);
  const id = db('d.id');
  return search.ascending ? db`${column} asc, ${id} asc` : db`${column} desc, ${id} desc`;
}

export const LIST_COLUMNS = (db: Db) => db`
  d.id, d.kind, d.number, d.created_at, d.date::text as date, d.due_date::text as due_date, d.site_name, d.status,
  d.sent, d.validated, d.refused, d.awaiting_validation, d.transformed_invoice_id, d.paid, d.customer_id,
  d.customer_name, d.customer_number, d.title, d.total_excl_tax::text as total_excl_tax,
  d.total_vat::text as total_vat, d.total_incl_tax::text as total_incl_tax, d.paid_amount::text as paid_amount`;
