import { fileURLToPath } from 'node:url';
import {
  connectDatabase,
  connectNats,
  createLogger,
  ensureStreams,
  migrate,
  serveUntilSignal,
  startOutboxRelay,
} from '@portal/service-kit';
import { createApp } from './app.js';
import { SERVICE_NAME } from './deps.js';
import { loadEnv } from './env.js';
import { loadSigningKeys } from './keys/signing-keys.js';
import { createSmtpMailer } from './mail/mailer.js';

const env = loadEnv();
const logger = createLogger(SERVICE_NAME, env.LOG_LEVEL);
const sql = connectDatabase(env.DATABASE_URL);
await migrate(sql, fileURLToPath(new URL('../migrations', import.meta.url)), logger);
const keys = await loadSigningKeys(sql);
const mailer = createSmtpMailer(env.SMTP_URL, env.MAIL_FROM);
const nc = await connectNats(env.NATS_URL, logger);
await ensureStreams(nc, ['IDENTITY']);
const relay = await startOutboxRelay({ sql, nc, logger });

const app = createApp({
  sql,
  logger,
  keys,
  mailer,
  config: { portalUrl: env.PORTAL_URL },
  ready: async () => {
    await sql`select 1`;
    return !nc.isClosed();
  },
});

serveUntilSignal({
  app,
  port: env.PORT,
  logger,
  shutdown: async () => {
    await relay.stop();
    await nc.drain();
    mailer.close();
    await sql.end({ timeout: 5 });
  },
});
