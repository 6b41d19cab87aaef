import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  connectNats,
  ensureStreams,
  startOutboxRelay,
  type NatsConnection,
  type OutboxRelay,
} from '@portal/service-kit';
import { storedEvents } from '@portal/service-kit/events/test-support';
import { startNatsServer, type TestNatsServer } from '@portal/service-kit/testing/nats-server';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { createThroughApi, newCollaborator, ownAgency } from './test-fixtures.js';

/** The collaborator events leave through the outbox and the relay to JetStream, as identity reads them. */
let h: OperationsHarness;
let nats: TestNatsServer;
let nc: NatsConnection;
let relay: OutboxRelay;
beforeAll(async () => {
  h = await startOperationsHarness();
  nats = await startNatsServer();
  nc = await connectNats(nats.url, h.logger);
  await ensureStreams(nc, ['OPERATIONS']);
  relay = await startOutboxRelay({ sql: h.sql, nc, logger: h.logger, idleMs: 100 });
});
afterAll(async () => {
  await relay?.stop();
  await nc?.drain();
  await nats?.destroy();
  await h?.close();
});

describe('operations.collaborator.* on the OPERATIONS stream', () => {
  it('publishes created then archived, each once, with the payload identity and billing keep', async () => {
    const { agencyId, token } = await ownAgency(h);
    const body = newCollaborator({ agentInfos: { plannable: false } });
    const id = await createThroughApi(h, agencyId, token, body);
    await h.request('PATCH', `/agency/${agencyId}/agent/${id}/archive`, { token });
    await vi.waitFor(async () => expect(await storedEvents(nc, 'OPERATIONS')).toHaveLength(2), {
      timeout: 5000,
      interval: 50,
    });
    const events = await storedEvents(nc, 'OPERATIONS');
    const payload = {
      agencyId,
      collaboratorId: id,
      email: body.identity?.email,
      firstName: body.identity?.firstName,
      lastName: body.identity?.lastName,
      plannable: false,
    };
    expect(events.map((event) => [event.subject, event.body['payload']])).toEqual([
      ['operations.collaborator.created', { ...payload, status: 100 }],
      ['operations.collaborator.archived', { ...payload, status: 300 }],
    ]);
    for (const event of events) {
      expect(event.msgId).toBe(event.body['id']);
      expect(event.body).toMatchObject({ version: 1, agencyId, actor: { alteredBy: null } });
    }
  });
});
