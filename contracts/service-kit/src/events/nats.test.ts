import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jetstreamManager, StorageType } from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import { eventually } from '../testing/eventually.js';
import { startNatsServer, type TestNatsServer } from '../testing/nats-server.js';
import { DUPLICATE_WINDOW_MS, connectNats, ensureStreams } from './nats.js';
import { captureLogger } from './test-support.js';

let server: TestNatsServer;
let nc: NatsConnection;
const { logger, lines } = captureLogger();

beforeAll(async () => {
  server = await startNatsServer();
  nc = await connectNats(server.url, logger);
});

afterAll(async () => {
  await nc?.close();
  await server?.destroy();
});

describe('ensureStreams', () => {
  it('creates a stream once when several processes race to create it', async () => {
    await Promise.all([ensureStreams(nc, ['BILLING']), ensureStreams(nc, ['BILLING']), ensureStreams(nc, ['BILLING'])]);

    const jsm = await jetstreamManager(nc);
    const { config } = await jsm.streams.info('BILLING');
    expect(config).toMatchObject({
      subjects: ['billing.>'],
      storage: StorageType.File,
      duplicate_window: nanos(DUPLICATE_WINDOW_MS),
    });
  });

  it('brings a drifted stream back to its configuration and keeps limits set by an operator', async () => {
    const jsm = await jetstreamManager(nc);
    await ensureStreams(nc, ['OPERATIONS']);
    await jsm.streams.update('OPERATIONS', { duplicate_window: nanos(10_000), max_msgs: 5_000 });

    await ensureStreams(nc, ['OPERATIONS']);
    const { config } = await jsm.streams.info('OPERATIONS');
    expect(config).toMatchObject({ duplicate_window: nanos(DUPLICATE_WINDOW_MS), max_msgs: 5_000 });
  });
});

describe('connectNats', () => {
  it('logs a lost connection and its return', async () => {
    await server.stop();
    await server.start();
    const messages = await eventually(() => {
      const seen = lines.map((line) => line.msg);
      expect(seen).toEqual(expect.arrayContaining(['nats disconnected', 'nats reconnected']));
      return seen;
    });
    expect(messages.indexOf('nats disconnected')).toBeLessThan(messages.indexOf('nats reconnected'));
    await nc.flush();
  });
});
