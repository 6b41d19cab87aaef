import { fileURLToPath } from 'node:url';
import { httpOptionsFromEnv, serveUntilSignal, startBackbone } from '@portal/service-kit';
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
const { sql, logger } = backbone;
const keys = await loadSigningKeys(sql);
const mailer = createSmtpMailer(env.SMTP_URL, env.MAIL_FROM);

const app = createApp({
  sql,
  logger,
  keys,
  mailer,
  config: { portalUrl: env.PORTAL_URL },
  ready: backbone.ready,
  http: httpOptionsFromEnv(env),
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
