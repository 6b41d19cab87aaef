import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../testing/eventually.js';
import { freePort } from '../../testing/ports.js';
import { FAKE_API_VERSION } from './event-log.js';
import { startStripeFake, type StripeFake } from './index.js';
import { stripeFor } from './testing/stripe-clients.js';
import { startWebhookReceiver, type WebhookReceiver } from './testing/webhook-receiver.js';

const SECRET = 'whsec_webhooks_test';

describe('Stripe fake (a third party faked locally): its signed webhooks', () => {
  let fake: StripeFake;
  let stripe: Stripe;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    fake = await startStripeFake({ webhookRetryDelaysMs: [20, 40, 60] });
    fake.addWebhookEndpoint(receiver.url, SECRET);
    stripe = stripeFor(fake);
  });
  afterAll(async () => {
    await fake.close();
    await receiver.close();
  });

  it('carries the call that caused it: its request id and idempotency key', async () => {
    const customer = await stripe.customers.create({ name: 'Marie Durand' }, { idempotencyKey: 'customer-marie' });
    await fake.webhooksIdle();
    const event = fake.events.find((e) => e.data.object.id === customer.id);
    expect(event).toMatchObject({
      object: 'event',
      type: 'customer.created',
      api_version: FAKE_API_VERSION,
      livemode: false,
      pending_webhooks: 1,
      request: { id: expect.stringMatching(/^req_/), idempotency_key: 'customer-marie' },
    });
    expect(event?.created).toBeCloseTo(Date.now() / 1000, -1);
  });

  it('retries an endpoint that answers 500, then records each attempt', async () => {
    receiver.failWith.push(500, 503);
    const customer = await stripe.customers.create({ name: 'Paul Martin' });
    const eventId = fake.events.find((e) => e.data.object.id === customer.id)?.id;
    await eventually(() => expect(receiver.received.filter((r) => r.eventId === eventId)).toHaveLength(3));
    expect(fake.deliveries.filter((d) => d.eventId === eventId)).toEqual([
      { eventId, type: 'customer.created', url: receiver.url, attempt: 1, status: 500 },
      { eventId, type: 'customer.created', url: receiver.url, attempt: 2, status: 503 },
      { eventId, type: 'customer.created', url: receiver.url, attempt: 3, status: 200 },
    ]);
    const signatures = receiver.received.filter((r) => r.eventId === eventId).map((r) => r.signature);
    for (const signature of signatures) expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });

  it('gives up after the last retry, and records an unreachable endpoint with no status', async () => {
    const nobody = `http://127.0.0.1:${await freePort()}/webhooks`;
    const lonely = await startStripeFake({ webhooks: [{ url: nobody, secret: SECRET }], webhookRetryDelaysMs: [10] });
    try {
      await stripeFor(lonely).customers.create({ name: 'Nobody listens' });
      await eventually(() => expect(lonely.deliveries).toHaveLength(2));
      await lonely.webhooksIdle();
      expect(lonely.deliveries.map((d) => [d.attempt, d.status])).toEqual([
        [1, null],
        [2, null],
      ]);
    } finally {
      await lonely.close();
    }
  });

  it('replays an event with the same id and a fresh signature that still verifies', async () => {
    const customer = await stripe.customers.create({ name: 'Léa Bernard' });
    const original = fake.events.find((e) => e.data.object.id === customer.id);
    await fake.webhooksIdle();
    expect(fake.replayEvent(original?.id ?? '')).toBe(original);
    await eventually(() => expect(receiver.received.filter((r) => r.eventId === original?.id)).toHaveLength(2));
    for (const hook of receiver.received.filter((r) => r.eventId === original?.id)) {
      expect(stripe.webhooks.constructEvent(hook.rawBody, hook.signature, SECRET).id).toBe(original?.id);
    }
  });

  it('sends a custom event, signed like the others', async () => {
    const sent = fake.sendEvent('invoice.payment_succeeded', { id: 'in_custom', object: 'invoice', amount_paid: 100 });
    const hook = await eventually(() => {
      const found = receiver.received.find((r) => r.eventId === sent.id);
      if (!found) throw new Error('not received yet');
      return found;
    });
    const event = stripe.webhooks.constructEvent(hook.rawBody, hook.signature, SECRET);
    expect(event).toMatchObject({ type: 'invoice.payment_succeeded', data: { object: { id: 'in_custom' } } });
  });
});
