import { jetstream, jetstreamManager, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import { z } from 'zod';
import type { NatsConnection } from '@nats-io/transport-node';
import { streamOf, type EventEnvelope, type EventPayload, type EventSubject, type StreamName } from '@portal/contracts';
import type { Sql, Tx } from '../db/connect.js';
import { transaction, type Scope } from '../db/tenant.js';
import type { Logger } from '../logger.js';
import { backoffDelay, sleep } from './backoff.js';
import { DURABLE_NAME, ensureDurableConsumer } from './durable-consumer.js';
import { trackConsumerLag } from '../metrics/backbone-metrics.js';
import { ensureStreams } from './nats.js';
import { isEventSubject, readEvent } from './read-event.js';

export type EventHandler<S extends EventSubject> = (tx: Tx, event: EventEnvelope<EventPayload<S>>) => Promise<void>;
export type EventHandlers = Partial<{ [S in EventSubject]: EventHandler<S> }>;

export type EventConsumerOptions = {
  sql: Sql;
  nc: NatsConnection;
  logger: Logger;
  /** `<service>--<purpose>`; a new purpose replays the stream from its start. */
  durable: string;
  stream: StreamName;
  handlers: EventHandlers;
  /** Time a delivery may stay unacknowledged before JetStream redelivers it (default EVENT_ACK_WAIT_MS, 30 s). */
  ackWaitMs?: number;
  /** Deliveries of one event before it is dropped with an error log (default 200, ~3 h of retries). */
  maxDeliver?: number;
};

export type EventConsumer = { stop(): Promise<void> };

type AnyEventHandler = (tx: Tx, event: EventEnvelope) => Promise<void>;

const PULL_BATCH = 16;

/**
 * Fault injection for the reliability battery (deploy/battery): with FAULT_EXIT_BEFORE_ACK=p, the
 * process kills itself with probability p right after an event's effect committed and before its
 * ack, the worst moment for exactly-once. Unset (always, outside the battery): never.
 */
const EXIT_BEFORE_ACK = Number(process.env.FAULT_EXIT_BEFORE_ACK ?? 0) || 0;

/**
 * `EVENT_ACK_WAIT_MS`: how long a delivery may stay unacknowledged before JetStream redelivers it
 * (30 s by default; long handlers say they are still working at half of it). A consumer that died
 * holding deliveries gets them back after this wait: the battery sets 2 s.
 */
const DEFAULT_ACK_WAIT_MS = z.coerce
  .number()
  .int()
  .min(1_000)
  .max(600_000)
  .default(30_000)
  .parse(process.env.EVENT_ACK_WAIT_MS || undefined);
const NAK_BASE_MS = 1_000;
const NAK_MAX_MS = 60_000;
const REOPEN_BASE_MS = 250;
const REOPEN_MAX_MS = 5_000;
/** The longest `stop()` waits for the pull in flight to close. */
const STOP_WAIT_MS = 5_000;

function handlerFor(handlers: EventHandlers, subject: string): AnyEventHandler | undefined {
  if (!isEventSubject(subject)) return undefined;
  // Sound: the handler only runs on an event whose payload was parsed by this subject's schema.
  return handlers[subject] as AnyEventHandler | undefined;
}

function scopeOf(event: EventEnvelope): Scope {
  return event.agencyId ? { kind: 'tenant', agencyId: event.agencyId } : { kind: 'platform' };
}

function checkOptions(options: EventConsumerOptions): void {
  if (!DURABLE_NAME.test(options.durable))
    throw new Error(`Durable name ${options.durable} is not <service>--<purpose>`);
  const subjects = Object.keys(options.handlers);
  if (subjects.length === 0) throw new Error(`Consumer ${options.durable} has no handler`);
  for (const subject of subjects) {
    if (streamOf(subject) !== options.stream) throw new Error(`Subject ${subject} is not in stream ${options.stream}`);
  }
}

/**
 * Consumes one stream with a durable pull consumer (ARCHITECTURE §5) and applies each handled event
 * exactly once: the inbox row (consumer, event id) and the handler's effect commit in one
 * transaction, scoped to the event's agency (platform scope when it has none), then the message is
 * acked. A redelivery finds the inbox row and only acks.
 *
 * One durable consumer per `<service>--<purpose>` reads the whole stream, without a subject filter:
 * - nats-server 2.9 has no `filter_subjects`, and one durable per subject would lose the order
 *   between subjects of one aggregate (an agency's `updated` handled before its `created`);
 * - the configuration does not depend on the handlers, so adding one needs no consumer edit
 *   (2.9 cannot change a consumer's filter). Events of subjects without a handler are acked and
 *   skipped; a handler added later sees new events only — use a new purpose to replay history.
 *
 * An event that fails its schema, or an agency's event whose payload names another agency, is
 * terminated and logged (never retried): handlers need not check it. A failing handler rolls
 * back and the event is nak'ed with an exponential delay (1 s … 60 s) until `maxDeliver`; later events
 * go on meanwhile, so a retried event may be applied after newer ones (handlers stay order-tolerant
 * where that matters, e.g. by comparing `occurredAt`). The pull
 * loop is reopened on every NATS reconnect (a restarted server forgot its pull requests) and when it
 * ends for another reason (consumer or stream deleted): the stream and consumer are ensured again.
 */
export async function startConsumer(options: EventConsumerOptions): Promise<EventConsumer> {
  checkOptions(options);
  const { sql, nc, durable, stream, handlers } = options;
  const logger = options.logger.child({ durable, stream });
  const settings = { ackWaitMs: options.ackWaitMs ?? DEFAULT_ACK_WAIT_MS, maxDeliver: options.maxDeliver ?? 200 };
  const jsm = await jetstreamManager(nc);
  const js = jetstream(nc);
  const halt = new AbortController();

  const apply = async (event: EventEnvelope, handler: AnyEventHandler): Promise<boolean> =>
    transaction(sql, scopeOf(event), async (tx) => {
      const [fresh] = await tx`insert into inbox (consumer, event_id, subject)
                               values (${durable}, ${event.id}, ${event.subject})
                               on conflict do nothing returning event_id`;
      if (!fresh) return false;
      await handler(tx, event);
      return true;
    });

  const handle = async (msg: JsMsg): Promise<void> => {
    const handler = handlerFor(handlers, msg.subject);
    if (!handler) {
      msg.ack();
      return;
    }
    const read = readEvent(msg.subject, msg.data);
    if (!read.ok) {
      logger.error(
        { subject: msg.subject, streamSequence: msg.info.streamSequence, reason: read.reason, issues: read.issues },
        'invalid event terminated',
      );
      msg.term(); // no reason: nats-server 2.9 ignores a '+TERM <reason>' ack
      return;
    }
    const { event } = read;
    const attempt = msg.info.deliveryCount;
    // Long handlers keep their delivery: tell JetStream we are still working before ack_wait ends.
    const keepAlive = setInterval(() => msg.working(), settings.ackWaitMs / 2);
    try {
      const applied = await apply(event, handler);
      if (applied && EXIT_BEFORE_ACK > 0 && Math.random() < EXIT_BEFORE_ACK) {
        logger.warn({ eventId: event.id }, 'fault injection: exiting after the commit, before the ack');
        process.kill(process.pid, 'SIGKILL');
      }
      msg.ack();
      logger.debug(
        { subject: event.subject, eventId: event.id, applied },
        applied ? 'event handled' : 'event already handled',
      );
    } catch (error) {
      const context = { subject: event.subject, eventId: event.id, attempt, err: error };
      if (attempt >= settings.maxDeliver) {
        logger.error(context, 'event handler failed for the last time, event dropped');
        msg.term();
      } else {
        const retryInMs = backoffDelay(attempt, NAK_BASE_MS, NAK_MAX_MS);
        logger.error({ ...context, retryInMs }, 'event handler failed, will retry');
        msg.nak(retryInMs);
      }
    } finally {
      clearInterval(keepAlive);
    }
  };

  const watch = async (messages: ConsumerMessages): Promise<void> => {
    for await (const note of messages.status()) {
      if (note.type === 'heartbeats_missed') logger.warn({ count: note.count }, 'consumer heartbeats missed');
      else if (
        ['consumer_not_found', 'stream_not_found', 'consumer_deleted', 'no_responders', 'exceeded_limits'].includes(
          note.type,
        )
      ) {
        logger.warn({ notification: note }, 'consumer notification');
      }
    }
  };

  const open = async (): Promise<ConsumerMessages> => {
    await ensureStreams(nc, [stream]);
    await ensureDurableConsumer(jsm, stream, durable, settings);
    const consumer = await js.consumers.get(stream, durable);
    const messages = await consumer.consume({ max_messages: PULL_BATCH, abort_on_missing_resource: true });
    void watch(messages);
    return messages;
  };

  let current: ConsumerMessages | null = await open();

  // A restarted server has forgotten the pull requests the client had open; the client only notices
  // after missing heartbeats (tens of seconds). On every reconnect, consumption is reopened at once.
  const statuses = nc.status();
  void (async () => {
    for await (const status of statuses) {
      if (status.type !== 'reconnect' || halt.signal.aborted) continue;
      logger.info('NATS reconnected: event consumption reopens');
      await current?.close();
    }
  })();

  const drain = async (messages: ConsumerMessages): Promise<boolean> => {
    let handled = false;
    try {
      for await (const msg of messages) {
        // Stopping: give the buffered deliveries back at once rather than after ack_wait.
        if (halt.signal.aborted) msg.nak();
        else {
          await handle(msg);
          handled = true;
        }
      }
    } catch (error) {
      if (!halt.signal.aborted) logger.warn({ err: error }, 'event consumption interrupted');
    }
    return handled;
  };

  const loop = async (): Promise<void> => {
    let failures = 0;
    while (current && !halt.signal.aborted) {
      if (await drain(current)) failures = 0;
      current = null;
      while (!current && !halt.signal.aborted && !nc.isClosed()) {
        failures += 1;
        await sleep(backoffDelay(failures, REOPEN_BASE_MS, REOPEN_MAX_MS), halt.signal);
        if (halt.signal.aborted) break;
        try {
          current = await open();
          logger.info('event consumption reopened');
        } catch (error) {
          logger.warn({ err: error }, 'could not reopen event consumption');
        }
      }
    }
    // stop() may have come while a reopen was under way.
    await current?.close();
  };

  const running = loop();
  const untrackLag = trackConsumerLag(stream, durable);
  logger.info({ subjects: Object.keys(handlers) }, 'event consumer started');

  let stopped: Promise<void> | null = null;
  return {
    stop() {
      stopped ??= (async () => {
        halt.abort();
        untrackLag();
        // The client's status iterator has a stop() that its public type does not show.
        if ('stop' in statuses && typeof statuses.stop === 'function') statuses.stop();
        const closing = (async () => {
          // Closing a pull whose server is away may fail: there is nothing to give back then.
          await current?.close().catch((error: unknown) => logger.info({ err: error }, 'event consumption closed'));
          await running;
          return true;
        })();
        // A pull or a reopen stuck on a NATS just back must not hold the process's exit: what is not
        // acked is delivered again, and the inbox recognises it.
        const timedOut = new Promise<false>((resolve) => setTimeout(() => resolve(false), STOP_WAIT_MS).unref());
        if (await Promise.race([closing, timedOut])) logger.info('event consumer stopped');
        else logger.warn({ waitedMs: STOP_WAIT_MS }, 'event consumer stop timed out: unacked deliveries come again');
      })();
      return stopped;
    },
  };
}
