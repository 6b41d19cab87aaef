import {
  uuidv7,
  type CommercialDocument,
  type CommercialDocumentKind,
  type SaveCommercialDocument,
} from '@portal/contracts';
import { transaction, type Sql, type Tx } from '@portal/service-kit';
import { billingSettingsOf } from '../customers/create-customer.js';
import type { DocumentContext } from './document-context.js';
import { allocateNumber } from './document-numbers.js';
import { draftContentOf, NO_ALLOWANCES, type DraftAllowances, type DraftContent } from './draft-content.js';
import { historyEvents, recordHistory, type HistoryEvent } from './history.js';
import { loadDocument } from './load-document.js';
import { insertDocument, type Book } from './repo.js';
import { insertAdjustments, insertRows } from './rows-repo.js';

export const bookOfKind = (kind: CommercialDocumentKind): Book => (kind === 'estimate' ? 'estimates' : 'invoices');

/**
 * Writes a new document from its content in `tx`: an estimate takes its number now, an invoice or
 * credit note stays a draft without one; its first history line says how it came.
 */
export async function insertNewDocument(
  tx: Tx,
  agencyId: string,
  kind: CommercialDocumentKind,
  content: DraftContent,
  options: { context: DocumentContext; event?: HistoryEvent; number?: Awaited<ReturnType<typeof allocateNumber>> },
): Promise<string> {
  const id = uuidv7();
  const number = options.number ?? {};
  await insertDocument(tx, { id, agencyId, kind, ...number }, content.fields);
  await insertRows(
    tx,
    agencyId,
    id,
    content.rows.map((row) => ({ ...row, id: uuidv7() })),
  );
  await insertAdjustments(tx, agencyId, id, content.adjustments);
  await recordHistory(
    tx,
    agencyId,
    [{ documentId: id, event: options.event ?? historyEvents.created(kind) }],
    options.context,
  );
  return id;
}

/**
 * Reads the input of a new document into its content and writes it, numbered when an estimate (the
 * number is in the folded search text from the start).
 */
export async function createDocumentIn(
  tx: Tx,
  agencyId: string,
  kind: CommercialDocumentKind,
  input: SaveCommercialDocument,
  options: { context: DocumentContext; allowed?: DraftAllowances; event?: HistoryEvent },
): Promise<string> {
  const settings = await billingSettingsOf(tx, agencyId);
  const number = kind === 'estimate' ? await allocateNumber(tx, agencyId, kind, input.date, settings) : undefined;
  const content = await draftContentOf(tx, agencyId, kind, input, {
    settings,
    number: number?.number ?? null,
    allowed: options.allowed ?? NO_ALLOWANCES,
  });
  return insertNewDocument(tx, agencyId, kind, content, {
    context: options.context,
    ...(options.event ? { event: options.event } : {}),
    ...(number ? { number } : {}),
  });
}

/**
 * `POST /agency/{id}/estimate` and `POST /agency/{id}/invoice` without id: a new estimate (numbered
 * at once) or a draft invoice or credit note, with its rows, discounts and history, in one
 * transaction. Another agency's customer, site or source → 404, and nothing is written.
 */
export async function createDocument(
  sql: Sql,
  agencyId: string,
  kind: CommercialDocumentKind,
  input: SaveCommercialDocument,
  context: DocumentContext,
): Promise<CommercialDocument> {
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      const id = await createDocumentIn(tx, agencyId, kind, input, { context });
      return loadDocument(tx, agencyId, id, bookOfKind(kind));
    },
    context.audit,
  );
}
