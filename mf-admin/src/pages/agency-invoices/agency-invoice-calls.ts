import { AGENCY_PAYMENT_CALLS, type AgencyInvoice, type CartCheckout, type ListResponse } from '@portal/contracts';
import { callApi, fetchBinary } from '@portal/kit';

const { invoices, invoicePdf, creditNotePdf, payInvoice, payInvoiceBySepa } = AGENCY_PAYMENT_CALLS;

/** One page of the agency's invoices from the platform (`POST /agency/{id}/fetch/agency-invoices`). */
export function fetchAgencyInvoices(agencyId: string, page: number): Promise<ListResponse<AgencyInvoice>> {
  return callApi('billing', invoices.path.replace(':agencyId', agencyId), {
    method: 'POST',
    body: { page },
    schema: invoices.response,
  });
}

/** One of the agency's invoices as a PDF (`GET /agency/{id}/agency-invoice/{invoiceId}/pdf`). */
export function fetchAgencyInvoicePdf(agencyId: string, invoiceId: string): Promise<Blob> {
  return fetchBinary('billing', invoicePdf.path.replace(':agencyId', agencyId).replace(':invoiceId', invoiceId));
}

/** The credit note that cancelled one of the agency's invoices, as a PDF. */
export function fetchAgencyCreditNotePdf(agencyId: string, invoiceId: string): Promise<Blob> {
  return fetchBinary('billing', creditNotePdf.path.replace(':agencyId', agencyId).replace(':invoiceId', invoiceId));
}

/** A new card payment of what the invoice leaves to pay, whose client secret the card form confirms. */
export function payAgencyInvoice(agencyId: string, invoiceId: string): Promise<CartCheckout> {
  return callApi('billing', payInvoice.path.replace(':agencyId', agencyId).replace(':invoiceId', invoiceId), {
    method: 'POST',
    schema: payInvoice.response,
    notify: false,
  });
}

/** What the invoice leaves to pay, debited at once on the agency's SEPA mandate (a refusal is shown by the client). */
export function payAgencyInvoiceBySepa(agencyId: string, invoiceId: string, methodId: string): Promise<CartCheckout> {
  return callApi('billing', payInvoiceBySepa.path.replace(':agencyId', agencyId).replace(':invoiceId', invoiceId), {
    method: 'POST',
    body: { methodId },
    schema: payInvoiceBySepa.response,
  });
}
