import type { CommercialDocument } from '@portal/contracts';
import { AppError, transaction, type Sql } from '@portal/service-kit';
import { createDocumentIn } from './create-document.js';
import { allowancesOf, derivedInput } from './derived-input.js';
import type { DocumentContext } from './document-context.js';
import { historyEvents, recordHistory } from './history.js';
import { loadDocument, requireDocument } from './load-document.js';

/**
 * `POST …/invoice/{id}/credit-note`: a draft credit note correcting a validated invoice, of all its
 * rows (and its discounts and fees) or of the rows chosen (and its percentage discounts and fees
 * only, which apply to whatever rows are there). A row of another invoice → 400
 * CREDIT_NOTE_ROW_NOT_FOUND; a credit note's credit note → 400; a draft → DOCUMENT_NOT_VALIDATED.
 */
export async function createCreditNote(
  sql: Sql,
  agencyId: string,
  invoiceId: string,
  rowIds: readonly string[] | undefined,
  context: DocumentContext,
): Promise<CommercialDocument> {
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      const current = await requireDocument(tx, agencyId, invoiceId, 'invoices', { forUpdate: true });
      if (current.kind === 'credit_note') throw new AppError('CREDIT_NOTE_OF_CREDIT_NOTE');
      if (!current.validated) throw new AppError('DOCUMENT_NOT_VALIDATED');
      const invoice = await loadDocument(tx, agencyId, invoiceId, 'invoices');
      const chosen = rowIds ? new Set(rowIds) : null;
      if (chosen && [...chosen].some((id) => !invoice.rows.some((row) => row.id === id))) {
        throw new AppError('CREDIT_NOTE_ROW_NOT_FOUND');
      }
      const whole = chosen === null || chosen.size === invoice.rows.length;
      const input = derivedInput(invoice, {
        kind: 'credit_note',
        rows: whole ? invoice.rows : invoice.rows.filter((row) => chosen.has(row.id)),
        adjustments: whole ? invoice.adjustments : invoice.adjustments.filter((item) => item.type === 'percent'),
        sourceDocumentId: invoiceId,
      });
      const creditNoteId = await createDocumentIn(tx, agencyId, 'credit_note', input, {
        context,
        allowed: allowancesOf(invoice),
        event: historyEvents.created('credit_note', `avoir de la facture ${invoice.number ?? ''}`.trim()),
      });
      await recordHistory(tx, agencyId, [{ documentId: invoiceId, event: historyEvents.creditNoteCreated() }], context);
      return loadDocument(tx, agencyId, creditNoteId, 'invoices');
    },
    context.audit,
  );
}
