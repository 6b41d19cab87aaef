import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_PAYMENT_CALLS, uuidv7 } from '@portal/contracts';
import { outboxEvents } from '../customers/test-fixtures.js';
import { startPaymentsWorld, type PaymentsWorld } from './testing/payments-world.js';

/** Mes factures' 'Payer par carte' on an invoice awaiting payment (Stripe: its local fake). */
let w: PaymentsWorld;

beforeAll(async () => {
  w = await startPaymentsWorld();
});
afterAll(async () => {
  await w?.close();
});

const payPath = (agencyId: string, invoiceId: string) => `/agency/${agencyId}/agency-invoice/${invoiceId}/card-payment`;
const paymentsOf = (invoiceId: string) =>
  w.h.asPlatform(
    (tx) => tx<{ id: string; status: string; error: string | null; amount: string }[]>`
      select id, status, error, amount::text from agency_payments where invoice_id = ${invoiceId} order by created_at, id`,
  );

describe('POST /agency/{id}/agency-invoice/{invoiceId}/card-payment', () => {
  it('pays an invoice left at the bank’s page: the open card payment is cancelled at Stripe, a new one of what remains due pays it, announced once', async () => {
    const agency = await w.agency();
    const { invoice, payment: abandoned } = await w.checkout(agency);
    expect((await w.payByCard(abandoned.clientSecret, '4000002760003184')).body.status).toBe('requires_action');

    const answer = await w.h.request('POST', payPath(agency.agencyId, invoice.id), { token: agency.token });
    expect([answer.status, answer.error]).toEqual([201, null]);
    const { payment } = AGENCY_PAYMENT_CALLS.payInvoice.response.parse(answer.body);
    expect(payment.id).not.toBe(abandoned.id);
    await w.stripe.webhooksIdle();
    expect(await paymentsOf(invoice.id)).toEqual([
      { id: abandoned.id, status: 'ERROR', error: 'Paiement annulé', amount: '119.93' },
      { id: payment.id, status: 'PENDING', error: null, amount: '119.93' },
    ]);

    await w.payByCard(payment.clientSecret);
    expect((await paymentsOf(invoice.id)).map((row) => row.status)).toEqual(['ERROR', 'VALIDATED']);
    const announced = await outboxEvents(w.h.sql, { subject: 'billing.payment.validated', agencyId: agency.agencyId });
    expect(announced).toHaveLength(1);
  });

  it('refuses in French, nothing written: a paid invoice (409), another agency’s or an unknown one (404)', async () => {
    const agency = await w.agency();
    const { invoice, payment } = await w.checkout(agency);
    const neighbour = await w.agency();
    const theirs = await w.h.request('POST', payPath(neighbour.agencyId, invoice.id), { token: neighbour.token });
    expect([theirs.status, theirs.error?.message]).toEqual([404, 'Facture introuvable']);
    const unknown = await w.h.request('POST', payPath(agency.agencyId, uuidv7()), { token: agency.token });
    expect([unknown.status, unknown.error?.message]).toEqual([404, 'Facture introuvable']);
    expect(await paymentsOf(invoice.id)).toHaveLength(1);

    await w.payByCard(payment.clientSecret);
    const paid = await w.h.request('POST', payPath(agency.agencyId, invoice.id), { token: agency.token });
    expect([paid.status, paid.error?.message]).toEqual([409, 'Cette facture est déjà payée']);
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
  });
});
