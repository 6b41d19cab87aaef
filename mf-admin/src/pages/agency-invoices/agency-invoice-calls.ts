import { AGENCY_PAYMENT_CALLS, type AgencyInvoice, type ListResponse } from '@portal/contracts';
import { callApi } from '@portal/kit';

const { invoices } = AGENCY_PAYMENT_CALLS;

/** One page of the agency's invoices from the platform (`POST /agency/{id}/fetch/agency-invoices`). */
export function fetchAgencyInvoices(agencyId: string, page: number): Promise<ListResponse<AgencyInvoice>> {
  return callApi('billing', invoices.path.replace(':agencyId', agencyId), {
    method: 'POST',
    body: { page },
    schema: invoices.response,
  });
}
