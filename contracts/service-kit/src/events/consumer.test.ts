import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { uuidv7, type EventEnvelope } from '@portal/contracts';
import { eventually } from '../testing/eventually.js';
import { startConsumer, type EventConsumer } from './consumer.js';
import { createEvent } from './create-event.js';
import { enqueueEvent } from './outbox.js';
import { startOutboxRelay, type OutboxRelay } from './relay.js';
import { agencyCreatedPayload, startEventsEnvironment, type EventsEnvironment } from './test-support.js';

const DURABLE = 'kit-test--agency-copies';

type Effect = { eventId: string; agencyId: string; scope: string; scopeAgency: string | null };

let env: EventsEnvironment;
let relay: OutboxRelay;
let consumer: EventConsumer;
let js: JetStreamClient;
let jsm: JetStreamManager;
/** Every call of the handler, by event id, including those that threw. */
const calls: string[] = [];
/** Events whose handler throws on its first call, after writing its effect (which must roll back). */
const failOnce = new Set<string>();

function agencyCreated(agencyId: string | null = uuidv7()) {
  return createEvent('identity.agency.created', agencyCreatedPayload(agencyId ?? uuidv7()), {
    agencyId,
    actor: { userId: uuidv7(), alteredBy: null },
  });
}

async function enqueue(event: EventEnvelope): Promise<void> {
  await env.sql.begin((tx) => enqueueEvent(tx, event));
}

async function effectsOf(eventId: string): Promise<Effect[]> {
  return env.sql<Effect[]>`select event_id, agency_id, scope, scope_agency from effects where event_id = ${eventId}`;
}

/** Waits until the consumer has nothing left to deliver and nothing unacknowledged. */
async function settled(): Promise<void> {
  await eventually(async () => {
    const info = await jsm.consumers.info('IDENTITY', DURABLE);
    expect({ pending: info.num_pending, unacked: info.num_ack_pending }).toEqual({ pending: 0, unacked: 0 });
  }, 10_000);
}

function logsFor(message: string) {
  return env.lines.filter((line) => line.msg === message);
}

beforeAll(async () => {
  env = await startEventsEnvironment('kit_consumer');
  await env.sql`create table effects (
    event_id uuid not null, agency_id uuid not null, scope text not null, scope_agency text)`;
  js = jetstream(env.nc);
  jsm = await jetstreamManager(env.nc);
  consumer = await startConsumer({
    sql: env.sql,
    nc: env.nc,
    logger: env.logger,
    durable: DURABLE,
    stream: 'IDENTITY',
    handlers: {
      'identity.agency.created': async (tx, event) => {
        calls.push(event.id);
        await tx`insert into effects (event_id, agency_id, scope, scope_agency)
                 values (${event.id}, ${event.payload.agencyId}, current_setting('app.scope', true),
                         nullif(current_setting('app.agency_id', true), ''))`;
        if (failOnce.delete(event.id)) throw new Error('transient failure');
      },
    },
  });
  relay = await startOutboxRelay({ sql: env.sql, nc: env.nc, logger: env.logger, idleMs: 500 });
});

afterAll(async () => {
  if (process.env.DUMP_LOGS) console.log(env.lines.map((line) => JSON.stringify(line)).join('\n'));
  await consumer?.stop();
  await relay?.stop();
  await env?.close();
});

