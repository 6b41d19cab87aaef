import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeFake, type StripeFake } from './index.js';
import { TEST_PUBLISHABLE_KEY, cardData, confirmFromBrowser, stripeFor } from './testing/stripe-clients.js';

/** The rejection of `promise`, which must be one. */
async function refusal(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) return error;
    throw error;
  }
  throw new Error('expected a Stripe error');
}

describe('Stripe fake (a third party faked locally), through the official stripe library: refusals', () => {
  let fake: StripeFake;
  let stripe: Stripe;

  beforeAll(async () => {
    fake = await startStripeFake();
    stripe = stripeFor(fake);
  });
  afterAll(() => fake.close());

  const intentFor = async (customer?: string) =>
    stripe.paymentIntents.create({ amount: 12_900, currency: 'eur', customer, allowed_payment_method_types: ['card'] });

  it('declines 4000 0000 0000 9995 with a StripeCardError (card_declined, insufficient_funds)', async () => {
    const intent = await intentFor();
    const declined = await confirmFromBrowser(fake, intent.client_secret ?? '', {
      payment_method_data: cardData('4000000000009995'),
    });
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
      payment_intent: { id: intent.id, status: 'requires_payment_method' },
    });
    expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' },
    });
  });

  it('declines generic_decline: a saved 0341 card charged from the server (StripeCardError), 0002 from the browser', async () => {
    const customer = await stripe.customers.create({ name: 'Paul Martin' });
    const setup = await stripe.setupIntents.create({ customer: customer.id });
    const saved = await confirmFromBrowser(fake, setup.client_secret ?? '', {
      payment_method_data: cardData('4000000000000341'),
    });
    expect(saved.body.status).toBe('succeeded');

    const error = await refusal(
      stripe.paymentIntents.create({
        amount: 4_900,
        currency: 'eur',
        customer: customer.id,
        payment_method: String(saved.body.payment_method),
        confirm: true,
        off_session: true,
      }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ statusCode: 402, code: 'card_declined', decline_code: 'generic_decline' });
    expect(error.payment_intent?.status).toBe('requires_payment_method');

    const direct = await intentFor();
    const declined = await confirmFromBrowser(fake, direct.client_secret ?? '', {
      payment_method_data: cardData('4000000000000002'),
    });
    expect(declined.body.error).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline' });
  });

  it('refuses an off-session payment with a saved always-3DS card as authentication_required', async () => {
    const customer = await stripe.customers.create({ name: 'Léa Bernard' });
    const setup = await stripe.setupIntents.create({ customer: customer.id, usage: 'off_session' });
    await confirmFromBrowser(fake, setup.client_secret ?? '', { payment_method_data: cardData('4000002760003184') });
    const saved = fake.completeAuthentication(setup.id, 'succeed');

    const error = await refusal(
      stripe.paymentIntents.create({
        amount: 4_900,
        currency: 'eur',
        customer: customer.id,
        payment_method: String(saved.payment_method),
        confirm: true,
        off_session: true,
      }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ code: 'authentication_required', decline_code: 'authentication_required' });
    expect(fake.events.filter((e) => e.data.object.id === error.payment_intent?.id).map((e) => e.type)).toEqual([
      'payment_intent.created',
      'payment_intent.payment_failed',
    ]);
  });

  it('replays the first answer to a reused idempotency key, creating nothing new', async () => {
    const params = { amount: 2_500, currency: 'eur', metadata: { invoiceId: 'invoice-7' } };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: 'invoice-7-payment' });
    const eventsBefore = fake.events.length;
    const again = await stripe.paymentIntents.create(params, { idempotencyKey: 'invoice-7-payment' });

    expect(again.id).toBe(first.id);
    expect(again.client_secret).toBe(first.client_secret);
    expect(fake.events.length).toBe(eventsBefore);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      idempotencyKey: 'invoice-7-payment',
      replayed: true,
      params: { amount: '2500', metadata: { invoiceId: 'invoice-7' } },
    });
  });

  it('refuses a reused idempotency key with other parameters as StripeIdempotencyError', async () => {
    await stripe.paymentIntents.create({ amount: 2_500, currency: 'eur' }, { idempotencyKey: 'invoice-8-payment' });
    const error = await refusal(
      stripe.paymentIntents.create({ amount: 9_999, currency: 'eur' }, { idempotencyKey: 'invoice-8-payment' }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error).toMatchObject({ statusCode: 400, rawType: 'idempotency_error' });
  });

  it('answers an unknown URL 404 "Unrecognized request URL", an unknown id 404 resource_missing', async () => {
    const unknown = await refusal(stripe.rawRequest('GET', '/v1/subscriptions', {}));
    expect(unknown).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.message).toMatch(/^Unrecognized request URL \(GET: \/v1\/subscriptions\)/);

    const missing = await refusal(stripe.paymentIntents.retrieve('pi_doesnotexist'));
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' });
    const missingCustomer = await refusal(intentFor('cus_doesnotexist'));
    expect(missingCustomer).toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'customer' });
  });

  it('refuses a call without a key, with another key or with a publishable key as StripeAuthenticationError', async () => {
    const anonymous = await fetch(`${fake.url}/v1/customers`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { type: 'authentication_error' } });

    for (const key of ['sk_live_portal', TEST_PUBLISHABLE_KEY]) {
      const error = await refusal(stripeFor(fake, key).customers.create({ name: 'Marie Durand' }));
      expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
      expect(error.statusCode).toBe(401);
    }
  });

  it('lets a publishable key confirm only the intent whose client secret it presents', async () => {
    const intent = await intentFor();
    const other = await intentFor();
    const wrong = await confirmFromBrowser(fake, `${intent.id}_secret_${other.client_secret?.split('_secret_')[1]}`, {
      payment_method_data: cardData('4242424242424242'),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ type: 'invalid_request_error', param: 'client_secret' });
    expect(fake.paymentIntent(intent.id)?.status).toBe('requires_payment_method');
  });

  it('refuses an unknown parameter and a wrong card number in Stripe words', async () => {
    const unknown = await refusal(
      stripe.paymentIntents.create({ amount: 100, currency: 'eur', capture_method: 'manual' }),
    );
    expect(unknown).toMatchObject({ statusCode: 400, code: 'parameter_unknown', param: 'capture_method' });

    const intent = await intentFor();
    const wrongNumber = await confirmFromBrowser(fake, intent.client_secret ?? '', {
      payment_method_data: cardData('4242424242424241'),
    });
    expect(wrongNumber.status).toBe(402);
    expect(wrongNumber.body.error).toMatchObject({ type: 'card_error', code: 'incorrect_number' });
  });
});
