import { CUSTOMER_INVOICE_CALLS, type DueInvoices } from '@portal/contracts';
import { callApi, fetchBinary } from '@portal/kit';
import { pathOf } from '../commercial-documents/document-calls.js';

/** The agency and the customer a customer user's calls name (the customer prefix, 00 §2.5). */
export type CustomerIds = { agencyId: string; customerId: string };

/** The customer's validated invoices and credit notes (`POST …/customer/{id}/fetch/invoices`). */
export const customerInvoicesPath = (ids: CustomerIds) => pathOf(CUSTOMER_INVOICE_CALLS.list.path, ids);

/** An invoice's or credit note's PDF, through the customer-prefixed call. */
export function fetchCustomerInvoicePdf(ids: CustomerIds, documentId: string): Promise<Blob> {
  return fetchBinary('billing', pathOf(CUSTOMER_INVOICE_CALLS.pdf.path, { ...ids, invoiceId: documentId, documentId }));
}

/** What the customer owes: his invoices not fully paid and their sums (`GET …/customer/{id}/invoices/due`). */
export const dueInvoicesPath = (ids: CustomerIds) => pathOf(CUSTOMER_INVOICE_CALLS.due.path, ids);

export function fetchDueInvoices(ids: CustomerIds, signal?: AbortSignal): Promise<DueInvoices> {
  return callApi('billing', dueInvoicesPath(ids), { schema: CUSTOMER_INVOICE_CALLS.due.response, signal });
}
