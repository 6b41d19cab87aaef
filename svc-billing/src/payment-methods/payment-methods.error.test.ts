import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr } from '@portal/contracts';
import { cardData, confirmFromBrowser } from '@portal/service-kit/fakes/stripe/testing/stripe-clients';
import { startPaymentsWorld, type PaymentsWorld } from '../agency-payments/testing/payments-world.js';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import { deleteMethod, listMethods, saveMethod, setDefault, type TestAgency } from './testing/saved-methods.js';

let w: PaymentsWorld;
let agency: TestAgency;
let other: TestAgency;
let othersCard: string;

beforeAll(async () => {
  w = await startPaymentsWorld();
  agency = await w.agency();
  other = await w.agency();
  await saveMethod(w, agency, 'CARD');
  await saveMethod(w, other, 'CARD');
  othersCard = (await saveMethod(w, other, 'CARD', '5555555555554444')).methodId;
});
afterAll(async () => {
  await w?.close();
});

const stripeCalls = (path: string) => w.stripe.requests.filter((request) => request.path === path).length;

describe('payment methods refused (local fake of Stripe)', () => {
  it("another agency's method → 404 'Moyen de paiement introuvable', and it stays attached at Stripe", async () => {
    for (const answer of [await setDefault(w, agency, othersCard), await deleteMethod(w, agency, othersCard)]) {
      expect([answer.status, answer.error?.code, answer.error?.message]).toEqual([
        404,
        'PAYMENT_METHOD_NOT_FOUND',
        fr.PAYMENT_METHOD_NOT_FOUND,
      ]);
    }
    expect(stripeCalls(`/v1/payment_methods/${othersCard}/detach`)).toBe(0);
    expect((await listMethods(w, other)).methods.map((method) => method.id)).toContain(othersCard);
  });

  it('a path naming no Stripe payment method → 404 before Stripe is asked', async () => {
    const before = w.stripe.requests.length;
    for (const id of ['pas-un-id', 'pm_', "pm_x'--"]) {
      const answer = await setDefault(w, agency, encodeURIComponent(id));
      expect([id, answer.status, answer.error?.code]).toEqual([id, 404, 'PAYMENT_METHOD_NOT_FOUND']);
    }
    expect(w.stripe.requests.length).toBe(before);
  });

  it('an agency that never saved a method: an empty list without asking Stripe, and 404 on any method', async () => {
    const fresh = await w.agency();
    const before = w.stripe.requests.length;
    expect(await listMethods(w, fresh)).toEqual({ defaultType: null, methods: [] });
    expect(w.stripe.requests.length).toBe(before);
    expect((await deleteMethod(w, fresh, othersCard)).status).toBe(404);
  });

  it('a set-up of another type than a card or a SEPA mandate, or with more fields → 400', async () => {
    for (const json of [{ type: 'CHECK' }, {}, { type: 'CARD', customer: 'cus_autre' }]) {
      const answer = await w.h.request('POST', `/agency/${agency.agencyId}/payment-methods/setup`, {
        token: agency.token,
        json,
      });
      expect([JSON.stringify(json), answer.status, answer.error?.code]).toEqual([
        JSON.stringify(json),
        400,
        'VALIDATION_FAILED',
      ]);
    }
  });

  it('a card the bank declines is not saved: Stripe.js shows the refusal, the list is unchanged', async () => {
    const before = await listMethods(w, agency);
    const answer = await w.h.request('POST', `/agency/${agency.agencyId}/payment-methods/setup`, {
      token: agency.token,
      json: { type: 'CARD' },
    });
    const { clientSecret } = answer.body as { clientSecret: string };
    const refused = await confirmFromBrowser(w.stripe, clientSecret, {
      payment_method_data: cardData('4000000000000002'),
    });
    expect([refused.status, refused.body.error?.code]).toEqual([402, 'card_declined']);
    await w.stripe.webhooksIdle();
    expect(await listMethods(w, agency)).toEqual(before);
  });
});

describe('Stripe out of reach', () => {
  let h: BillingHarness;
  beforeAll(async () => {
    h = await startBillingHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it("→ 502 'Erreur Stripe : …' with the provider's words, for the list and the set-up", async () => {
    const { agencyId } = await h.provisionAgency();
    await h.asPlatform(
      (tx) =>
        tx`insert into agency_billing_accounts (agency_id, provider_customer_id) values (${agencyId}, 'cus_injoignable')`,
    );
    const token = await h.tokenFor(agencyId);
    const list = await h.request('GET', `/agency/${agencyId}/payment-methods`, { token });
    const setup = await h.request('POST', `/agency/${agencyId}/payment-methods/setup`, {
      token,
      json: { type: 'SEPA' },
    });
    for (const answer of [list, setup]) {
      expect([answer.status, answer.error?.code]).toEqual([502, 'STRIPE_ERROR']);
      expect(answer.error?.message).toMatch(/^Erreur Stripe : /);
    }
  });
});
