import type { CommercialDocument, SendDocument } from '@portal/contracts';
import { AppError, transaction, type Sql } from '@portal/service-kit';
import type { Mailer } from '@portal/service-kit/mail/smtp-mailer';
import type { DocumentContext } from './document-context.js';
import { documentMail } from './document-mail.js';
import { historyEvents, recordHistory } from './history.js';
import { loadDocument, requireDocument } from './load-document.js';
import { loadPrintable, renderPrintable } from './printable-document.js';
import { setSent, type Book } from './repo.js';

/**
 * `POST …/estimate/{id}/send` and `…/invoice/{id}/send`: the document's PDF mailed to the
 * recipients, then the document marked sent with a history line (02 §4: sending marks it sent). An
 * invoice or credit note goes out validated only (a draft has no number: 400 DOCUMENT_NOT_VALIDATED).
 * The mail leaves first: a relay that refuses it (503) leaves the document as it was.
 */
export async function sendDocument(
  deps: { sql: Sql; mailer: Mailer },
  agencyId: string,
  book: Book,
  documentId: string,
  input: SendDocument,
  context: DocumentContext,
): Promise<CommercialDocument> {
  const printable = await transaction(deps.sql, context.scope, (tx) => loadPrintable(tx, agencyId, documentId, book));
  const { document } = printable;
  if (document.kind !== 'estimate' && !document.validated) throw new AppError('DOCUMENT_NOT_VALIDATED');
  const pdf = await renderPrintable(printable);
  await deps.mailer.send(documentMail(document, input, pdf)).catch((error: unknown) => {
    throw new AppError('SERVICE_UNAVAILABLE', { internal: `document mail refused: ${String(error)}` });
  });
  return transaction(
    deps.sql,
    context.scope,
    async (tx) => {
      const current = await requireDocument(tx, agencyId, documentId, book, { forUpdate: true });
      if (!current.sent) await setSent(tx, agencyId, documentId, true);
      await recordHistory(tx, agencyId, [{ documentId, event: historyEvents.emailed(input.to) }], context);
      return loadDocument(tx, agencyId, documentId, book);
    },
    context.audit,
  );
}
