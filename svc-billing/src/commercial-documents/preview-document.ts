import {
  uuidv7,
  type CommercialDocument,
  type CommercialDocumentKind,
  type SaveCommercialDocument,
} from '@portal/contracts';
import { transaction, type Scope, type Sql, type Tx } from '@portal/service-kit';
import { billingSettingsOf } from '../customers/create-customer.js';
import { linesOfDocument } from './billable-lines-repo.js';
import { NO_ALLOWANCES, allowancesOfContent, draftContentOf, type DraftAllowances } from './draft-content.js';
import { toCommercialDocument } from './document-view.js';
import { requireDocument } from './load-document.js';
import { printedProofs, renderPdf, type RenderedPdf } from './render-pdf.js';
import type { Book, DocumentDbRow } from './repo.js';
import { listAdjustments, listRows } from './rows-repo.js';

/** What a saved document lets its unsaved form name: its billable lines, sites, articles, discounts. */
async function allowancesOfSaved(tx: Tx, agencyId: string, documentId: string): Promise<DraftAllowances> {
  const [lines, rows, adjustments] = await Promise.all([
    linesOfDocument(tx, agencyId, documentId),
    listRows(tx, agencyId, documentId),
    listAdjustments(tx, agencyId, documentId),
  ]);
  return allowancesOfContent(rows, adjustments, lines);
}

/**
 * The document the form describes, read as a save would read it (the same checks: another agency's
 * customer or site → 404), nothing written: always a draft (an estimate keeps its number).
 */
async function unsavedDocument(
  tx: Tx,
  agencyId: string,
  book: Book,
  input: SaveCommercialDocument,
): Promise<CommercialDocument> {
  const saved = input.id ? await requireDocument(tx, agencyId, input.id, book) : null;
  const kind: CommercialDocumentKind = book === 'estimates' ? 'estimate' : (input.kind ?? saved?.kind ?? 'invoice');
  const number = kind === 'estimate' ? (saved?.number ?? null) : null;
  const [settings, allowed] = await Promise.all([
    billingSettingsOf(tx, agencyId),
    saved ? allowancesOfSaved(tx, agencyId, saved.id) : NO_ALLOWANCES,
  ]);
  const content = await draftContentOf(tx, agencyId, kind, input, { settings, number, allowed });
  const now = new Date();
  const row: DocumentDbRow = {
    ...content.fields,
    id: saved?.id ?? uuidv7(),
    agencyId,
    kind,
    number,
    status: saved?.status ?? 100,
    sent: saved?.sent ?? false,
    validated: kind === 'estimate' ? (saved?.validated ?? false) : false,
    refused: saved?.refused ?? false,
    awaitingValidation: saved?.awaitingValidation ?? false,
    paid: 0,
    transformedInvoiceId: saved?.transformedInvoiceId ?? null,
    sourceDocumentNumber: null,
    paidAmount: '0.00',
    validatedAt: null,
    sentAt: saved?.sentAt ?? null,
    createdAt: saved?.createdAt ?? now,
    updatedAt: now,
  };
  const rows = content.rows.map((values, position) => ({ ...values, id: uuidv7(), position }));
  return toCommercialDocument(row, rows, content.adjustments, []);
}

/** `POST …/estimate/preview` and `…/invoice/preview`: the PDF of the document as the form describes it. */
export async function previewDocument(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  book: Book,
  input: SaveCommercialDocument,
): Promise<RenderedPdf> {
  const { document, settings, proofs } = await transaction(sql, scope, async (tx) => {
    const unsaved = await unsavedDocument(tx, agencyId, book, input);
    // The proofs are those of the billable lines the saved draft holds.
    return {
      document: unsaved,
      settings: await billingSettingsOf(tx, agencyId),
      proofs: input.id ? await printedProofs(tx, agencyId, unsaved) : [],
    };
  });
  return renderPdf(document, settings, proofs);
}
