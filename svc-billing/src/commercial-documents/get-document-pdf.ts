import { AppError, transaction, type Scope, type Sql } from '@portal/service-kit';
import { billingSettingsOf } from '../customers/create-customer.js';
import { loadDocument } from './load-document.js';
import { renderPdf, type RenderedPdf } from './render-pdf.js';
import type { Book } from './repo.js';

/** `GET …/estimate/{id}/pdf` and `…/invoice/{id}/pdf`: the saved document's PDF (Factur-X once validated). */
export async function getDocumentPdf(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  book: Book,
  documentId: string,
): Promise<RenderedPdf> {
  const { document, settings } = await transaction(sql, scope, async (tx) => {
    const [loaded, stored] = await Promise.all([
      loadDocument(tx, agencyId, documentId, book),
      billingSettingsOf(tx, agencyId),
    ]);
    return { document: loaded, settings: stored };
  });
  return renderPdf(document, settings);
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
  const { document, settings } = await transaction(sql, scope, async (tx) => {
    const [loaded, stored] = await Promise.all([
      loadDocument(tx, agencyId, documentId, 'invoices'),
      billingSettingsOf(tx, agencyId),
    ]);
    return { document: loaded, settings: stored };
  });
  if (document.customerId !== customerId || !document.validated) throw new AppError('DOCUMENT_NOT_FOUND');
  return renderPdf(document, settings);
}
