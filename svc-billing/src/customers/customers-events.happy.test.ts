import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CustomerPayloadSchema, EventEnvelopeSchema } from '@portal/contracts';
import {
  connectNats,
  ensureStreams,
  startOutboxRelay,
  type NatsConnection,
  type OutboxRelay,
} from '@portal/service-kit';
import { startNatsServer, type TestNatsServer } from '@portal/service-kit/testing/nats-server';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import { contactInput, customerPath, saveCustomer } from './test-fixtures.js';

/** Billing's outbox relayed to a real JetStream, as main.ts runs it: what operations and identity consume. */
let h: BillingHarness;
let nats: TestNatsServer;
let nc: NatsConnection;
let relay: OutboxRelay;

beforeAll(async () => {
  [h, nats] = await Promise.all([startBillingHarness(), startNatsServer()]);
  nc = await connectNats(nats.url, h.logger);
  await ensureStreams(nc, ['BILLING']);
  relay = await startOutboxRelay({ sql: h.sql, nc, logger: h.logger, idleMs: 100 });
});
afterAll(async () => {
  await relay?.stop();
  await nc?.drain();
  await nats?.destroy();
  await h?.close();
});

/** The last message the BILLING stream holds on a subject, read through the JetStream API subject. */
async function lastOn(subject: string) {
  const reply = await nc.request('$JS.API.STREAM.MSG.GET.BILLING', JSON.stringify({ last_by_subj: subject }), {
    timeout: 2000,
  });
  const answer = reply.json<{ message?: { data: string }; error?: unknown }>();
  if (!answer.message) return undefined;
  return EventEnvelopeSchema.parse(JSON.parse(Buffer.from(answer.message.data, 'base64').toString('utf8')));
}

describe('billing.customer.* on JetStream', () => {
  it('publishes created, updated and archived with the payload of contracts', async () => {
    const { agencyId } = await h.provisionAgency();
    const customer = await saveCustomer(h, agencyId, {
      name: 'Centre commercial Odysseum',
      contacts: [contactInput({ email: 'direction@odysseum.test', portalAccess: true })],
    });
    const token = await h.tokenFor(agencyId);
    expect((await h.request('PATCH', `${customerPath(agencyId)}/${customer.id}/deactivate`, { token })).status).toBe(
      200,
    );
    expect((await h.request('PATCH', `${customerPath(agencyId)}/${customer.id}/archive`, { token })).status).toBe(200);

    await vi.waitFor(
      async () => {
        const archived = await lastOn('billing.customer.archived');
        expect(archived?.payload).toMatchObject({ customerId: customer.id, status: 300 });
      },
      { timeout: 5000, interval: 50 },
    );
    const created = await lastOn('billing.customer.created');
    const updated = await lastOn('billing.customer.updated');
    expect(created).toMatchObject({ subject: 'billing.customer.created', version: 1, agencyId });
    expect(CustomerPayloadSchema.parse(created?.payload)).toEqual({
      agencyId,
      customerId: customer.id,
      name: 'Centre commercial Odysseum',
      customerNumber: '411-00001',
      type: 100,
      prospect: false,
      status: 100,
      portalContacts: [
        {
          contactId: customer.contacts[0]?.id,
          email: 'direction@odysseum.test',
          firstName: 'Hélène',
          lastName: 'Durand',
          invoiceRecipient: false,
        },
      ],
    });
    expect(updated?.payload).toMatchObject({ customerId: customer.id, status: 200 });
  });
});
