import {
  ESTIMATE_CALLS,
  INVOICE_CALLS,
  type CommercialDocument,
  type CommercialDocumentKind,
  type DocumentHistoryEntry,
  type EstimateAnswerSchema,
  type InvoiceFromBillableLines,
  type RecordPayment,
  type SaveCommercialDocumentInput,
  type SendDocument,
} from '@portal/contracts';
import { callApi, fetchBinary, listQueryKey, postForFile, queryClient } from '@portal/kit';
import type { z } from 'zod';

/** Estimates answer the estimate calls; invoices and credit notes the invoice calls. */
export type DocumentFamily = 'estimate' | 'invoice';
export const familyOf = (kind: CommercialDocumentKind): DocumentFamily =>
  kind === 'estimate' ? 'estimate' : 'invoice';

const CALLS = { estimate: ESTIMATE_CALLS, invoice: INVOICE_CALLS } as const;

/** A call's path from the contracts' table (`/agency/:agencyId/invoice/:documentId`) with its values. */
export function pathOf(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${path}`);
    return encodeURIComponent(value);
  });
}

type Ids = { agencyId: string; documentId: string };

/** A document's call path: its id fills `:estimateId`, `:invoiceId` or `:documentId`, whichever the path names. */
const documentPath = (path: string, ids: Ids) =>
  pathOf(path, {
    agencyId: ids.agencyId,
    estimateId: ids.documentId,
    invoiceId: ids.documentId,
    documentId: ids.documentId,
  });

/** The paged list of one family (`POST …/fetch/estimates`, `POST …/fetch/invoices`). */
export const documentListPath = (family: DocumentFamily, agencyId: string) =>
  pathOf(CALLS[family].list.path, { agencyId });

/** Every open table of the family reloads (after a save, a mark-as, a deletion…). */
export function refreshDocumentLists(family: DocumentFamily, agencyId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: listQueryKey('billing', documentListPath(family, agencyId)) });
}

export function fetchDocument(kind: CommercialDocumentKind, ids: Ids): Promise<CommercialDocument> {
  const call = CALLS[familyOf(kind)].get;
  return callApi('billing', documentPath(call.path, ids), { schema: call.response });
}

/** Creates (no id) or replaces (with id) a draft; the form shows the refusals itself. */
export function saveDocument(
  kind: CommercialDocumentKind,
  agencyId: string,
  body: SaveCommercialDocumentInput,
): Promise<CommercialDocument> {
  const call = CALLS[familyOf(kind)].save;
  return callApi('billing', pathOf(call.path, { agencyId }), {
    method: 'POST',
    body,
    schema: call.response,
    notify: false,
  });
}

/** The PDF of the document as the form describes it, nothing saved. */
export function previewDocument(
  kind: CommercialDocumentKind,
  agencyId: string,
  body: SaveCommercialDocumentInput,
): Promise<Blob> {
  return postForFile('billing', pathOf(CALLS[familyOf(kind)].preview.path, { agencyId }), body);
}

/** The saved document's PDF (Factur-X once an invoice or credit note is validated). */
export function fetchDocumentPdf(kind: CommercialDocumentKind, ids: Ids): Promise<Blob> {
  return fetchBinary('billing', documentPath(CALLS[familyOf(kind)].pdf.path, ids));
}

export function markSent(family: DocumentFamily, ids: Ids, sent: boolean): Promise<CommercialDocument> {
  const call = CALLS[family].sent;
  return callApi('billing', documentPath(call.path, ids), { method: 'PATCH', body: { sent }, schema: call.response });
}

export function copyDocument(kind: CommercialDocumentKind, ids: Ids): Promise<CommercialDocument> {
  const call = CALLS[familyOf(kind)].copy;
  return callApi('billing', documentPath(call.path, ids), { method: 'POST', schema: call.response });
}

export async function deleteDocument(kind: CommercialDocumentKind, ids: Ids): Promise<void> {
  await callApi('billing', documentPath(CALLS[familyOf(kind)].delete.path, ids), { method: 'DELETE' });
}

export async function fetchHistory(kind: CommercialDocumentKind, ids: Ids): Promise<DocumentHistoryEntry[]> {
  const call = CALLS[familyOf(kind)].history;
  return (await callApi('billing', documentPath(call.path, ids), { schema: call.response })).data;
}

/** Mails the PDF to the recipients and marks the document sent; the dialog shows the refusals. */
export function sendDocument(kind: CommercialDocumentKind, ids: Ids, body: SendDocument): Promise<CommercialDocument> {
  const call = CALLS[familyOf(kind)].send;
  return callApi('billing', documentPath(call.path, ids), {
    method: 'POST',
    body,
    schema: call.response,
    notify: false,
  });
}

export function answerEstimate(
  ids: Ids,
  answer: z.infer<typeof EstimateAnswerSchema>['answer'],
): Promise<CommercialDocument> {
  const call = ESTIMATE_CALLS.answer;
  return callApi('billing', documentPath(call.path, ids), { method: 'PATCH', body: { answer }, schema: call.response });
}

/** Estimate → a draft invoice whose rows keep the estimate's as their source. */
export function transformEstimate(ids: Ids): Promise<CommercialDocument> {
  const call = ESTIMATE_CALLS.transform;
  return callApi('billing', documentPath(call.path, ids), { method: 'POST', schema: call.response });
}

/** Numbers the draft and freezes it. */
export function validateInvoice(ids: Ids): Promise<CommercialDocument> {
  const call = INVOICE_CALLS.validate;
  return callApi('billing', documentPath(call.path, ids), { method: 'POST', schema: call.response });
}

/** A partial payment; the dialog shows the refusals (above what remains) under its fields. */
export function recordPayment(ids: Ids, body: RecordPayment): Promise<CommercialDocument> {
  const call = INVOICE_CALLS.payment;
  return callApi('billing', documentPath(call.path, ids), {
    method: 'POST',
    body,
    schema: call.response,
    notify: false,
  });
}

/** A draft credit note of the chosen rows of a validated invoice. */
export function createCreditNote(ids: Ids, rowIds: string[]): Promise<CommercialDocument> {
  const call = INVOICE_CALLS.creditNote;
  return callApi('billing', documentPath(call.path, ids), { method: 'POST', body: { rowIds }, schema: call.response });
}

/** A draft invoice of some of a customer's lines to invoice. */
export function invoiceFromBillableLines(
  agencyId: string,
  body: InvoiceFromBillableLines,
): Promise<CommercialDocument> {
  const call = INVOICE_CALLS.fromBillableLines;
  return callApi('billing', pathOf(call.path, { agencyId }), { method: 'POST', body, schema: call.response });
}
