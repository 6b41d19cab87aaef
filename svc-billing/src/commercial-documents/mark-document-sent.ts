import type { CommercialDocument } from '@portal/contracts';
import { AppError, transaction, type Sql } from '@portal/service-kit';
import type { DocumentContext } from './document-context.js';
import { historyEvents, recordHistory } from './history.js';
import { loadDocument, requireDocument } from './load-document.js';
import { setSent, type Book } from './repo.js';

/**
 * `PATCH …/estimate/{id}/sent` and `…/invoice/{id}/sent` (mark as sent or not sent, 02 §4): a
 * document already so → 400 'Aucun changement à enregistrer', nothing written. The sent flag is not
 * what the document says: a validated invoice may be marked too.
 */
export async function markDocumentSent(
  sql: Sql,
  agencyId: string,
  book: Book,
  documentId: string,
  sent: boolean,
  context: DocumentContext,
): Promise<CommercialDocument> {
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      const current = await requireDocument(tx, agencyId, documentId, book, { forUpdate: true });
      if (current.sent === sent) throw new AppError('NO_CHANGE');
      await setSent(tx, agencyId, documentId, sent);
      await recordHistory(tx, agencyId, [{ documentId, event: historyEvents.sent(sent) }], context);
      return loadDocument(tx, agencyId, documentId, book);
    },
    context.audit,
  );
}
