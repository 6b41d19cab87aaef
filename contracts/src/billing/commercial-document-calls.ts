import { z } from 'zod';
import type { CallTable } from '../common/calls.js';
import { listResponseSchema } from '../common/paging.js';
import {
  CommercialDocumentListRequestSchema,
  CommercialDocumentRowSchema,
  CommercialDocumentSchema,
  CreditNoteRequestSchema,
  DocumentHistoryEntrySchema,
  EstimateAnswerSchema,
  InvoiceFromBillableLinesSchema,
  MarkSentSchema,
  RecordPaymentSchema,
  SaveCommercialDocumentSchema,
  SendDocumentSchema,
} from './commercial-documents.js';
import { DueInvoicesSchema } from './due-invoices.js';

const pdf = z.instanceof(Blob);
const list = listResponseSchema(CommercialDocumentRowSchema);

/**
 * Estimates (devis) on billing (spec 02 §7 Commercial documents). Another agency's estimate, or an
 * unknown id: 404 DOCUMENT_NOT_FOUND. The estimate's number (`DE-2026-0001`, the prefix
 * of the billing settings) is given at creation.
 */
export const ESTIMATE_CALLS = {
  list: {
    method: 'POST',
    path: '/agency/:agencyId/fetch/estimates',
    right: 'estimates.list',
    body: CommercialDocumentListRequestSchema,
    response: list,
  },
  get: {
    method: 'GET',
    path: '/agency/:agencyId/estimate/:estimateId',
    right: 'estimates.list',
    response: CommercialDocumentSchema,
  },
  /** Without `id`: creates (201, estimates.create); with `id`: replaces it (estimates.edit). */
  save: {
    method: 'POST',
    path: '/agency/:agencyId/estimate',
    right: 'estimates.create',
    body: SaveCommercialDocumentSchema,
    response: CommercialDocumentSchema,
  },
  update: {
    method: 'POST',
    path: '/agency/:agencyId/estimate',
    right: 'estimates.edit',
    body: SaveCommercialDocumentSchema,
    response: CommercialDocumentSchema,
  },
  /** The PDF of the estimate as the body describes it, nothing saved. */
  preview: {
    method: 'POST',
    path: '/agency/:agencyId/estimate/preview',
    right: 'estimates.list',
    body: SaveCommercialDocumentSchema,
    response: pdf,
  },
  /** Mark as sent or not sent; already so → 400 NO_CHANGE. */
  sent: {
    method: 'PATCH',
    path: '/agency/:agencyId/estimate/:estimateId/sent',
    right: 'estimates.edit',
    body: MarkSentSchema,
    response: CommercialDocumentSchema,
  },
  /** Sent estimates still unanswered past their validity, oldest first. */
  reminds: {
    method: 'GET',
    path: '/agency/:agencyId/estimates/reminds',
    right: 'estimates.list',
    response: z.object({ data: z.array(CommercialDocumentRowSchema) }),
  },
  answer: {
    method: 'PATCH',
    path: '/agency/:agencyId/estimate/:estimateId/answer',
    right: 'estimates.edit',
    body: EstimateAnswerSchema,
    response: CommercialDocumentSchema,
  },
  /** Estimate → draft invoice (201): the rows keep the estimate's as their source. */
  transform: {
    method: 'POST',
    path: '/agency/:agencyId/estimate/:estimateId/invoice',
    right: 'invoices.create',
    response: CommercialDocumentSchema,
  },
  copy: {
    method: 'POST',
    path: '/agency/:agencyId/estimate/:estimateId/copy',
    right: 'estimates.create',
    response: CommercialDocumentSchema,
  },
  pdf: {
    method: 'GET',
    path: '/agency/:agencyId/estimate/:estimateId/pdf',
    right: 'estimates.list',
    response: pdf,
  },
  send: {
    method: 'POST',
    path: '/agency/:agencyId/estimate/:estimateId/send',
    right: 'estimates.send',
    body: SendDocumentSchema,
    response: CommercialDocumentSchema,
  },
  history: {
    method: 'GET',
    path: '/agency/:agencyId/estimate/:estimateId/history',
    right: 'estimates.list',
    response: z.object({ data: z.array(DocumentHistoryEntrySchema) }),
  },
  delete: {
    method: 'DELETE',
    path: '/agency/:agencyId/estimate/:estimateId',
    right: 'estimates.delete',
    response: z.null(),
  },
} as const satisfies CallTable;

/**
 * Invoices and credit notes (factures) on billing. A draft has no number; validating gives it the
 * next of its agency, kind and year, and from then on it is neither edited nor deleted (409
 * DOCUMENT_VALIDATED): a credit note corrects it.
 */
