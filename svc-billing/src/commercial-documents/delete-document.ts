import { AppError, transaction, type Sql } from '@portal/service-kit';
import { freeLines } from './billable-lines-repo.js';
import type { DocumentContext } from './document-context.js';
import { historyEvents, recordHistory } from './history.js';
import { requireDocument } from './load-document.js';
import { deleteDocumentRow, findEstimateTransformedInto, setTransformedInvoice, type Book } from './repo.js';

/**
 * `DELETE /agency/{id}/estimate/{id}` and `DELETE /agency/{id}/invoice/{id}`: a draft goes with its
 * rows and history. A validated invoice or credit note never does (409 DOCUMENT_VALIDATED: a credit
 * note corrects it), nor an estimate transformed into an invoice. The draft's billable lines wait to
 * be invoiced again; the estimate it came from may be transformed again.
 */
export async function deleteDocument(
  sql: Sql,
  agencyId: string,
  book: Book,
  documentId: string,
  context: DocumentContext,
): Promise<void> {
  await transaction(
    sql,
    context.scope,
    async (tx) => {
      const current = await requireDocument(tx, agencyId, documentId, book, { forUpdate: true });
      if (current.kind !== 'estimate' && current.validated) throw new AppError('DOCUMENT_VALIDATED');
      if (current.transformedInvoiceId) throw new AppError('ESTIMATE_ALREADY_TRANSFORMED');
      await freeLines(tx, agencyId, documentId);
      const estimate = await findEstimateTransformedInto(tx, agencyId, documentId);
      if (estimate) {
        await setTransformedInvoice(tx, agencyId, estimate.id, null);
        await recordHistory(
          tx,
          agencyId,
          [{ documentId: estimate.id, event: historyEvents.transformUndone() }],
          context,
        );
      }
      await deleteDocumentRow(tx, agencyId, documentId);
    },
    context.audit,
  );
}
