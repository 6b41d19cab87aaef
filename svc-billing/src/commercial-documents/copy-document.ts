import type { CommercialDocument } from '@portal/contracts';
import { transaction, type Sql } from '@portal/service-kit';
import { bookOfKind, createDocumentIn } from './create-document.js';
import { allowancesOf, derivedInput } from './derived-input.js';
import type { DocumentContext } from './document-context.js';
import { historyEvents } from './history.js';
import { loadDocument } from './load-document.js';
import type { Book } from './repo.js';

/**
 * `POST …/estimate/{id}/copy` and `…/invoice/{id}/copy` (02 §4 Copy): a new document of the same
 * kind and customer, dated today, unpaid, not sent, validated nor refused, active (100), without
 * number (an estimate takes a new one), file or history; its rows keep the old ones' ids as their
 * source (201).
 */
export async function copyDocument(
  sql: Sql,
  agencyId: string,
  book: Book,
  documentId: string,
  context: DocumentContext,
): Promise<CommercialDocument> {
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      const source = await loadDocument(tx, agencyId, documentId, book);
      const input = derivedInput(source, {
        kind: source.kind,
        rows: source.rows,
        adjustments: source.adjustments,
        sourceDocumentId: source.sourceDocumentId,
      });
      const id = await createDocumentIn(tx, agencyId, source.kind, input, {
        context,
        allowed: allowancesOf(source),
        event: historyEvents.created(source.kind, `copie de ${source.number ?? 'un brouillon'}`),
      });
      return loadDocument(tx, agencyId, id, bookOfKind(source.kind));
    },
    context.audit,
  );
}
