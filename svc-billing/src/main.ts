import { fileURLToPath } from 'node:url';
import {
  createTokenVerifier,
  httpOptionsFromEnv,
  remoteKeys,
  serveUntilSignal,
  startBackbone,
} from '@portal/service-kit';
import { createSmtpMailer } from '@portal/service-kit/mail/smtp-mailer';
import { createPaymentProvider } from './agency-payments/payment-provider.js';
import { startAgencyProvisioning } from './agencies/events.js';
import { agencyRenewalJobs } from './agency-renewals/jobs.js';
import { startBillableLines } from './billable-lines/events.js';
import { startEventAlerts } from './event-alerts/events.js';
import { eventAlertMailsJob } from './event-alerts/send-alert-mails.js';
import { startSiteCopies } from './sites/events.js';
import { createApp } from './app.js';
import { SERVICE_NAME } from './deps.js';
import { loadEnv } from './env.js';

const env = loadEnv();
const payments = createPaymentProvider({
  secretKey: env.STRIPE_SECRET_KEY,
  webhookSecret: env.STRIPE_WEBHOOK_SECRET,
  apiUrl: env.STRIPE_API_URL,
});
// Before the backbone: its jobs mail the agencies.
const mailer = createSmtpMailer(env.SMTP_URL, env.MAIL_FROM);
const backbone = await startBackbone({
  service: SERVICE_NAME,
  env,
  migrationsDir: fileURLToPath(new URL('../migrations', import.meta.url)),
  streams: ['BILLING'],
  jobs: (jobDeps) => [
    ...agencyRenewalJobs({ ...jobDeps, payments, mailer, platformSeller: env.PLATFORM_SELLER }),
    eventAlertMailsJob({ mailer, logger: jobDeps.logger, portalUrl: env.PORTAL_URL }),
  ],
});
const { sql, nc, logger } = backbone;
const provisioning = await startAgencyProvisioning({ sql, nc, logger });
const billableLines = await startBillableLines({ sql, nc, logger });
const siteCopies = await startSiteCopies({ sql, nc, logger });
const eventAlerts = await startEventAlerts({ sql, nc, logger });

const app = createApp({
  sql,
  logger,
  verify: createTokenVerifier(remoteKeys(env.IDENTITY_JWKS_URL)),
  ready: backbone.ready,
  http: httpOptionsFromEnv(env),
  mailer,
  payments,
  platformSeller: env.PLATFORM_SELLER,
});

serveUntilSignal({
  app,
  port: env.PORT,
  logger,
  shutdownDelayMs: env.SHUTDOWN_DELAY_MS,
  shutdown: async () => {
    await provisioning.stop();
    await billableLines.stop();
    await siteCopies.stop();
    await eventAlerts.stop();
    mailer.close();
    await backbone.close();
  },
});
