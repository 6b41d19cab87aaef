import { expect } from 'vitest';
import { CommercialDocumentSchema, CustomerSchema, localDateOf, uuidv7 } from '@portal/contracts';
import type { AgencyServiceHarness } from '@portal/service-kit/testing/agency-service-harness';
import { finishedPayload, recordLines } from '../billable-lines/test-fixtures.js';
import type { BillingHarness } from '../testing/harness.js';
import { SELLER_IDENTITY } from './test-fixtures.js';

/**
 * What the app's route security suite (app.security.test.ts) needs of the commercial documents
 * (not a test file): a valid body for each route that takes one, the documents the routes read and
 * change when allowed, and which document each route acts on (validating needs a draft; a payment,
 * a credit note, a mail or the customer's PDF a validated invoice; a deletion a draft).
 */

const row = { designation: 'Prestation de la suite', quantity: '1', unitPrice: '100' };
const draftBody = (params: Record<string, string>) => ({
  customerId: params['documentCustomerId'],
  date: '2026-03-12',
  rows: [row],
});

export const DOCUMENT_ROUTE_BODIES: Record<string, unknown | ((params: Record<string, string>) => unknown)> = {
  'POST /agency/:agencyId/fetch/estimates': {},
  'POST /agency/:agencyId/fetch/invoices': {},
  'POST /agency/:agencyId/customer/:customerId/fetch/invoices': {},
  'POST /agency/:agencyId/estimate': draftBody,
  'POST /agency/:agencyId/invoice': draftBody,
  'POST /agency/:agencyId/estimate/preview': draftBody,
  'POST /agency/:agencyId/invoice/preview': draftBody,
  'POST /agency/:agencyId/estimate/:estimateId/send': { to: ['client@example.fr'], subject: 'Votre devis' },
  'POST /agency/:agencyId/invoice/:invoiceId/send': { to: ['client@example.fr'], subject: 'Votre facture' },
  'PATCH /agency/:agencyId/estimate/:estimateId/sent': { sent: true },
  'PATCH /agency/:agencyId/invoice/:invoiceId/sent': { sent: true },
  'PATCH /agency/:agencyId/estimate/:estimateId/answer': { answer: 'validated' },
  'POST /agency/:agencyId/invoice/:invoiceId/credit-note': {},
  'POST /agency/:agencyId/invoice/:invoiceId/payment': { date: localDateOf(Date.now()), amount: '1.00' },
  'POST /agency/:agencyId/invoice/from-billable-lines': (params: Record<string, string>) => ({
    customerId: params['documentCustomerId'],
    lineIds: [params['billableLineId']],
    date: '2026-03-12',
  }),
};

/**
 * The documents' customer is one of their own (the customer routes, before them, archive and delete
 * the suite's); the deletions remove drafts of their own (the other routes transform and validate
 * theirs).
 */
export const DOCUMENT_PARAM_ALIASES: Record<string, Record<string, string>> = {
  'POST /agency/:agencyId/customer/:customerId/fetch/invoices': { customerId: 'documentCustomerId' },
  'GET /agency/:agencyId/customer/:customerId/invoices/due': { customerId: 'documentCustomerId' },
  'GET /agency/:agencyId/customer/:customerId/invoice/:invoiceId/pdf': {
    customerId: 'documentCustomerId',
    invoiceId: 'validatedInvoiceId',
  },
  'POST /agency/:agencyId/invoice/:invoiceId/credit-note': { invoiceId: 'validatedInvoiceId' },
  'POST /agency/:agencyId/invoice/:invoiceId/payment': { invoiceId: 'validatedInvoiceId' },
  'POST /agency/:agencyId/invoice/:invoiceId/send': { invoiceId: 'validatedInvoiceId' },
  'DELETE /agency/:agencyId/estimate/:estimateId': { estimateId: 'deletableEstimateId' },
  'DELETE /agency/:agencyId/invoice/:invoiceId': { invoiceId: 'deletableInvoiceId' },
};

/**
 * In the agency under test: the seller's identity (an invoice is validated), a customer with two
 * estimates, two draft invoices, a validated one and a line to invoice.
 */
export async function documentRouteParams(h: AgencyServiceHarness, agencyId: string): Promise<Record<string, string>> {
  const token = await h.tokenFor(agencyId);
  const created = await h.request('POST', `/agency/${agencyId}/customer`, {
    token,
    json: { name: 'Client des documents de la suite' },
  });
  const customerId = CustomerSchema.parse(created.body).id;
  const settings = await h.request('PUT', `/agency/${agencyId}/settings`, {
    token,
    json: { legalIdentity: SELLER_IDENTITY },
  });
  expect(settings.status).toBe(200);
  const save = async (family: 'estimate' | 'invoice') => {
    const answer = await h.request('POST', `/agency/${agencyId}/${family}`, {
      token,
      json: draftBody({ documentCustomerId: customerId }),
    });
    expect(answer.status).toBe(201);
    return CommercialDocumentSchema.parse(answer.body).id;
  };
  const line = finishedPayload(agencyId, { customerId, siteId: uuidv7() });
  await recordLines(h as BillingHarness, [line]);
  const [lineRow] = await h.asPlatform(
    (tx) => tx<{ id: string }[]>`select id from billable_lines where service_id = ${line.serviceId}`,
  );
  const validatedInvoiceId = await save('invoice');
  const validated = await h.request('POST', `/agency/${agencyId}/invoice/${validatedInvoiceId}/validate`, { token });
  expect(validated.status).toBe(200);
  return {
    documentCustomerId: customerId,
    validatedInvoiceId,
    estimateId: await save('estimate'),
    deletableEstimateId: await save('estimate'),
    invoiceId: await save('invoice'),
    deletableInvoiceId: await save('invoice'),
    billableLineId: lineRow?.id ?? '',
  };
}
