import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_PAYMENT_CALLS, PaymentValidatedPayloadSchema } from '@portal/contracts';
import { outboxEvents } from '../customers/test-fixtures.js';
import { NFC_BADGES_ID, PRO_ID, startPaymentsWorld, type PaymentsWorld } from './testing/payments-world.js';

let w: PaymentsWorld;

beforeAll(async () => {
  w = await startPaymentsWorld();
});
afterAll(async () => {
  await w?.close();
});

const paymentState = async (agency: { agencyId: string; token: string }, paymentId: string) => {
  const answer = await w.h.request('GET', `/agency/${agency.agencyId}/payment-intent/${paymentId}`, {
    token: agency.token,
  });
  expect(answer.status).toBe(200);
  return AGENCY_PAYMENT_CALLS.paymentIntent.response.parse(answer.body);
};

describe('POST /agency/{id}/subscription/cart (Stripe: local fake)', () => {
  it('invoices PRO and 5 licences at the offers’ prices with VAT, numbered, and opens a card payment', async () => {
    const agency = await w.agency();
    const { invoice, payment } = await w.checkout(agency);
    expect(invoice).toMatchObject({
      status: 100,
      period: 'monthly',
      totalExclTax: '99.94',
      totalVat: '19.99',
      totalInclTax: '119.93',
      remainingDue: '119.93',
    });
    expect(invoice.number).toMatch(/^ABO-\d{4}-\d{5}$/);
    expect(invoice.lines.map((line) => [line.designation, line.quantity, line.unitPrice, line.licences])).toEqual([
      ['PRO', 1, '49.99', 5],
      ['Licence utilisateur', 5, '9.99', 5],
    ]);
    expect(invoice.payments).toEqual([
      expect.objectContaining({ amount: '119.93', status: 'PENDING', method: 'CARD', requiresAuthentication: false }),
    ]);
    expect(payment.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    const intent = w.stripe.paymentIntent(payment.clientSecret.split('_secret_')[0] ?? '');
    expect(intent).toMatchObject({ amount: 11_993, currency: 'eur', metadata: { agencyId: agency.agencyId } });
    // Every write to Stripe carried the service's own idempotency key (not the library's retry key).
    const writes = w.stripe.requests.filter((request) => request.method === 'POST' && request.apiKey === 'secret');
    expect(writes.map((request) => request.idempotencyKey?.replace(/-[\w-]+$/, ''))).toEqual(
      writes.map((request) => (request.path === '/v1/customers' ? 'customer' : 'payment')),
    );
  });

  it('numbers the invoices on one continuous sequence', async () => {
    const numbers = [];
    for (const _ of [1, 2]) numbers.push((await w.checkout(await w.agency())).invoice.number);
    const [first, second] = numbers.map((number) => Number(number.slice(-5)));
    expect(second).toBe((first ?? 0) + 1);
  });

  it('prices a yearly payment at 11 months', async () => {
    const { invoice } = await w.checkout(await w.agency(), {
      lines: [{ offerId: PRO_ID, quantity: 1 }],
      period: 'yearly',
    });
    expect(invoice.lines[0]?.unitPrice).toBe('549.89');
    expect(invoice.totalInclTax).toBe('659.87');
  });
});

describe('POST /stripe (signed webhooks of the local fake of Stripe)', () => {
  it('a card payment that succeeds validates the payment, pays the invoice and announces billing.payment.validated once', async () => {
    const agency = await w.agency();
    const { invoice, payment } = await w.checkout(agency);
    expect((await paymentState(agency, payment.id)).status).toBe('PENDING');
    await w.payByCard(payment.clientSecret);

    expect(await paymentState(agency, payment.id)).toMatchObject({ status: 'VALIDATED', invoiceStatus: 200 });
    const events = await outboxEvents(w.h.sql, { subject: 'billing.payment.validated', agencyId: agency.agencyId });
    expect(events).toHaveLength(1);
    expect(PaymentValidatedPayloadSchema.parse(events[0]?.payload)).toMatchObject({
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      paymentId: payment.id,
      period: 'monthly',
      totalInclTax: '119.93',
      lines: [
        { offerType: 1, quantity: 1, licences: 5, packUnits: 0 },
        { offerType: 100, quantity: 5, licences: 5, packUnits: 0 },
      ],
    });
  });

  it('a replayed event changes nothing and announces nothing more', async () => {
    const agency = await w.agency();
    const { payment } = await w.checkout(agency);
    await w.payByCard(payment.clientSecret);
    const succeeded = w.stripe.events.find(
      (event) =>
        event.type === 'payment_intent.succeeded' &&
        (event.data.object.metadata as Record<string, string> | undefined)?.paymentId === payment.id,
    );
    w.stripe.replayEvent(succeeded?.id ?? '');
    w.stripe.replayEvent(succeeded?.id ?? '');
    await w.stripe.webhooksIdle();
    expect(
      await outboxEvents(w.h.sql, { subject: 'billing.payment.validated', agencyId: agency.agencyId }),
    ).toHaveLength(1);
    const offers = await w.h.asPlatform(
      (tx) =>
        tx<{ numberOfSales: number }[]>`select number_of_sales from agency_subscription_offers where id = ${PRO_ID}`,
    );
    const payments = await w.h.asPlatform(
      (tx) => tx<{ count: number }[]>`select count(*)::int as count from agency_payments where status = 'VALIDATED'`,
    );
    expect(offers[0]?.numberOfSales).toBe(payments[0]?.count);
  });

  it('a card needing 3-D Secure waits for the authentication, then is validated', async () => {
    const agency = await w.agency();
    const { payment } = await w.checkout(agency);
    const confirmed = await w.payByCard(payment.clientSecret, '4000002760003184');
    expect(confirmed.body).toMatchObject({ status: 'requires_action' });
    const waiting = await w.h.asPlatform(
      (tx) => tx<{ status: string; requiresAuthentication: boolean }[]>`
        select status, requires_authentication from agency_payments where id = ${payment.id}`,
    );
    expect(waiting[0]).toEqual({ status: 'PENDING', requiresAuthentication: true });
    w.stripe.completeAuthentication(payment.clientSecret.split('_secret_')[0] ?? '', 'succeed');
    await w.stripe.webhooksIdle();
    expect((await paymentState(agency, payment.id)).status).toBe('VALIDATED');
  });

  it('an article paid opens its order, pending, at the delivery address', async () => {
    const agency = await w.agency();
    const { invoice, payment } = await w.checkout(agency, {
      lines: [{ offerId: NFC_BADGES_ID, quantity: 2 }],
      period: 'monthly',
      deliveryAddress: '8 avenue de Palavas, 34070 Montpellier',
    });
    await w.payByCard(payment.clientSecret);
    const orders = await w.h.asPlatform(
      (tx) => tx<{ status: number; quantity: number; deliveryAddress: string }[]>`
        select status, quantity, delivery_address from agency_article_orders where invoice_id = ${invoice.id}`,
    );
    expect(orders).toEqual([{ status: 100, quantity: 2, deliveryAddress: '8 avenue de Palavas, 34070 Montpellier' }]);
  });

  it('a refund of the whole charge unpays the invoice and locks the agency (billing.subscription.changed)', async () => {
    const agency = await w.agency();
    const { invoice, payment } = await w.checkout(agency);
    await w.payByCard(payment.clientSecret);
    const intentId = payment.clientSecret.split('_secret_')[0] ?? '';
    await w.h.payments.stripe.refunds.create({ payment_intent: intentId }, { idempotencyKey: `refund-${payment.id}` });
    await w.stripe.webhooksIdle();

    expect(await paymentState(agency, payment.id)).toMatchObject({ status: 'ERROR', invoiceStatus: 100 });
    const events = await outboxEvents(w.h.sql, { subject: 'billing.subscription.changed', agencyId: agency.agencyId });
    expect(events.map((event) => event.payload)).toEqual([
      {
        agencyId: agency.agencyId,
        locked: true,
        reason: 'payment_refunded',
        invoiceId: invoice.id,
        paymentId: payment.id,
      },
    ]);
  });

  it('the first invoice with a payment being processed holds the agency in moderation, until it is validated', async () => {
    const agency = await w.agency();
    const moderation = async () =>
      (await w.h.request('GET', `/agency/${agency.agencyId}/subscription/moderation`, { token: agency.token })).body;
    const { payment } = await w.checkout(agency);
    expect(await moderation()).toEqual({ pending: false });
    // A SEPA debit is processed for days: what the provider's 'processing' event makes of the payment.
    await w.h.asPlatform((tx) => tx`update agency_payments set status = 'PROCESSING' where id = ${payment.id}`);
    expect(await moderation()).toEqual({ pending: true });
    await w.payByCard(payment.clientSecret);
    expect(await moderation()).toEqual({ pending: false });
  });
});
