import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eventually } from '../../testing/eventually.js';
import { startStripeFake, type StripeFake } from './index.js';
import { cardData, confirmFromBrowser, sepaData, stripeFor } from './testing/stripe-clients.js';
import { startWebhookReceiver, type WebhookReceiver } from './testing/webhook-receiver.js';

const WEBHOOK_SECRET = 'whsec_portal_billing_test';

describe('Stripe fake (a third party faked locally), through the official stripe library: payments', () => {
  let fake: StripeFake;
  let stripe: Stripe;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    fake = await startStripeFake({ webhooks: [{ url: receiver.url, secret: WEBHOOK_SECRET }], sepaProcessingMs: 50 });
    stripe = stripeFor(fake);
  });
  afterAll(async () => {
    await fake.close();
    await receiver.close();
  });

  async function newIntent(amount = 12_900) {
    const customer = await stripe.customers.create({
      email: 'marie.durand@vigie.test',
      name: 'Marie Durand',
      metadata: { agencyId: 'agency-1' },
    });
    const intent = await stripe.paymentIntents.create({
      amount,
      currency: 'eur',
      customer: customer.id,
      description: 'Abonnement Vigie — mars',
      metadata: { agencyId: 'agency-1', invoiceId: 'invoice-1' },
      allowed_payment_method_types: ['card'],
    });
    return { customer, intent };
  }

  it('pays with 4242: the intent succeeds with a charge, and its signed payment_intent.succeeded verifies', async () => {
    const { customer, intent } = await newIntent();
    expect(customer).toMatchObject({ object: 'customer', metadata: { agencyId: 'agency-1' } });
    expect(customer.id).toMatch(/^cus_[A-Za-z0-9]{24}$/);
    expect(intent).toMatchObject({ object: 'payment_intent', status: 'requires_payment_method', amount: 12_900 });
    expect(intent.id).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_[A-Za-z0-9]+$`));

    const confirmed = await confirmFromBrowser(fake, intent.client_secret ?? '', {
      payment_method_data: cardData('4242424242424242'),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'succeeded', amount_received: 12_900 });

    const retrieved = await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge', 'payment_method'] });
    expect(retrieved.status).toBe('succeeded');
    expect(retrieved.latest_charge).toMatchObject({ object: 'charge', status: 'succeeded', amount: 12_900 });
    expect(retrieved.payment_method).toMatchObject({
      type: 'card',
      card: { brand: 'visa', last4: '4242', exp_month: 12, country: 'US' },
      billing_details: { name: 'Marie Durand' },
    });

    const hook = await eventually(() => {
      const found = receiver.received.find((r) => r.type === 'payment_intent.succeeded' && r.objectId === intent.id);
      if (!found) throw new Error('payment_intent.succeeded not received yet');
      return found;
    });
    const event = stripe.webhooks.constructEvent(hook.rawBody, hook.signature, WEBHOOK_SECRET);
    expect(event).toMatchObject({
      object: 'event',
      type: 'payment_intent.succeeded',
      livemode: false,
      data: { object: { id: intent.id, status: 'succeeded', metadata: { invoiceId: 'invoice-1' } } },
    });
    expect(event.id).toMatch(/^evt_/);
    expect(receiver.typesFor(intent.id)).toEqual(['payment_intent.created', 'payment_intent.succeeded']);

    const tampered = hook.rawBody.replace('"amount": 12900', '"amount": 1');
    expect(tampered).not.toBe(hook.rawBody);
    expect(() => stripe.webhooks.constructEvent(tampered, hook.signature, WEBHOOK_SECRET)).toThrow(
      /No signatures found matching the expected signature/,
    );
    expect(() => stripe.webhooks.constructEvent(hook.rawBody, hook.signature, 'whsec_someone_else')).toThrow(
      /No signatures found matching the expected signature/,
    );
  });

  it('asks for 3-D Secure with 4000 0027 6000 3184; a completed authentication makes it succeed', async () => {
    const { intent } = await newIntent();
    const confirmed = await confirmFromBrowser(fake, intent.client_secret ?? '', {
      payment_method_data: cardData('4000002760003184'),
    });
    expect(confirmed.body).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } },
    });

    expect(fake.completeAuthentication(intent.id, 'succeed')).toMatchObject({ status: 'succeeded' });
    expect((await stripe.paymentIntents.retrieve(intent.id)).latest_charge).toMatch(/^ch_/);
    await eventually(() =>
      expect(receiver.typesFor(intent.id)).toEqual([
        'payment_intent.created',
        'payment_intent.requires_action',
        'payment_intent.succeeded',
      ]),
    );
  });

  it('returns to requires_payment_method with payment_intent_authentication_failure when 3-D Secure fails', async () => {
    const { intent } = await newIntent();
    await confirmFromBrowser(fake, intent.client_secret ?? '', { payment_method_data: cardData('4000002500003155') });

    fake.completeAuthentication(intent.id, 'fail');
    const failed = await stripe.paymentIntents.retrieve(intent.id);
    expect(failed).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      last_payment_error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure' },
    });
    await eventually(() => expect(receiver.typesFor(intent.id)).toContain('payment_intent.payment_failed'));
  });

  it('saves a card through a set-up intent, then charges it off session (a renewal)', async () => {
    const customer = await stripe.customers.create({ email: 'paul.martin@vigie.test' });
    const setup = await stripe.setupIntents.create({
      customer: customer.id,
      allowed_payment_method_types: ['card'],
      usage: 'off_session',
    });
    expect(setup).toMatchObject({ object: 'setup_intent', status: 'requires_payment_method' });
    const saved = await confirmFromBrowser(fake, setup.client_secret ?? '', {
      payment_method_data: cardData('4000002500003155', 'Paul Martin'),
    });
    expect(saved.body.status).toBe('requires_action');
    fake.completeAuthentication(setup.id, 'succeed');
    const done = await stripe.setupIntents.retrieve(setup.id);
    expect(done.status).toBe('succeeded');

    const cards = await stripe.paymentMethods.list({ customer: customer.id, type: 'card' });
    expect(cards.data).toHaveLength(1);
    expect(cards.data[0]).toMatchObject({ id: done.payment_method, customer: customer.id, card: { last4: '3155' } });

    const renewal = await stripe.paymentIntents.create({
      amount: 4_900,
      currency: 'eur',
      customer: customer.id,
      payment_method: String(done.payment_method),
      off_session: true,
      confirm: true,
    });
    expect(renewal.status).toBe('succeeded');
    await eventually(() => expect(receiver.typesFor(String(done.payment_method))).toEqual(['payment_method.attached']));
    await eventually(() => expect(receiver.typesFor(setup.id)).toContain('setup_intent.succeeded'));
  });

  it('saves a SEPA mandate, whose debit is processing then succeeds; another IBAN processing then fails', async () => {
    const customer = await stripe.customers.create({ email: 'syndic@vigie.test' });
    const setup = await stripe.setupIntents.create({
      customer: customer.id,
      allowed_payment_method_types: ['sepa_debit'],
    });
    const saved = await confirmFromBrowser(fake, setup.client_secret ?? '', {
      payment_method_data: sepaData('FR14 2004 1010 0505 0001 3M02 606'),
    });
    expect(saved.body).toMatchObject({ status: 'succeeded', mandate: expect.stringMatching(/^mandate_/) });
    const [mandate] = (await stripe.paymentMethods.list({ customer: customer.id, type: 'sepa_debit' })).data;
    expect(mandate).toMatchObject({
      type: 'sepa_debit',
      sepa_debit: { last4: '2606', bank_code: '20041', country: 'FR' },
      billing_details: { name: 'Marie Durand', email: 'marie.durand@vigie.test' },
    });

    const debit = await stripe.paymentIntents.create({
      amount: 9_900,
      currency: 'eur',
      customer: customer.id,
      allowed_payment_method_types: ['sepa_debit'],
      payment_method: mandate?.id,
      off_session: true,
      confirm: true,
    });
    expect(debit.status).toBe('processing');
    await eventually(() => expect(fake.paymentIntent(debit.id)?.status).toBe('succeeded'));

    const failing = await stripe.setupIntents.create({
      customer: customer.id,
      allowed_payment_method_types: ['sepa_debit'],
    });
    const failingSaved = await confirmFromBrowser(fake, failing.client_secret ?? '', {
      payment_method_data: sepaData('FR8420041010050500013M02607'),
    });
    const failedDebit = await stripe.paymentIntents.create({
      amount: 9_900,
      currency: 'eur',
      customer: customer.id,
      allowed_payment_method_types: ['sepa_debit'],
      payment_method: String(failingSaved.body.payment_method),
      off_session: true,
      confirm: true,
    });
    expect(failedDebit.status).toBe('processing');
    await eventually(() =>
      expect(receiver.typesFor(failedDebit.id)).toEqual([
        'payment_intent.created',
        'payment_intent.processing',
        'payment_intent.payment_failed',
      ]),
    );
    expect(fake.paymentIntent(failedDebit.id)).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'insufficient_funds' },
    });

    const oneOff = await stripe.paymentIntents.create({
      amount: 1_500,
      currency: 'eur',
      allowed_payment_method_types: ['sepa_debit'],
      payment_method_data: {
        type: 'sepa_debit',
        sepa_debit: { iban: 'FR1420041010050500013M02606' },
        billing_details: { name: 'Marie Durand', email: 'marie.durand@vigie.test' },
      },
      confirm: true,
    });
    expect(oneOff).toMatchObject({ status: 'processing', payment_method: expect.stringMatching(/^pm_/) });
  });

  it('lists, detaches and attaches payment methods', async () => {
    const customer = await stripe.customers.create({ email: 'lea.bernard@vigie.test' });
    const setups = [];
    for (const number of ['4242424242424242', '5555555555554444']) {
      const setup = await stripe.setupIntents.create({ customer: customer.id });
      setups.push(
        (await confirmFromBrowser(fake, setup.client_secret ?? '', { payment_method_data: cardData(number) })).body,
      );
    }
    const listed = await stripe.paymentMethods.list({ customer: customer.id, type: 'card' });
    expect(listed.data.map((pm) => pm.card?.brand)).toEqual(['mastercard', 'visa']);

    const visa = String(setups[0]?.payment_method);
    expect(await stripe.paymentMethods.detach(visa)).toMatchObject({ id: visa, customer: null });
    expect((await stripe.paymentMethods.list({ customer: customer.id, type: 'card' })).data).toHaveLength(1);
    await eventually(() =>
      expect(receiver.typesFor(visa)).toEqual(['payment_method.attached', 'payment_method.detached']),
    );

    expect(await stripe.paymentMethods.attach(visa, { customer: customer.id })).toMatchObject({
      customer: customer.id,
    });
    expect(await stripe.paymentMethods.retrieve(visa)).toMatchObject({ customer: customer.id });
  });

  it('reads the payment method types as stripe@23 sends them, as older versions did, or automatic', async () => {
    const allowed = await stripe.paymentIntents.create({
      amount: 1_000,
      currency: 'eur',
      allowed_payment_method_types: ['sepa_debit'],
    });
    expect(allowed).toMatchObject({
      allowed_payment_method_types: ['sepa_debit'],
      payment_method_types: ['sepa_debit'],
      automatic_payment_methods: null,
    });
    const created = await stripe.rawRequest('POST', '/v1/payment_intents', {
      amount: 1_000,
      currency: 'eur',
      payment_method_types: ['card'],
    });
    const legacy = await stripe.paymentIntents.retrieve(z.object({ id: z.string() }).parse(created).id);
    expect(legacy.payment_method_types).toEqual(['card']);
    const automatic = await stripe.setupIntents.create({ excluded_payment_method_types: ['sepa_debit'] });
    expect(automatic).toMatchObject({ automatic_payment_methods: { enabled: true }, payment_method_types: ['card'] });

    const refused = await confirmFromBrowser(fake, allowed.client_secret ?? '', {
      payment_method_data: cardData('4242424242424242'),
    });
    expect(refused.body.error).toMatchObject({ code: 'payment_intent_incompatible_payment_method' });
  });

  it('refunds a payment: a refund object, and charge.refunded', async () => {
    const { intent } = await newIntent(5_000);
    await confirmFromBrowser(fake, intent.client_secret ?? '', { payment_method_data: cardData('4242424242424242') });

    const refund = await stripe.refunds.create({ payment_intent: intent.id, amount: 2_000 });
    expect(refund).toMatchObject({ object: 'refund', amount: 2_000, status: 'succeeded', payment_intent: intent.id });
    expect(refund.id).toMatch(/^re_/);
    const hook = await eventually(() => {
      const found = receiver.received.find((r) => r.type === 'charge.refunded' && r.objectId === refund.charge);
      if (!found) throw new Error('charge.refunded not received yet');
      return found;
    });
    expect(stripe.webhooks.constructEvent(hook.rawBody, hook.signature, WEBHOOK_SECRET).data.object).toMatchObject({
      amount_refunded: 2_000,
      refunded: false,
    });
  });
});
