import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jetstreamManager } from '@nats-io/jetstream';
import { uuidv7 } from '@portal/contracts';
import { transaction } from '../db/tenant.js';
import { eventually } from '../testing/eventually.js';
import { createEvent } from './create-event.js';
import { ensureStreams } from './nats.js';
import { enqueueEvent } from './outbox.js';
import { startOutboxRelay, type OutboxRelay } from './relay.js';
import { agencyCreatedPayload, startEventsEnvironment, storedEvents, type EventsEnvironment } from './test-support.js';

type OutboxState = { publishedAt: Date | null; attempts: number; lastError: string | null; lockedUntil: Date | null };

let env: EventsEnvironment;
let relay: OutboxRelay;

function agencyCreated() {
  const agencyId = uuidv7();
  return createEvent('identity.agency.created', agencyCreatedPayload(agencyId), {
    agencyId,
    actor: { userId: uuidv7(), alteredBy: null },
  });
}

async function outboxState(id: string): Promise<OutboxState> {
  const [row] = await env.sql<
    OutboxState[]
  >`select published_at, attempts, last_error, locked_until from outbox where id = ${id}`;
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

beforeAll(async () => {
  env = await startEventsEnvironment('kit_relay');
  await ensureStreams(env.nc, ['IDENTITY']);
  relay = await startOutboxRelay({ sql: env.sql, nc: env.nc, logger: env.logger, idleMs: 500 });
});

afterAll(async () => {
  if (process.env.DUMP_LOGS) console.log(env.lines.map((l) => JSON.stringify(l)).join('\n'));
  await relay?.stop();
  await env?.close();
});

describe('outbox relay', () => {
  it('publishes an enqueued event with Nats-Msg-Id = event id and marks it published', async () => {
    const event = agencyCreated();
    await transaction(env.sql, { kind: 'tenant', agencyId: event.agencyId ?? '' }, (tx) => enqueueEvent(tx, event));

    const state = await eventually(async () => {
      const current = await outboxState(event.id);
      expect(current.publishedAt).not.toBeNull();
      return current;
    });
    expect(state).toMatchObject({ attempts: 1, lastError: null, lockedUntil: null });
    const stored = (await storedEvents(env.nc, 'IDENTITY')).filter((message) => message.msgId === event.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.subject).toBe('identity.agency.created');
    expect(stored[0]?.body).toEqual(event);
  });

  it('publishes the events of one transaction in the order they were enqueued', async () => {
    const events = [agencyCreated(), agencyCreated(), agencyCreated(), agencyCreated()];
    await env.sql.begin(async (tx) => {
      for (const event of events) await enqueueEvent(tx, event);
    });

    const ids = events.map((event) => event.id);
    const published = await eventually(async () => {
      const inStream = (await storedEvents(env.nc, 'IDENTITY')).filter((message) => ids.includes(message.msgId ?? ''));
      expect(inStream).toHaveLength(events.length);
      return inStream;
    });
    expect(published.map((message) => message.msgId)).toEqual(ids);
  });

  it('keeps events pending while NATS is down and publishes them once it is back', async () => {
    await env.server.stop();
    const event = agencyCreated();
    await env.sql.begin((tx) => enqueueEvent(tx, event));

    // The relay tried, failed, recorded why and gave the row back: it waits.
    const waiting = await eventually(async () => {
      const current = await outboxState(event.id);
      expect(current.lastError).not.toBeNull();
      return current;
    }, 15_000);
    expect(waiting.publishedAt).toBeNull();

    await env.server.start();
    const state = await eventually(async () => {
      const current = await outboxState(event.id);
      expect(current.publishedAt).not.toBeNull();
      return current;
    }, 5_000);
    expect(state.lastError).toBeNull();
    // A publish sent while disconnected may also have gone out on reconnect: the msg id dedupes it.
    const stored = (await storedEvents(env.nc, 'IDENTITY')).filter((message) => message.msgId === event.id);
    expect(stored).toHaveLength(1);
  });

  it('recreates a deleted stream and publishes into it', async () => {
    const jsm = await jetstreamManager(env.nc);
    await jsm.streams.delete('IDENTITY');
    const event = agencyCreated();
    await env.sql.begin((tx) => enqueueEvent(tx, event));

    await eventually(async () => expect((await outboxState(event.id)).publishedAt).not.toBeNull(), 10_000);
    const stored = await storedEvents(env.nc, 'IDENTITY');
    expect(stored.map((message) => message.msgId)).toEqual([event.id]);
    expect(env.lines.some((line) => line.msg === 'no stream took the event: its stream was ensured')).toBe(true);
  });
});
