import { expect } from 'vitest';
import {
  AGENCY_INVOICE_ADMIN_CALLS,
  AgencyInvoiceSchema,
  type AccessClaims,
  type AgencyInvoice,
  type AgencyPartialPaymentInput,
  type SubscriptionCartInput,
} from '@portal/contracts';
import type { PaymentsWorld } from '../../agency-payments/testing/payments-world.js';

/** Test support for the agency invoices routes (not a test file). */

export const LIST_PATH = AGENCY_INVOICE_ADMIN_CALLS.list.path;
export const INVOICE_PATH = '/admin/agency-invoice';
export const PAYMENTS_PATH = AGENCY_INVOICE_ADMIN_CALLS.partialPayments.path;
export const PREVIEW_PATH = AGENCY_INVOICE_ADMIN_CALLS.preview.path;
export const CREDIT_NOTE_PATH = AGENCY_INVOICE_ADMIN_CALLS.creditNote.path;
export const agencyPdfPath = (agencyId: string, invoiceId: string) =>
  `/agency/${agencyId}/agency-invoice/${invoiceId}/pdf`;
export const creditNotePdfPath = (agencyId: string, invoiceId: string) =>
  `/agency/${agencyId}/agency-invoice/${invoiceId}/credit-note/pdf`;

/** A super admin outside any agency, unless the claims say otherwise. */
export const superAdminToken = (w: PaymentsWorld, claims: Partial<AccessClaims> = {}) =>
  w.h.tokenFor(null, { role: 'super_admin', email: 'admin@plateforme.test', ...claims });

/** The agency's contact as identity announces it: its address is `contact@<name as a slug>.test`. */
export function agencyContact(name: string) {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return {
    email: `contact@${slug}.test`,
    phones: [],
    emergencyNumbers: [],
    address: { street: '1 rue de la Paix', complement: '', zipcode: '75002', city: 'Paris', country: 'FR' },
  };
}

/** A new agency of that name, its owner's token, and the invoice of its cart (PRO and 5 licences unless told). */
export async function invoicedAgency(w: PaymentsWorld, name: string, cart?: SubscriptionCartInput) {
  const { agencyId } = await w.h.provisionAgency({ name, contact: agencyContact(name) });
  const agency = { agencyId, token: await w.h.tokenFor(agencyId) };
  const { invoice, payment } = await w.checkout(agency, cart);
  return { ...agency, invoice, cardPayment: payment };
}

/**
 * A cheque recorded by hand, validated, for the whole remaining due, unless `overrides` say otherwise
 * (the error tests send values no client may type: a status or method outside the lists).
 */
export function cheque(
  invoice: Pick<AgencyInvoice, 'id' | 'remainingDue'>,
  overrides: Partial<AgencyPartialPaymentInput> = {},
): AgencyPartialPaymentInput {
  const body: AgencyPartialPaymentInput = {
    invoiceId: invoice.id,
    amount: invoice.remainingDue,
    method: 'CHECK',
    status: 'VALIDATED_MANUALLY',
    date: '2026-11-20',
    note: 'Chèque n° 0012345',
  };
  return { ...body, ...overrides };
}

/** Sends the payment as the super admin and answers the invoice as it now stands. */
export async function recordPayment(w: PaymentsWorld, body: AgencyPartialPaymentInput, status = 201) {
  const answer = await w.h.request('POST', PAYMENTS_PATH, { token: await superAdminToken(w), json: body });
  expect([answer.status, answer.error]).toEqual([status, null]);
  return AgencyInvoiceSchema.parse(answer.body);
}

/** A PDF answer's type, file name and bytes. */
export async function pdfOf(w: PaymentsWorld, method: 'GET' | 'POST', path: string, token: string, json?: unknown) {
  const response = await w.h.app.request(path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(json ? { 'content-type': 'application/json' } : {}) },
    ...(json ? { body: JSON.stringify(json) } : {}),
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}
