import {
  AGENCY_INVOICE_ADMIN_CALLS,
  IDENTITY_SUPPORT_CALLS,
  SUBSCRIPTION_OFFER_ADMIN_CALLS,
  type AgencyInvoice,
  type AgencyPartialPaymentInput,
  type CancelAgencyInvoiceInput,
  type CreateAgencyInvoiceInput,
  type SubscriptionOffer,
} from '@portal/contracts';
import { callApi, listQueryKey, postForFile, queryClient } from '@portal/kit';

const { list, create, partialPayments, creditNote, preview } = AGENCY_INVOICE_ADMIN_CALLS;

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

/** The invoice's PDF, or the PDF of the credit note that cancelled it. */
export function fetchInvoicePdf(invoiceId: string, document: 'invoice' | 'creditNote' = 'invoice'): Promise<Blob> {
  return postForFile('billing', preview.path, { invoiceId, document });
}

/** 'ABO-2026-00001.pdf', 'AV-ABO-2026-00001.pdf'. */
export const invoicePdfName = (document: { number: string }) => `${document.number.replace(/[^\w.-]+/g, '-')}.pdf`;

/** An unpaid invoice cancelled by a credit note; the form shows the refusals. */
export function cancelByCreditNote(body: CancelAgencyInvoiceInput): Promise<AgencyInvoice> {
  return callApi('billing', creditNote.path, { method: 'POST', body, schema: creditNote.response, notify: false });
}

/** An invoice made by hand for an agency; the form shows the refusals. */
export function createAgencyInvoice(body: CreateAgencyInvoiceInput): Promise<AgencyInvoice> {
  return callApi('billing', create.path, { method: 'POST', body, schema: create.response, notify: false });
}

/** The offers the super admin may invoice: every activated one, hidden types included. */
export async function fetchInvoiceableOffers(): Promise<SubscriptionOffer[]> {
  const { list: offers } = SUBSCRIPTION_OFFER_ADMIN_CALLS;
  const page = await callApi('billing', offers.path, {
    method: 'POST',
    body: { filters: { status: [100] }, limit: 250 },
    schema: offers.response,
  });
  return page.data;
}

/** The agencies whose name matches what is typed (identity's list, 25 at most). */
export async function searchAgencies(query: string): Promise<{ value: string; label: string }[]> {
  const { listAgencies } = IDENTITY_SUPPORT_CALLS;
  const page = await callApi('identity', listAgencies.path, {
    method: 'POST',
    body: { query, limit: 25 },
    schema: listAgencies.response,
  });
  return page.data.map((agency) => ({ value: agency.id, label: `${agency.name} (${agency.city})` }));
}
