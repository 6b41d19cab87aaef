import { AGENCY_PAYMENT_CALLS, type AgencyInvoice, type ListResponse } from '@portal/contracts';
import { callApi, fetchBinary } from '@portal/kit';

const { invoices, invoicePdf } = AGENCY_PAYMENT_CALLS;

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
