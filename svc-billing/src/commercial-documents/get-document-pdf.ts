import { AppError, transaction, type Scope, type Sql } from '@portal/service-kit';
import { loadPrintable, renderPrintable } from './printable-document.js';
import type { RenderedPdf } from './render-pdf.js';
import type { Book } from './repo.js';

/** `GET …/estimate/{id}/pdf` and `…/invoice/{id}/pdf`: the saved document's PDF (Factur-X once validated). */
export async function getDocumentPdf(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  book: Book,
  documentId: string,
): Promise<RenderedPdf> {
  return renderPrintable(await transaction(sql, scope, (tx) => loadPrintable(tx, agencyId, documentId, book)));
}

/**
 * `GET …/customer/{id}/invoice/{id}/pdf` (customerInvoices): a validated invoice or credit note of
 * that customer only; a draft, an estimate or another customer's document → 404 (row-level security
 * hides them from the customer's own users as well).
 */
export async function getCustomerInvoicePdf(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  customerId: string,
  documentId: string,
): Promise<RenderedPdf> {
  const printable = await transaction(sql, scope, (tx) => loadPrintable(tx, agencyId, documentId, 'invoices'));
  if (printable.document.customerId !== customerId || !printable.document.validated) {
    throw new AppError('DOCUMENT_NOT_FOUND');
  }
  return renderPrintable(printable);
}
