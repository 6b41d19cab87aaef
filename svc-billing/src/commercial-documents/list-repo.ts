import type { ListDbRow } from './document-view.js';
import { countOf } from './list-counts.js';
import { LIST_COLUMNS, orderOf, whereOf, type Db, type DocumentSearch } from './list-sql.js';
import { isEstimateBook, type Book } from './repo.js';
import { searchedPage } from './search-page.js';

export type { DocumentOrderBy, DocumentSearch } from './list-sql.js';

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