describe('event consumer', () => {
  it('refuses a durable name that is not <service>--<purpose> and a handler outside its stream', async () => {
    const base = {
      sql: env.sql,
      nc: env.nc,
      logger: env.logger,
      handlers: { 'identity.agency.created': async () => {} },
    };
    await expect(startConsumer({ ...base, durable: 'copies', stream: 'IDENTITY' })).rejects.toThrow(
      /is not <service>--<purpose>/,
    );
    await expect(startConsumer({ ...base, durable: 'kit-test--wrong-stream', stream: 'BILLING' })).rejects.toThrow(
      /not in stream BILLING/,
    );
  });

  it('applies an event from the outbox once, in the scope of its agency, and records it in the inbox', async () => {
    const event = agencyCreated();
    await enqueue(event);

    await eventually(async () => expect(await effectsOf(event.id)).toHaveLength(1));
    await settled();
    expect(await effectsOf(event.id)).toEqual([
      { eventId: event.id, agencyId: event.agencyId, scope: 'tenant', scopeAgency: event.agencyId },
    ]);
    expect(calls.filter((id) => id === event.id)).toHaveLength(1);
    const inbox = await env.sql`select consumer, subject from inbox where event_id = ${event.id}`;
    expect([...inbox]).toEqual([{ consumer: DURABLE, subject: 'identity.agency.created' }]);
  });

  it('runs the handler of an event without agency in the platform scope', async () => {
    const event = agencyCreated(null);
    await enqueue(event);

    const [effect] = await eventually(async () => {
      const effects = await effectsOf(event.id);
      expect(effects).toHaveLength(1);
      return effects;
    });
    expect(effect).toMatchObject({ scope: 'platform', scopeAgency: null });
  });

  it('gives a redelivered event no second effect', async () => {
    const event = agencyCreated();
    const body = JSON.stringify(event);
    // Two publishes under different message ids: JetStream stores and delivers the event twice.
    await js.publish(event.subject, body, { msgID: `${event.id}-first` });
    await js.publish(event.subject, body, { msgID: `${event.id}-second` });

    await eventually(async () => expect(await effectsOf(event.id)).toHaveLength(1));
    await settled();
    expect(await effectsOf(event.id)).toHaveLength(1);
    expect(calls.filter((id) => id === event.id)).toHaveLength(1);
    expect(logsFor('event already handled').some((line) => line.eventId === event.id)).toBe(true);
  });

  it('rolls back a failing handler with its inbox row and retries the event later', async () => {
    const event = agencyCreated();
    failOnce.add(event.id);
    await enqueue(event);

    await eventually(async () => expect(await effectsOf(event.id)).toHaveLength(1), 10_000);
    await settled();
    expect(await effectsOf(event.id)).toHaveLength(1);
    expect(calls.filter((id) => id === event.id)).toHaveLength(2);
    const failures = logsFor('event handler failed, will retry').filter((line) => line.eventId === event.id);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ attempt: 1, subject: 'identity.agency.created' });
  });

  it('terminates and logs events that fail their schema, and goes on with the next ones', async () => {
    const valid = agencyCreated();
    const badPayload = { ...agencyCreated(), payload: { agencyId: uuidv7(), name: 42 } };
    await js.publish('identity.agency.created', JSON.stringify(badPayload), { msgID: badPayload.id });
    await js.publish('identity.agency.created', 'not json', { msgID: uuidv7() });
    // An agency's event whose payload names another agency: its handler would act in the wrong scope.
    const otherAgency = { ...agencyCreated(), agencyId: uuidv7() };
    await js.publish('identity.agency.created', JSON.stringify(otherAgency), { msgID: otherAgency.id });
    await enqueue(valid);

    await eventually(async () => expect(await effectsOf(valid.id)).toHaveLength(1));
    await settled();
    const invalid = logsFor('invalid event terminated');
    expect(invalid.map((line) => line.reason)).toEqual(['bad-payload', 'not-json', 'agency-mismatch']);
    expect(invalid[0]).toMatchObject({ level: 50, subject: 'identity.agency.created' });
    const issues = invalid[0]?.issues as { path: string[] }[];
    expect(issues.map((issue) => issue.path[0])).toEqual(expect.arrayContaining(['name', 'activity', 'limits']));
    expect(await effectsOf(badPayload.id)).toHaveLength(0);
    expect(calls).not.toContain(badPayload.id);
    expect(calls).not.toContain(otherAgency.id);
  });

  it('acks events of subjects it has no handler for, without effect', async () => {
    const agencyId = uuidv7();
    const { limits: _limits, ...profile } = agencyCreatedPayload(agencyId);
    const updated = createEvent('identity.agency.updated', profile, { agencyId, actor: null });
    await enqueue(updated);

    await eventually(async () => {
      const [row] = await env.sql<
        { publishedAt: Date | null }[]
      >`select published_at from outbox where id = ${updated.id}`;
      expect(row?.publishedAt).not.toBeNull();
    });
    await settled();
    expect(await effectsOf(updated.id)).toHaveLength(0);
    expect(calls).not.toContain(updated.id);
  });

  it('keeps consuming after NATS restarts, including events written while it was down', async () => {
    await env.server.stop();
    const writtenWhileDown = agencyCreated();
    await enqueue(writtenWhileDown);
    await env.server.start();

    await eventually(async () => expect(await effectsOf(writtenWhileDown.id)).toHaveLength(1), 10_000);
    // A restarted server forgot the pull requests: consumption reopens at the reconnect.
    expect(logsFor('NATS reconnected: event consumption reopens')).toHaveLength(1);
    const afterRestart = agencyCreated();
    await enqueue(afterRestart);
    await eventually(async () => expect(await effectsOf(afterRestart.id)).toHaveLength(1), 10_000);
    await settled();
    expect(await effectsOf(writtenWhileDown.id)).toHaveLength(1);
  });

  it('recreates its durable consumer when it is deleted, and the replay has no second effect', async () => {
    const before = await env.sql<{ eventId: string; count: string }[]>`
      select event_id, count(*) from effects group by event_id order by event_id`;
    const reopenedBefore = logsFor('event consumption reopened').length;
    await jsm.consumers.delete('IDENTITY', DURABLE);
    const event = agencyCreated();
    await enqueue(event);

    await eventually(async () => expect(await effectsOf(event.id)).toHaveLength(1), 10_000);
    await settled();
    expect(logsFor('event consumption reopened')).toHaveLength(reopenedBefore + 1);
    // The new durable replays the stream from its start: the inbox turns every old event into a no-op.
    const after = await env.sql<{ eventId: string; count: string }[]>`
      select event_id, count(*) from effects where event_id <> ${event.id} group by event_id order by event_id`;
    expect(after).toEqual(before);
    expect(after.every((row) => row.count === '1')).toBe(true);
  });
});
