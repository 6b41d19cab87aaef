import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BaseEnvSchema } from './env.js';
import { startBackbone } from './backbone.js';
import { createTestDatabase } from './testing/database.js';
import { startNatsServer, type TestNatsServer } from './testing/nats-server.js';

let nats: TestNatsServer;
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  nats = await startNatsServer();
  database = await createTestDatabase('kit_backbone');
});
afterAll(async () => {
  await nats?.destroy();
  await database?.drop();
});

describe('a service shutting down', () => {
  it('closes cleanly when NATS died before it (no error, in a few seconds)', async () => {
    const env = BaseEnvSchema.parse({ DATABASE_URL: database.url, NATS_URL: nats.url, LOG_LEVEL: 'silent' });
    const backbone = await startBackbone({ service: 'kit-test', env, migrationsDir: null, streams: ['IDENTITY'] });
    await nats.stop('SIGKILL');
    const started = performance.now();
    await expect(backbone.close()).resolves.toBeUndefined();
    expect(performance.now() - started).toBeLessThan(5_000);
    await nats.start();
  });
});
