import { fileURLToPath } from 'node:url';
import { httpOptionsFromEnv, serveUntilSignal, startBackbone } from '@portal/service-kit';
import { createApp } from './app.js';
import { startCollaboratorAccounts } from './collaborators/events.js';
import { startCustomerUsers } from './customer-users/events.js';
import { startPaymentGrants } from './subscriptions/events.js';
import { SERVICE_NAME } from './deps.js';
import { loadEnv } from './env.js';
import { startInvitationDispatcher } from './invitations/dispatcher.js';
import { IDENTITY_JOBS } from './jobs/purges.js';
import { loadSigningKeys } from './keys/signing-keys.js';
import { createSmtpMailer } from './mail/mailer.js';

const env = loadEnv();
const backbone = await startBackbone({
  service: SERVICE_NAME,
  env,
  migrationsDir: fileURLToPath(new URL('../migrations', import.meta.url)),
  streams: ['IDENTITY'],
  jobs: IDENTITY_JOBS,
});
const { sql, nc, logger } = backbone;
const keys = await loadSigningKeys(sql);
const mailer = createSmtpMailer(env.SMTP_URL, env.MAIL_FROM);
// Operations' collaborators and billing's portal contacts become accounts; their invitations leave after commit.
const invitations = await startInvitationDispatcher({ sql, logger, mailer, portalUrl: env.PORTAL_URL });
// Billing's validated payments grant the agencies their licences, packs and paid period.
const consumers = [
  await startCollaboratorAccounts({ sql, nc, logger }),
  await startCustomerUsers({ sql, nc, logger }),
  await startPaymentGrants({ sql, nc, logger }),
];

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
  shutdownDelayMs: env.SHUTDOWN_DELAY_MS,
  shutdown: async () => {
    for (const consumer of consumers) await consumer.stop();
    await invitations.stop();
    mailer.close();
    await backbone.close();
  },
});
