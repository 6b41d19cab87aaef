import { fileURLToPath } from 'node:url';
import {
  connectDatabase,
  connectNats,
  createLogger,
  createTokenVerifier,
  ensureStreams,
  migrate,
  remoteKeys,
  serveUntilSignal,
  startOutboxRelay,
} from '@portal/service-kit';
import { startAgencyProvisioning } from './agencies/events.js';
import { createApp } from './app.js';
import { SERVICE_NAME } from './deps.js';
import { loadEnv } from './env.js';
import { trackNatsConnection } from './nats-ready.js';

const env = loadEnv();
const logger = createLogger(SERVICE_NAME, env.LOG_LEVEL);
const sql = connectDatabase(env.DATABASE_URL);
await migrate(sql, fileURLToPath(new URL('../migrations', import.meta.url)), logger);
const nc = await connectNats(env.NATS_URL, logger, { name: SERVICE_NAME });
const natsConnected = trackNatsConnection(nc);
await ensureStreams(nc, ['BILLING']);
const relay = await startOutboxRelay({ sql, nc, logger });
const provisioning = await startAgencyProvisioning({ sql, nc, logger });

const app = createApp({
  sql,
  logger,
  verify: createTokenVerifier(remoteKeys(env.IDENTITY_JWKS_URL)),
  ready: async () => {
    await sql`select 1`;
    return natsConnected();
  },
});

serveUntilSignal({
  app,
  port: env.PORT,
  logger,
  shutdown: async () => {
    await provisioning.stop();
    await relay.stop();
    await nc.drain();
    await sql.end({ timeout: 5 });
  },
});
