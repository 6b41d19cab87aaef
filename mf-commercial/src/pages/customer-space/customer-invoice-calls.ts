import { CUSTOMER_INVOICE_CALLS } from '@portal/contracts';
import { fetchBinary } from '@portal/kit';
import { pathOf } from '../commercial-documents/document-calls.js';

type CustomerIds = { agencyId: string; customerId: string };

/** The customer's validated invoices and credit notes (`POST …/customer/{id}/fetch/invoices`). */
export const customerInvoicesPath = (ids: CustomerIds) => pathOf(CUSTOMER_INVOICE_CALLS.list.path, ids);

/** An invoice's or credit note's PDF, through the customer-prefixed call. */
export function fetchCustomerInvoicePdf(ids: CustomerIds, documentId: string): Promise<Blob> {
  return fetchBinary('billing', pathOf(CUSTOMER_INVOICE_CALLS.pdf.path, { ...ids, invoiceId: documentId, documentId }));
}
