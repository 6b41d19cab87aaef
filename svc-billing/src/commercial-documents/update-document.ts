import { uuidv7, type CommercialDocument, type SaveCommercialDocument } from '@portal/contracts';
import { AppError, transaction, type Sql } from '@portal/service-kit';
import { billingSettingsOf } from '../customers/create-customer.js';
import { freeLines, linesOfDocument } from './billable-lines-repo.js';
import type { DocumentContext } from './document-context.js';
import { allowancesOfContent, draftContentOf } from './draft-content.js';
import { historyEvents, recordHistory } from './history.js';
import { loadDocument, requireDocument } from './load-document.js';
import { updateDraft, type Book } from './repo.js';
import {
  deleteAdjustments,
  deleteRows,
  insertAdjustments,
  insertRows,
  listAdjustments,
  listRows,
} from './rows-repo.js';

/**
 * `POST /agency/{id}/estimate` and `POST /agency/{id}/invoice` with id: replaces the draft's fields,
 * rows, discounts and fees. A validated invoice or credit note is never edited (409
 * DOCUMENT_VALIDATED: a credit note corrects it), nor an estimate already transformed into an
 * invoice; an invoice does not become a credit note. The billable lines whose rows are gone wait
 * to be invoiced again.
 */
export async function updateDocument(
  sql: Sql,
  agencyId: string,
  book: Book,
  documentId: string,
  input: SaveCommercialDocument,
  context: DocumentContext,
): Promise<CommercialDocument> {
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      const current = await requireDocument(tx, agencyId, documentId, book, { forUpdate: true });
      if (current.kind !== 'estimate' && current.validated) throw new AppError('DOCUMENT_VALIDATED');
      if (current.transformedInvoiceId) throw new AppError('ESTIMATE_ALREADY_TRANSFORMED');
      if (input.kind !== undefined && input.kind !== current.kind) throw new AppError('BAD_REQUEST');
      const [settings, lines, savedRows, savedAdjustments] = await Promise.all([
        billingSettingsOf(tx, agencyId),
        linesOfDocument(tx, agencyId, documentId),
        listRows(tx, agencyId, documentId),
        listAdjustments(tx, agencyId, documentId),
      ]);
      const content = await draftContentOf(tx, agencyId, current.kind, input, {
        settings,
        number: current.number,
        allowed: allowancesOfContent(savedRows, savedAdjustments, lines),
      });
      const kept = content.rows.flatMap((row) => (row.billableLineId ? [row.billableLineId] : []));
      await freeLines(tx, agencyId, documentId, kept);
      await Promise.all([deleteRows(tx, agencyId, documentId), deleteAdjustments(tx, agencyId, documentId)]);
      await insertRows(
        tx,
        agencyId,
        documentId,
        content.rows.map((row) => ({ ...row, id: uuidv7() })),
      );
      await insertAdjustments(tx, agencyId, documentId, content.adjustments);
      await updateDraft(tx, agencyId, documentId, content.fields);
      await recordHistory(tx, agencyId, [{ documentId, event: historyEvents.updated() }], context);
      return loadDocument(tx, agencyId, documentId, book);
    },
    context.audit,
  );
}
