import { AGENCY_INVOICE_ADMIN_CALLS, type AgencyInvoice, type AgencyPartialPaymentInput } from '@portal/contracts';
import { callApi, listQueryKey, postForFile, queryClient } from '@portal/kit';

const { list, partialPayments, preview } = AGENCY_INVOICE_ADMIN_CALLS;

/** The paged list of every agency's invoices (`POST /admin/fetch/agency-invoices` on billing). */
export const INVOICE_LIST_PATH = list.path;

/** Every open list of invoices reloads. */
export async function refreshInvoiceLists(): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: listQueryKey('billing', INVOICE_LIST_PATH) });
}

/** A payment recorded by hand, or a payment's status changed: the invoice as it now stands. The form shows the refusals. */
export function savePartialPayment(body: AgencyPartialPaymentInput): Promise<AgencyInvoice> {
  return callApi('billing', partialPayments.path, {
    method: 'POST',
    body,
    schema: partialPayments.response,
    notify: false,
  });
}

/** The invoice's PDF. */
export function fetchInvoicePdf(invoiceId: string): Promise<Blob> {
  return postForFile('billing', preview.path, { invoiceId });
}

/** 'ABO-2026-00001.pdf'. */
export const invoicePdfName = (invoice: Pick<AgencyInvoice, 'number'>) =>
  `${invoice.number.replace(/[^\w.-]+/g, '-')}.pdf`;
