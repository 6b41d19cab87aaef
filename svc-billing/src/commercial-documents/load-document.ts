import type { CommercialDocument } from '@portal/contracts';
import { AppError, type Tx } from '@portal/service-kit';
import { toCommercialDocument } from './document-view.js';
import { listPayments } from './payments-repo.js';
import { findDocument, type Book, type DocumentDbRow } from './repo.js';
import { listAdjustments, listRows } from './rows-repo.js';

/** The book's document, or 404 'Document introuvable'; `forUpdate` locks it until `tx` ends. */
export async function requireDocument(
  tx: Tx,
  agencyId: string,
  id: string,
  book: Book,
  options: { forUpdate?: boolean } = {},
): Promise<DocumentDbRow> {
  const row = await findDocument(tx, agencyId, id, book, options);
  if (!row) throw new AppError('DOCUMENT_NOT_FOUND');
  return row;
}

/** The document with its rows, discounts and fees, and payments, as it stands in `tx`. */
export async function loadDocument(tx: Tx, agencyId: string, id: string, book: Book): Promise<CommercialDocument> {
  const [row, rows, adjustments, payments] = await Promise.all([
    requireDocument(tx, agencyId, id, book),
    listRows(tx, agencyId, id),
    listAdjustments(tx, agencyId, id),
    listPayments(tx, agencyId, id),
  ]);
  return toCommercialDocument(row, rows, adjustments, payments);
}
