import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NatsConnection } from '@portal/service-kit';
import { connectNats, type EventConsumer } from '@portal/service-kit';
import { startIdentityStandIn, type IdentityStandIn } from '@portal/service-kit/testing/identity-stand-in';
import { consumerCaughtUp, publishRaw } from '@portal/service-kit/testing/jetstream-api';
import { startNatsServer, type TestNatsServer } from '@portal/service-kit/testing/nats-server';
import { customerEvent, customerPayload } from '../sites/testing/fixtures.js';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { CUSTOMER_READ_MODEL_DURABLE, startCustomerReadModel } from './events.js';
import { findCustomer } from './repo.js';

let h: OperationsHarness;
let nats: TestNatsServer;
let nc: NatsConnection;
let consumer: EventConsumer;
/** Billing as far as its events go: the kit's outbox and relay publishing to JetStream. */
let billing: IdentityStandIn;
let agencyId: string;
beforeAll(async () => {
  h = await startOperationsHarness();
  nats = await startNatsServer();
  nc = await connectNats(nats.url, h.logger);
  consumer = await startCustomerReadModel({ sql: h.sql, nc, logger: h.logger });
  billing = await startIdentityStandIn(nats.url, h.logger);
  agencyId = (await h.provisionAgency()).agencyId;
});
afterAll(async () => {
  await billing?.close();
  await consumer?.stop();
  await nc?.drain();
  await nats?.destroy();
  await h?.close();
});

const WAIT = { timeout: 5000, interval: 20 };
const customerOf = (customerId: string) => h.asPlatform((tx) => findCustomer(tx, customerId));
const caughtUp = () =>
  vi.waitFor(async () => expect(await consumerCaughtUp(nc, 'BILLING', CUSTOMER_READ_MODEL_DURABLE)).toBe(true), WAIT);

describe('the customers read model (billing.customer.* on the BILLING stream)', () => {
  it('keeps the customer billing announces, within 1 s, and follows its updates and archiving', async () => {
    const payload = customerPayload(agencyId, { name: 'Résidence Les Oliviers', customerNumber: '411-0001' });
    const started = performance.now();
    await billing.announce('billing.customer.created', payload, agencyId);
    await vi.waitFor(async () => expect(await customerOf(payload.customerId)).toBeDefined(), {
      timeout: 1000,
      interval: 20,
    });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await customerOf(payload.customerId)).toMatchObject({
      agencyId,
      name: 'Résidence Les Oliviers',
      customerNumber: '411-0001',
      status: 100,
      prospect: false,
    });

    await billing.announce(
      'billing.customer.updated',
      { ...payload, name: 'Résidence Les Pins', prospect: true },
      agencyId,
    );
    await vi.waitFor(
      async () =>
        expect(await customerOf(payload.customerId)).toMatchObject({ name: 'Résidence Les Pins', prospect: true }),
      WAIT,
    );
    await billing.announce('billing.customer.archived', { ...payload, status: 300 }, agencyId);
    await vi.waitFor(async () => expect((await customerOf(payload.customerId))?.status).toBe(300), WAIT);
  });

  it('applies a redelivered event once (inbox), and ignores an event older than the one applied', async () => {
    const payload = customerPayload(agencyId, { name: 'Odysseum' });
    const created = customerEvent('billing.customer.created', payload, new Date(Date.now() - 60_000));
    const renamed = customerEvent('billing.customer.updated', { ...payload, name: 'Odysseum Sud' });
    const stale = customerEvent(
      'billing.customer.updated',
      { ...payload, name: 'Ancien nom' },
      new Date(Date.now() - 30_000),
    );
    await publishRaw(nc, created.subject, created);
    await publishRaw(nc, renamed.subject, renamed);
    await publishRaw(nc, renamed.subject, renamed); // the same event delivered again
    await publishRaw(nc, stale.subject, stale); // a retried event overtaken by the rename
    await publishRaw(nc, created.subject, created);
    await caughtUp();
    expect(await customerOf(payload.customerId)).toMatchObject({ name: 'Odysseum Sud' });
    const inbox = await h.asPlatform(
      (tx) => tx`select event_id from inbox where consumer = ${CUSTOMER_READ_MODEL_DURABLE}
                 and event_id = any(${[created.id, renamed.id, stale.id]}::uuid[])`,
    );
    expect(inbox).toHaveLength(3);
  });

  it('waits for an agency operations has not provisioned yet, then applies the event', async () => {
    const payload = customerPayload('0190a5a0-0000-7000-8000-0000000000aa');
    const event = customerEvent('billing.customer.created', payload);
    await publishRaw(nc, event.subject, event);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await customerOf(payload.customerId)).toBeUndefined();
    await h.provisionAgency({ agencyId: payload.agencyId });
    await vi.waitFor(async () => expect(await customerOf(payload.customerId)).toBeDefined(), {
      timeout: 8000,
      interval: 50,
    });
  });
});
