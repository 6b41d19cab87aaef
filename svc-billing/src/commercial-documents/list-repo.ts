import { pageSeek } from '@portal/service-kit/db/page-seek';
import type { ListDbRow } from './document-view.js';
import { countOf } from './list-counts.js';
import {
  LIST_COLUMNS,
  SEEKABLE_TYPES,
  countKey,
  orderOf,
  sortColumn,
  whereOf,
  type Db,
  type DocumentSearch,
} from './list-sql.js';
import { isEstimateBook, type Book } from './repo.js';
import { searchedPage } from './search-page.js';

export type { DocumentOrderBy, DocumentSearch } from './list-sql.js';

/**
 * A page in the order of one index cut by LIMIT: the page's ids first, from the index alone (the
 * columns the row-level policy and the filters read ride along, migration 020), then their rows: the
 * rows a filter leaves out are skipped in the index. A page whose start is known (the next one, or the
 * same one read again) is sought there (kit `pageSeek`; starts dropped by the writes of repo.ts), in
 * the orders whose column is never null and compared leakproof (date, customer, creation): page 400
 * as fast as page 1.
 */
async function byIndex(db: Db, search: DocumentSearch): Promise<ListDbRow[]> {
  const key = countKey(search);
  const { orderBy, ascending, limit } = search;
  const seek = pageSeek(db, {
    key: { ...key, variant: { ...key.variant, orderBy, ascending, limit } },
    column: db`${sortColumn(db, search)}`,
    type: SEEKABLE_TYPES[orderBy],
    id: db`d.id`,
    ascending,
    limit,
    offset: search.offset,
  });
  const rows = await db<(ListDbRow & { sortValue: string })[]>`
    select ${LIST_COLUMNS(db)}, page.sort_value
      from (select d.id, ${seek.sortValue} as sort_value
              from commercial_documents d ${whereOf(db, search)} ${seek.from}
             order by ${orderOf(db, search)}
             limit ${seek.limit} offset ${seek.offset}) page
      join commercial_documents d on d.id = page.id
     order by ${orderOf(db, search)}`;
  return seek.page(rows);
}

/** One page of the agency's documents of the book and the count of those matching. */
export async function listDocuments(
  db: Db,
  search: DocumentSearch,
): Promise<{ rows: ListDbRow[]; filteredCount: number }> {
  if (search.pattern) {
    const { rows, total } = await searchedPage(db, search, search.pattern);
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
