import type { CommercialDocumentRow } from '@portal/contracts';
import { transaction, type Scope, type Sql } from '@portal/service-kit';
import { today } from './derived-input.js';
import { toListRow } from './document-view.js';
import { findRemindRows } from './list-repo.js';
import type { Book } from './repo.js';

/**
 * `GET …/invoices/reminds` and `GET …/estimates/reminds`: the validated invoices left (partly)
 * unpaid past their due date, or the sent estimates still unanswered past their validity, oldest
 * due first.
 */
export async function findReminds(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  book: Book,
): Promise<{ data: CommercialDocumentRow[] }> {
  return transaction(sql, scope, async (tx) => ({
    data: (await findRemindRows(tx, agencyId, book, today())).map(toListRow),
  }));
}
