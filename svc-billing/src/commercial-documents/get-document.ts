import type { CommercialDocument, DocumentHistoryEntry } from '@portal/contracts';
import { transaction, type Scope, type Sql } from '@portal/service-kit';
import { listHistory } from './history-repo.js';
import { loadDocument, requireDocument } from './load-document.js';
import type { Book } from './repo.js';

/** `GET …/estimate/{id}` and `…/invoice/{id}`: the document, or 404 'Document introuvable'. */
export async function getDocument(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  book: Book,
  documentId: string,
): Promise<CommercialDocument> {
  return transaction(sql, scope, (tx) => loadDocument(tx, agencyId, documentId, book));
}

/** `GET …/estimate/{id}/history` and `…/invoice/{id}/history`: what happened to it, oldest first. */
export async function findDocumentHistory(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  book: Book,
  documentId: string,
): Promise<{ data: DocumentHistoryEntry[] }> {
  return transaction(sql, scope, async (tx) => {
    const [, data] = await Promise.all([
      requireDocument(tx, agencyId, documentId, book),
      listHistory(tx, agencyId, documentId),
    ]);
    return { data };
  });
}
