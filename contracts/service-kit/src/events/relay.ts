import { jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { streamOf } from '@portal/contracts';
import type { Sql } from '../db/connect.js';
import { databaseAway } from '../http/error-handler.js';
import type { Logger } from '../logger.js';
import { backoffDelay, sleep } from './backoff.js';
import { trackConnection } from './connection-state.js';
import { ensureStreams } from './nats.js';
import { OUTBOX_CHANNEL } from './outbox.js';
import { claimOutboxRows, markOutboxPublished, releaseOutboxRows, type OutboxRow } from './outbox-lease.js';
import { createWakeSignal } from './wake-signal.js';

export type OutboxRelayOptions = {
  sql: Sql;
  nc: NatsConnection;
  logger: Logger;
  /** Rows claimed and published per round (default 100). */
  batchSize?: number;
  /** Safety-net poll when no notification arrives (default 1000 ms). */
  idleMs?: number;
  /** How long to wait for JetStream's ack of one publish (default 5000 ms). */
  publishTimeoutMs?: number;
};

export type OutboxRelay = { stop(): Promise<void> };

type Round = 'drained' | 'more' | 'failed';

const RETRY_BASE_MS = 100;
const RETRY_MAX_MS = 2_000;

/**
 * Publishes outbox rows to JetStream (ARCHITECTURE §5). Each round claims the oldest pending rows
 * under a lease (so replicas share the work), publishes them together, in order, with
 * Nats-Msg-Id = event id (JetStream drops a republished id within its duplicate window) and marks
 * them published. A failure ends the round: the failed row and the ones after it are given back and
 * retried, oldest first, after an exponential backoff (up to 2 s) or, when NATS is away, as soon as
 * the connection is back — rows simply wait meanwhile; publishes in flight when the connection drops
 * fail at once. Rounds start on NOTIFY 'outbox' and on a poll every `idleMs`.
 */
export async function startOutboxRelay(options: OutboxRelayOptions): Promise<OutboxRelay> {
  const { sql, nc, logger } = options;
  const batchSize = options.batchSize ?? 100;
  const idleMs = options.idleMs ?? 1_000;
  const publishTimeoutMs = options.publishTimeoutMs ?? 5_000;
  const js = jetstream(nc);
  const wake = createWakeSignal();
  const halt = new AbortController();
  const connection = trackConnection(nc);

  const publish = async (row: OutboxRow, disconnected: Promise<never>): Promise<void> => {
    try {
      const ack = await Promise.race([
        js.publish(row.subject, row.envelope, { msgID: row.id, timeout: publishTimeoutMs }),
        disconnected,
      ]);
      if (ack.duplicate) logger.debug({ eventId: row.id, subject: row.subject }, 'event was already published');
    } catch (error) {
      // No stream listens on the subject (e.g. a broker that lost its store): recreate it for the next try.
      if (error instanceof Error && error.name === 'JetStreamNotEnabled') await recreateStream(nc, row.subject, logger);
      throw error;
    }
  };

  /**
   * Settles when the round's publishes may go on no more: it rejects as soon as the connection is
   * lost (a publish in flight then never gets its ack: failing it at once rather than after its
   * timeout leaves the relay ready when the connection is back).
   */
  const whileConnected = () => {
    const lost = connection.lostSignal();
    let onLost = () => {};
    const disconnected = new Promise<never>((_resolve, reject) => {
      onLost = () => reject(new Error('NATS is disconnected'));
      if (lost.aborted) onLost();
      else lost.addEventListener('abort', onLost, { once: true });
    });
    disconnected.catch(() => undefined);
    return { disconnected, done: () => lost.removeEventListener('abort', onLost) };
  };

  /**
   * Publishes a round's rows all at once, in order on the one connection (JetStream stores them in
   * that order and acks them in that order), then marks published the rows before the first failure.
   * The failed row and the ones after it are given back: those already stored are deduplicated by
   * their Nats-Msg-Id when published again (and by the consumers' inbox beyond the window).
   */
  const round = async (): Promise<Round> => {
    const rows = await claimOutboxRows(sql, batchSize);
    const connected = whileConnected();
    const outcomes = await Promise.allSettled(rows.map((row) => publish(row, connected.disconnected)));
    connected.done();
    const failedAt = outcomes.findIndex((outcome) => outcome.status === 'rejected');
    const published = (failedAt === -1 ? rows : rows.slice(0, failedAt)).map((row) => row.id);
    await markOutboxPublished(sql, published);
    if (published.length > 0) logger.debug({ count: published.length }, 'events published');
    const failure = outcomes[failedAt];
    const failed = rows[failedAt];
    if (failure?.status === 'rejected' && failed) {
      const error: unknown = failure.reason;
      const message = error instanceof Error ? error.message : String(error);
      await releaseOutboxRows(
        sql,
        { id: failed.id, error: message },
        rows.slice(failedAt + 1).map((next) => next.id),
      );
      logger.warn(
        { eventId: failed.id, subject: failed.subject, attempts: failed.attempts, err: error },
        'event publish failed, will retry',
      );
      return 'failed';
    }
    return rows.length < batchSize ? 'drained' : 'more';
  };

  const loop = async (): Promise<void> => {
    let failures = 0;
    let waitingForDatabase = false;
    while (!halt.signal.aborted) {
      let outcome: Round;
      try {
        outcome = await round();
      } catch (error) {
        // The database away (a restart): said once, not at every retry.
        if (!databaseAway(error)) logger.error({ err: error }, 'outbox relay round failed');
        else if (!waitingForDatabase)
          logger.warn({ reason: (error as Error).message }, 'outbox relay waits for the database');
        waitingForDatabase ||= databaseAway(error);
        outcome = 'failed';
      }
      if (outcome !== 'failed' && waitingForDatabase) {
        waitingForDatabase = false;
        logger.info('outbox relay resumed: the database answers');
      }
      if (outcome === 'failed') {
        failures += 1;
        // Disconnected: the reconnect is the moment to retry. Connected: back off.
        if (connection.isConnected() || nc.isClosed()) {
          await sleep(backoffDelay(failures, RETRY_BASE_MS, RETRY_MAX_MS), halt.signal);
        } else await connection.untilConnected(halt.signal);
        continue;
      }
      failures = 0;
      if (outcome === 'drained') await wake.wait(idleMs);
    }
  };

  // The second callback runs on every (re)connection of the listener: catch up on missed notifications.
  const listener = await sql
    .listen(
      OUTBOX_CHANNEL,
      () => wake.notify(),
      () => wake.notify(),
    )
    .catch((error: unknown) => {
      connection.stop();
      throw error;
    });
  const running = loop();
  logger.info({ batchSize, idleMs }, 'outbox relay started');

  let stopped: Promise<void> | null = null;
  return {
    stop() {
      stopped ??= (async () => {
        halt.abort();
        wake.notify();
        await running;
        connection.stop();
        await listener.unlisten();
        logger.info('outbox relay stopped');
      })();
      return stopped;
    },
  };
}

async function recreateStream(nc: NatsConnection, subject: string, logger: Logger): Promise<void> {
  try {
    await ensureStreams(nc, [streamOf(subject)]);
    logger.warn({ subject }, 'no stream took the event: its stream was ensured');
  } catch (error) {
    logger.warn({ subject, err: error }, 'could not recreate the stream for subject');
  }
}
