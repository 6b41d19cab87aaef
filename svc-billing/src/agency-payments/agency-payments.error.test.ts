import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeSignatureHeader } from '@portal/service-kit/fakes/stripe/index';
import { subscriptionOfferSeedId } from '../seed/subscription-offers.js';
import { TEST_STRIPE_WEBHOOK_SECRET } from '../testing/harness.js';
import {
  LICENCE_ID,
  NFC_BADGES_ID,
  PAYSLIPS_ID,
  PRO_ID,
  startPaymentsWorld,
  type PaymentsWorld,
} from './testing/payments-world.js';

let w: PaymentsWorld;

beforeAll(async () => {
  w = await startPaymentsWorld();
});
afterAll(async () => {
  await w?.close();
});

const cartPath = (agencyId: string) => `/agency/${agencyId}/subscription/cart`;
const invoicesCount = () =>
  w.h.asPlatform((tx) => tx<{ count: number }[]>`select count(*)::int as count from agency_invoices`);

/** Posts a webhook body to billing as Stripe would, signed with `secret`. */
function postWebhook(body: string, secret = TEST_STRIPE_WEBHOOK_SECRET) {
  return w.h.request('POST', '/stripe', {
    raw: body,
    headers: { 'stripe-signature': stripeSignatureHeader(body, secret) },
  });
}

describe('POST /agency/{id}/subscription/cart refuses, in French, and writes nothing', () => {
  it('a negative or zero quantity, an empty cart, the same offer twice', async () => {
    const agency = await w.agency();
    const [before] = await invoicesCount();
    const cases: [unknown, string, string][] = [
      [
        { lines: [{ offerId: LICENCE_ID, quantity: -2 }], period: 'monthly' },
        'lines.0.quantity',
        'Entier positif uniquement',
      ],
      [
        { lines: [{ offerId: LICENCE_ID, quantity: 0 }], period: 'monthly' },
        'lines.0.quantity',
        'Entier positif uniquement',
      ],
      [{ lines: [], period: 'monthly' }, 'lines', 'Le panier est vide'],
      [
        {
          lines: [
            { offerId: PRO_ID, quantity: 1 },
            { offerId: PRO_ID, quantity: 1 },
          ],
          period: 'monthly',
        },
        'lines',
        'Une offre ne peut figurer qu’une fois dans le panier',
      ],
      [{ lines: [{ offerId: PRO_ID, quantity: 1 }], period: 'weekly' }, 'period', 'Obligatoire'],
    ];
    for (const [json, path, message] of cases) {
      const answer = await w.h.request('POST', cartPath(agency.agencyId), { token: agency.token, json });
      expect(answer.status).toBe(400);
      expect(answer.error?.details?.issues).toContainEqual({ path, message });
    }
    expect(await invoicesCount()).toEqual([before]);
  });

  it('a hidden, deactivated or unknown offer → 404 Offre introuvable', async () => {
    const agency = await w.agency();
    const [before] = await invoicesCount();
    await w.h.asPlatform(
      (tx) => tx`update agency_subscription_offers set status = 200 where id = ${subscriptionOfferSeedId('website')}`,
    );
    for (const offerId of [PAYSLIPS_ID, subscriptionOfferSeedId('website'), '01a21755-0000-7000-8000-00000000dead']) {
      const answer = await w.h.request('POST', cartPath(agency.agencyId), {
        token: agency.token,
        json: { lines: [{ offerId, quantity: 1 }], period: 'monthly' },
      });
      expect([answer.status, answer.error?.message]).toEqual([404, 'Offre introuvable']);
    }
    expect(await invoicesCount()).toEqual([before]);
  });

  it('articles without a delivery address → 400 Obligatoire on the address', async () => {
    const agency = await w.agency();
    const answer = await w.h.request('POST', cartPath(agency.agencyId), {
      token: agency.token,
      json: { lines: [{ offerId: NFC_BADGES_ID, quantity: 1 }], period: 'monthly' },
    });
    expect(answer.status).toBe(400);
    expect(answer.error?.details?.issues).toEqual([{ path: 'deliveryAddress', message: 'Obligatoire' }]);
  });

  it('Stripe unreachable → 502 Erreur Stripe, and the payment is left in error', async () => {
    const agency = await w.agency();
    await w.stripe.close();
    try {
      const answer = await w.h.request('POST', cartPath(agency.agencyId), {
        token: agency.token,
        json: { lines: [{ offerId: PRO_ID, quantity: 1 }], period: 'monthly' },
      });
      expect(answer.status).toBe(502);
      expect(answer.error?.message).toMatch(/^Erreur Stripe : /);
      const payments = await w.h.asPlatform(
        (tx) => tx<{ status: string }[]>`select status from agency_payments where agency_id = ${agency.agencyId}`,
      );
      expect(payments).toEqual([{ status: 'ERROR' }]);
    } finally {
      await w.restartStripe();
    }
  });
});

