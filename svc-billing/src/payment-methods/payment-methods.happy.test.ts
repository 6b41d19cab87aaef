import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgencyPaymentMethodsSchema, fr } from '@portal/contracts';
import { startPaymentsWorld, type PaymentsWorld } from '../agency-payments/testing/payments-world.js';
import {
  deleteMethod,
  listMethods,
  saveMethod,
  setDefault,
  storedMethods,
  type TestAgency,
} from './testing/saved-methods.js';

let w: PaymentsWorld;

beforeAll(async () => {
  w = await startPaymentsWorld();
});
afterAll(async () => {
  await w?.close();
});

const nextYears = new Date().getFullYear() + 3;

describe('payments/methods: cards and SEPA mandates saved at Stripe (local fake of Stripe)', () => {
  let agency: TestAgency;
  let cardId: string;
  let sepaId: string;

  beforeAll(async () => {
    agency = await w.agency();
  });

  it('saves a card through a set-up intent confirmed by Stripe.js, and lists it as the default', async () => {
    expect(await listMethods(w, agency)).toEqual({ defaultType: null, methods: [] });
    const { setup, confirmed, methodId } = await saveMethod(w, agency, 'CARD');
    expect(setup.clientSecret).toMatch(/^seti_\w+_secret_\w+$/);
    expect(confirmed.body).toMatchObject({ status: 'succeeded' });
    cardId = methodId;

    expect(await listMethods(w, agency)).toEqual({
      defaultType: 'CARD',
      methods: [
        {
          id: cardId,
          type: 'CARD',
          enabled: true,
          isDefault: true,
          card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: nextYears, holderName: 'Marie Durand' },
          sepa: null,
        },
      ],
    });
    // Stripe's events told billing: the first method saved is the default, copied with its agency.
    expect(await storedMethods(w, agency.agencyId)).toMatchObject({
      account: { defaultPaymentMethodId: cardId, defaultPaymentMethodType: 'CARD' },
      methods: [{ id: cardId, type: 'CARD', mandateReference: null, detachedAt: null }],
    });
    // The set-up is for off-session payments, on the agency's customer, with billing's own idempotency key.
    const intent = w.stripe.setupIntent(setup.clientSecret.split('_secret_')[0] ?? '');
    expect(intent).toMatchObject({ usage: 'off_session', metadata: { agencyId: agency.agencyId, type: 'CARD' } });
    const created = w.stripe.requests.filter((request) => request.path === '/v1/setup_intents');
    expect(created.at(-1)?.idempotencyKey).toMatch(/^setup-/);
  });

  it('saves a SEPA mandate with the IBAN, its holder and e-mail, and its mandate reference; the card stays the default', async () => {
    const { setup, methodId } = await saveMethod(w, agency, 'SEPA');
    sepaId = methodId;
    // The creditor the mandate text names: the platform's company billing is configured with.
    expect(setup.creditorName).toBe('Portail Agences SAS');
    const mandate = w.stripe.setupIntent(setup.clientSecret.split('_secret_')[0] ?? '')?.mandate;
    expect(mandate).toMatch(/^mandate_/);
    const { defaultType, methods } = await listMethods(w, agency);
    expect(defaultType).toBe('CARD');
    expect(methods.map((method) => [method.id, method.isDefault])).toEqual([
      [cardId, true],
      [sepaId, false],
    ]);
    expect(methods[1]).toMatchObject({
      type: 'SEPA',
      enabled: true,
      card: null,
      sepa: { last4: '2606', bankCode: '20041', country: 'FR', mandateReference: mandate, holderName: 'Marie Durand' },
    });
  });

  it('a card asking for 3-D Secure is saved once the holder authenticates (Stripe.js shows the bank page)', async () => {
    const { setup, confirmed } = await saveMethod(w, agency, 'CARD', '4000002760003184');
    expect(confirmed.body).toMatchObject({ status: 'requires_action' });
    const setupId = setup.clientSecret.split('_secret_')[0] ?? '';
    expect((await listMethods(w, agency)).methods.map((method) => method.card?.last4 ?? 'sepa')).toEqual([
      '4242',
      'sepa',
    ]);
    w.stripe.completeAuthentication(setupId, 'succeed');
    await w.stripe.webhooksIdle();
    const { methods } = await listMethods(w, agency);
    expect(methods.map((method) => method.card?.last4 ?? 'sepa')).toEqual(['4242', '3184', 'sepa']);
  });

  it('sets the SEPA mandate as the default: the default type follows', async () => {
    const answer = await setDefault(w, agency, sepaId);
    expect(answer.status).toBe(200);
    const changed = AgencyPaymentMethodsSchema.parse(answer.body);
    expect(changed.defaultType).toBe('SEPA');
    expect(changed.methods[0]).toMatchObject({ id: sepaId, isDefault: true });
    expect(changed.methods.filter((method) => method.isDefault)).toHaveLength(1);
    expect(await listMethods(w, agency)).toEqual(changed);
    expect((await storedMethods(w, agency.agencyId)).account).toEqual({
      defaultPaymentMethodId: sepaId,
      defaultPaymentMethodType: 'SEPA',
    });
  });

  it('the default again → 409 with 02 §8’s warning, and nothing changes', async () => {
    const answer = await setDefault(w, agency, sepaId);
    expect([answer.status, answer.error?.code, answer.error?.message]).toEqual([
      409,
      'PAYMENT_METHOD_ALREADY_DEFAULT',
      'Ce moyen de paiement est déjà utilisé par défaut.',
    ]);
    expect((await listMethods(w, agency)).methods[0]?.id).toBe(sepaId);
  });

  it('deleting the default → 409 with 02 §8’s message, and it stays at Stripe', async () => {
    const answer = await deleteMethod(w, agency, sepaId);
    expect([answer.status, answer.error?.code, answer.error?.message]).toEqual([
      409,
      'PAYMENT_METHOD_DEFAULT_UNDELETABLE',
      fr.PAYMENT_METHOD_DEFAULT_UNDELETABLE,
    ]);
    expect(w.stripe.requests.some((request) => request.path === `/v1/payment_methods/${sepaId}/detach`)).toBe(false);
  });

  it('deletes another method: detached at Stripe with billing’s idempotency key, gone from the list', async () => {
    const answer = await deleteMethod(w, agency, cardId);
    expect(answer.status).toBe(200);
    expect(AgencyPaymentMethodsSchema.parse(answer.body).methods.map((method) => method.id)).not.toContain(cardId);
    const detach = w.stripe.requests.filter((request) => request.path === `/v1/payment_methods/${cardId}/detach`);
    expect(detach.map((request) => [request.status, request.idempotencyKey])).toEqual([[200, `detach-${cardId}`]]);
    await w.stripe.webhooksIdle();
    const { methods } = await listMethods(w, agency);
    expect(methods.map((method) => method.id)).not.toContain(cardId);
    expect(methods[0]).toMatchObject({ id: sepaId, isDefault: true });
    const stored = await storedMethods(w, agency.agencyId);
    expect(stored.methods.find((method) => method.id === cardId)?.detachedAt).toBeInstanceOf(Date);
  });

  it('a replayed Stripe event changes nothing: the first card’s set-up does not take the default back', async () => {
    const before = await storedMethods(w, agency.agencyId);
    const replayed = w.stripe.events.filter(
      (event) =>
        ['setup_intent.succeeded', 'payment_method.attached', 'payment_method.detached'].includes(event.type) &&
        (event.data.object.id === cardId || event.data.object.payment_method === cardId),
    );
    expect(replayed.length).toBeGreaterThanOrEqual(3);
    for (const event of replayed) w.stripe.replayEvent(event.id);
    await w.stripe.webhooksIdle();
    expect(await storedMethods(w, agency.agencyId)).toEqual(before);
    const outcomes = await w.h.asPlatform(
      (tx) => tx<{ outcome: string }[]>`
        select outcome from provider_events where id = any(${replayed.map((event) => event.id)})`,
    );
    expect(outcomes.map((row) => row.outcome)).not.toContain('duplicate');
    expect(outcomes).toHaveLength(replayed.length);
  });
});

describe('the default of an agency whose Stripe events have not arrived', () => {
  it('is the first method saved, and billing keeps it', async () => {
    const agency = await w.agency();
    const first = await saveMethod(w, agency, 'CARD', '5555555555554444');
    await saveMethod(w, agency, 'CARD');
    // As if the events had been lost: billing forgets what they said.
    await w.h.asPlatform(
      (tx) => tx`
        update agency_billing_accounts set default_payment_method_id = null, default_payment_method_type = null
         where agency_id = ${agency.agencyId}`,
    );
    const { methods } = await listMethods(w, agency);
    expect(methods.map((method) => [method.card?.brand, method.isDefault])).toEqual([
      ['mastercard', true],
      ['visa', false],
    ]);
    expect((await storedMethods(w, agency.agencyId)).account?.defaultPaymentMethodId).toBe(first.methodId);
  });
});