export const INVOICE_CALLS = {
  list: {
    method: 'POST',
    path: '/agency/:agencyId/fetch/invoices',
    right: 'invoices.list',
    body: CommercialDocumentListRequestSchema,
    response: list,
  },
  get: {
    method: 'GET',
    path: '/agency/:agencyId/invoice/:invoiceId',
    right: 'invoices.list',
    response: CommercialDocumentSchema,
  },
  save: {
    method: 'POST',
    path: '/agency/:agencyId/invoice',
    right: 'invoices.create',
    body: SaveCommercialDocumentSchema,
    response: CommercialDocumentSchema,
  },
  update: {
    method: 'POST',
    path: '/agency/:agencyId/invoice',
    right: 'invoices.edit',
    body: SaveCommercialDocumentSchema,
    response: CommercialDocumentSchema,
  },
  preview: {
    method: 'POST',
    path: '/agency/:agencyId/invoice/preview',
    right: 'invoices.list',
    body: SaveCommercialDocumentSchema,
    response: pdf,
  },
  sent: {
    method: 'PATCH',
    path: '/agency/:agencyId/invoice/:invoiceId/sent',
    right: 'invoices.edit',
    body: MarkSentSchema,
    response: CommercialDocumentSchema,
  },
  /** Validated invoices past their due date with something left to pay, oldest due first. */
  reminds: {
    method: 'GET',
    path: '/agency/:agencyId/invoices/reminds',
    right: 'invoices.list',
    response: z.object({ data: z.array(CommercialDocumentRowSchema) }),
  },
  /** Numbers the draft (`F-2026-0001`) and freezes it; twice at once → one wins, the other 409. */
  validate: {
    method: 'POST',
    path: '/agency/:agencyId/invoice/:invoiceId/validate',
    right: 'invoices.edit',
    response: CommercialDocumentSchema,
  },
  copy: {
    method: 'POST',
    path: '/agency/:agencyId/invoice/:invoiceId/copy',
    right: 'invoices.create',
    response: CommercialDocumentSchema,
  },
  /** A draft credit note of a validated invoice's rows (201). */
  creditNote: {
    method: 'POST',
    path: '/agency/:agencyId/invoice/:invoiceId/credit-note',
    right: 'invoices.create',
    body: CreditNoteRequestSchema,
    response: CommercialDocumentSchema,
  },
  /** A partial payment of a validated invoice; above what remains → 400 PAYMENT_ABOVE_REMAINING. */
  payment: {
    method: 'POST',
    path: '/agency/:agencyId/invoice/:invoiceId/payment',
    right: 'invoices.edit',
    body: RecordPaymentSchema,
    response: CommercialDocumentSchema,
  },
  /** A draft invoice of a customer's billable lines, grouped by site and prestation (201). */
  fromBillableLines: {
    method: 'POST',
    path: '/agency/:agencyId/invoice/from-billable-lines',
    right: 'invoices.create',
    body: InvoiceFromBillableLinesSchema,
    response: CommercialDocumentSchema,
  },
  /** The Factur-X PDF (PDF/A-3 with its EN 16931 XML) of a validated document, or a draft's PDF. */
  pdf: {
    method: 'GET',
    path: '/agency/:agencyId/invoice/:invoiceId/pdf',
    right: 'invoices.list',
    response: pdf,
  },
  send: {
    method: 'POST',
    path: '/agency/:agencyId/invoice/:invoiceId/send',
    right: 'invoices.send',
    body: SendDocumentSchema,
    response: CommercialDocumentSchema,
  },
  history: {
    method: 'GET',
    path: '/agency/:agencyId/invoice/:invoiceId/history',
    right: 'invoices.list',
    response: z.object({ data: z.array(DocumentHistoryEntrySchema) }),
  },
  /** Drafts only; a validated invoice → 409 DOCUMENT_VALIDATED. Frees its billable lines. */
  delete: {
    method: 'DELETE',
    path: '/agency/:agencyId/invoice/:invoiceId',
    right: 'invoices.delete',
    response: z.null(),
  },
} as const satisfies CallTable;

/**
 * customerInvoices and customerDashboard (00 §2.5, customer prefix): the customer's validated
 * invoices and credit notes, their PDFs, and what he owes. Its users call them without the right;
 * office users need invoices.list.
 */
export const CUSTOMER_INVOICE_CALLS = {
  list: {
    method: 'POST',
    path: '/agency/:agencyId/customer/:customerId/fetch/invoices',
    right: 'invoices.list',
    ownCustomerWithoutRight: true,
    body: CommercialDocumentListRequestSchema,
    response: list,
  },
  pdf: {
    method: 'GET',
    path: '/agency/:agencyId/customer/:customerId/invoice/:invoiceId/pdf',
    right: 'invoices.list',
    ownCustomerWithoutRight: true,
    response: pdf,
  },
  /** customerDashboard: his validated invoices not fully paid, oldest due first, and their sums. */
  due: {
    method: 'GET',
    path: '/agency/:agencyId/customer/:customerId/invoices/due',
    right: 'invoices.list',
    ownCustomerWithoutRight: true,
    response: DueInvoicesSchema,
  },
} as const satisfies CallTable;
