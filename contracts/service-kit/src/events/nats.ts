import { connect, nanos, type NatsConnection } from '@nats-io/transport-node';
import {
  JetStreamApiError,
  jetstreamManager,
  StorageType,
  type JetStreamManager,
  type StreamInfo,
} from '@nats-io/jetstream';
import { STREAMS, type StreamName } from '@portal/contracts';
import type { Logger } from '../logger.js';

/** How long JetStream remembers a Nats-Msg-Id to drop a republished event. */
export const DUPLICATE_WINDOW_MS = 2 * 60_000;

const STREAM_NAME_IN_USE = 10_058;
const STREAM_NOT_FOUND = 10_059;

/**
 * Connects to NATS and never gives up: the first connection is retried until the server is up, and
 * a lost connection is retried every ~250 ms forever (publishes and pulls resume by themselves).
 * Connection changes are logged.
 */
export async function connectNats(
  url: string,
  logger: Logger,
  options: { name?: string } = {},
): Promise<NatsConnection> {
  const nc = await connect({
    servers: url,
    name: options.name,
    maxReconnectAttempts: -1,
    waitOnFirstConnect: true,
    reconnectTimeWait: 250,
    reconnectJitter: 100,
  });
  logger.info({ server: nc.getServer() }, 'nats connected');
  void logConnectionStatus(nc, logger);
  return nc;
}

async function logConnectionStatus(nc: NatsConnection, logger: Logger): Promise<void> {
  for await (const status of nc.status()) {
    switch (status.type) {
      case 'disconnect':
        logger.warn({ server: status.server }, 'nats disconnected');
        break;
      case 'reconnect':
        logger.info({ server: status.server }, 'nats reconnected');
        break;
      case 'error':
        logger.error({ err: status.error }, 'nats connection error');
        break;
      case 'ldm':
        logger.warn({ server: status.server }, 'nats server entering lame duck mode');
        break;
      case 'slowConsumer':
        logger.warn({ pending: status.pending }, 'nats slow consumer');
        break;
      case 'close':
        logger.info('nats connection closed');
        break;
      default:
        break;
    }
  }
}

async function streamInfo(jsm: JetStreamManager, name: StreamName): Promise<StreamInfo | null> {
  try {
    return await jsm.streams.info(name);
  } catch (error) {
    if (error instanceof JetStreamApiError && error.code === STREAM_NOT_FOUND) return null;
    throw error;
  }
}

function sameSubjects(current: readonly string[] | undefined, wanted: readonly string[]): boolean {
  return current?.length === wanted.length && wanted.every((subject) => current.includes(subject));
}

async function ensureStream(jsm: JetStreamManager, name: StreamName, replicas?: number): Promise<void> {
  const subjects = [...STREAMS[name].subjects];
  const duplicateWindow = nanos(DUPLICATE_WINDOW_MS);
  let info = await streamInfo(jsm, name);
  if (!info) {
    try {
      await jsm.streams.add({
        name,
        subjects,
        storage: StorageType.File,
        duplicate_window: duplicateWindow,
        num_replicas: replicas ?? 1,
      });
      return;
    } catch (error) {
      // Another process created it between our look-up and our create: reconcile with theirs.
      if (!(error instanceof JetStreamApiError && error.code === STREAM_NAME_IN_USE)) throw error;
      info = await jsm.streams.info(name);
    }
  }
  if (info.config.storage !== StorageType.File) {
    throw new Error(`Stream ${name} uses ${info.config.storage} storage; events need file storage`);
  }
  const replicasDiffer = replicas !== undefined && info.config.num_replicas !== replicas;
  if (
    !sameSubjects(info.config.subjects, subjects) ||
    info.config.duplicate_window !== duplicateWindow ||
    replicasDiffer
  ) {
    // Only what we own changes; limits an operator set on the stream are kept.
    await jsm.streams.update(name, {
      subjects,
      duplicate_window: duplicateWindow,
      ...(replicas !== undefined && { num_replicas: replicas }),
    });
  }
}

/**
 * Creates each stream (file storage, the subjects of STREAMS, a 2-minute duplicate window) or brings
 * an existing one to that configuration. Idempotent, and safe when several services race to do it.
 * `replicas` is given by the stream's owner only (from NATS_STREAM_REPLICAS): a consumer that creates
 * a producer's stream first creates it with one replica, and the owner raises it when it starts.
 */
export async function ensureStreams(
  nc: NatsConnection,
  names: readonly StreamName[],
  options: { replicas?: number } = {},
): Promise<void> {
  const jsm = await jetstreamManager(nc);
  for (const name of names) await ensureStream(jsm, name, options.replicas);
}

/**
 * Drains the connection (what was published is flushed, subscriptions end), or closes it when the
 * server is away: draining a disconnected client rejects, and a service stopping while NATS is down
 * has nothing left to flush (its events wait in the outbox). Never throws.
 */
export async function closeNatsConnection(nc: NatsConnection, logger: Logger): Promise<void> {
  if (nc.isClosed()) return;
  try {
    await nc.drain();
  } catch (error) {
    logger.info({ err: error }, 'NATS could not be drained (server away): closing the connection');
    await nc.close().catch(() => undefined);
  }
}