describe('POST /stripe grants nothing without a verified, matching payment', () => {
  it('a forged signature, a wrong secret or no signature → 400 Signature Stripe invalide, nothing applied', async () => {
    const agency = await w.agency();
    const { payment } = await w.checkout(agency);
    const intentId = payment.clientSecret.split('_secret_')[0] ?? '';
    const forged = JSON.stringify({
      id: 'evt_forged_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: intentId,
          object: 'payment_intent',
          amount_received: 11_993,
          metadata: { agencyId: agency.agencyId, paymentId: payment.id },
        },
      },
    });
    for (const answer of [
      await postWebhook(forged, 'whsec_not_ours'),
      await w.h.request('POST', '/stripe', { raw: forged }),
      await w.h.request('POST', '/stripe', { raw: forged, headers: { 'stripe-signature': 't=1,v1=00' } }),
    ]) {
      expect([answer.status, answer.error?.message]).toEqual([400, 'Signature Stripe invalide']);
    }
    const announced = await w.h.sql`select id from outbox where envelope->>'agencyId' = ${agency.agencyId}`;
    expect(announced).toEqual([]);
    const [state] = await w.h.asPlatform(
      (tx) => tx<{ status: string }[]>`select status from agency_payments where id = ${payment.id}`,
    );
    expect(state?.status).toBe('PENDING');
  });

  it("a signed event naming another agency's payment, or the wrong amount, is ignored", async () => {
    const agency = await w.agency();
    const other = await w.agency();
    const { payment } = await w.checkout(agency);
    const intentId = payment.clientSecret.split('_secret_')[0] ?? '';
    const event = (id: string, object: Record<string, unknown>) =>
      JSON.stringify({
        id,
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: { id: intentId, object: 'payment_intent', ...object } },
      });
    const foreign = await postWebhook(
      event('evt_foreign', { amount_received: 11_993, metadata: { agencyId: other.agencyId, paymentId: payment.id } }),
    );
    const cheaper = await postWebhook(
      event('evt_cheaper', { amount_received: 100, metadata: { agencyId: agency.agencyId, paymentId: payment.id } }),
    );
    expect([foreign.status, cheaper.status]).toEqual([200, 200]);
    const outcomes = await w.h.asPlatform(
      (tx) =>
        tx<
          { id: string; outcome: string }[]
        >`select id, outcome from provider_events where id in ('evt_foreign', 'evt_cheaper') order by id`,
    );
    expect(outcomes).toEqual([
      { id: 'evt_cheaper', outcome: 'amount-mismatch' },
      { id: 'evt_foreign', outcome: 'foreign' },
    ]);
    const [state] = await w.h.asPlatform(
      (tx) => tx<{ status: string }[]>`select status from agency_payments where id = ${payment.id}`,
    );
    expect(state?.status).toBe('PENDING');
  });

  it('a 3-D Secure that fails leaves the payment in error with the French refusal; a late failure after success changes nothing', async () => {
    const agency = await w.agency();
    const { payment } = await w.checkout(agency);
    const intentId = payment.clientSecret.split('_secret_')[0] ?? '';
    await w.payByCard(payment.clientSecret, '4000002760003184');
    w.stripe.completeAuthentication(intentId, 'fail');
    await w.stripe.webhooksIdle();
    const failed = await w.h.asPlatform(
      (tx) =>
        tx<{ status: string; error: string }[]>`select status, error from agency_payments where id = ${payment.id}`,
    );
    expect(failed).toEqual([
      {
        status: 'ERROR',
        error: "Le paiement n'a pas pu être encaissé : réessayez avec un autre moyen de paiement ou contactez-nous",
      },
    ]);
    // Another card pays the same invoice; then the old failure, delivered late again, is harmless.
    await w.payByCard(payment.clientSecret);
    const failure = w.stripe.events.find(
      (e) => e.type === 'payment_intent.payment_failed' && e.data.object.id === intentId,
    );
    w.stripe.replayEvent(failure?.id ?? '');
    await w.stripe.webhooksIdle();
    const [state] = await w.h.asPlatform(
      (tx) => tx<{ status: string }[]>`select status from agency_payments where id = ${payment.id}`,
    );
    expect(state?.status).toBe('VALIDATED');
  });

  it("an agency reads only its own payment: another agency's payment id → 404 Paiement introuvable", async () => {
    const agency = await w.agency();
    const other = await w.agency();
    const { payment } = await w.checkout(agency);
    const answer = await w.h.request('GET', `/agency/${other.agencyId}/payment-intent/${payment.id}`, {
      token: other.token,
    });
    expect([answer.status, answer.error?.message]).toEqual([404, 'Paiement introuvable']);
  });
});
