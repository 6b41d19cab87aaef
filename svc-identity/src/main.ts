import { fileURLToPath } from 'node:url';
import { serveUntilSignal, startBackbone } from '@portal/service-kit';
import { createApp } from './app.js';
import { SERVICE_NAME } from './deps.js';
import { loadEnv } from './env.js';
import { loadSigningKeys } from './keys/signing-keys.js';
import { createSmtpMailer } from './mail/mailer.js';

const env = loadEnv();
const backbone = await startBackbone({
  service: SERVICE_NAME,
  env,
  migrationsDir: fileURLToPath(new URL('../migrations', import.meta.url)),
  streams: ['IDENTITY'],
});
const { sql, nc, logger } = backbone;
const keys = await loadSigningKeys(sql);
const mailer = createSmtpMailer(env.SMTP_URL, env.MAIL_FROM);

const app = createApp({
  sql,
  logger,
  keys,
  mailer,
  config: { portalUrl: env.PORTAL_URL },
  // Ready while NATS reconnects (`isClosed()` stays false): identity's events wait in its outbox.
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
    mailer.close();
    await backbone.close();
  },
});
