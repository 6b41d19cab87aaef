import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (deploy/local/ is two levels below it). */
export const ROOT_DIR = fileURLToPath(new URL('../../', import.meta.url));

/** Everything `npm start` keeps between runs: the PostgreSQL cluster, the NATS store, caught mails, logs. */
export const DATA_DIR = path.join(ROOT_DIR, '.data');

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65_535) {
    throw new Error(`${name} must be a TCP port (1-65535), got '${raw}'`);
  }
  return value;
}

function optional(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
}

export type StartConfig = ReturnType<typeof readConfig>;

/** Reads, once, every variable the start command understands (see README.md, "Environment"). */
export function readConfig() {
  return {
    /** An admin (superuser) URL of an existing server; without it a local cluster is started. */
    adminDatabaseUrl: optional('DATABASE_URL'),
    natsUrl: optional('NATS_URL'),
    smtpUrl: optional('SMTP_URL'),
    portalUrl: optional('PORTAL_URL') ?? 'http://localhost:8080',
    mailFrom: optional('MAIL_FROM') ?? 'Portail <no-reply@portail.local>',
    logLevel: optional('LOG_LEVEL') ?? 'info',
    /** Stripe's test mode; without the secret key, the local fake of Stripe. */
    stripe: {
      secretKey: optional('STRIPE_SECRET_KEY'),
      publishableKey: optional('STRIPE_PUBLISHABLE_KEY'),
      webhookSecret: optional('STRIPE_WEBHOOK_SECRET'),
    },
    ports: {
      postgres: port('PORT_POSTGRES', 55_432),
      nats: port('PORT_NATS', 54_222),
      smtp: port('PORT_SMTP', 1025),
      stripe: port('PORT_STRIPE', 12_111),
      identity: port('IDENTITY_PORT', 8101),
      operations: port('OPERATIONS_PORT', 8102),
      billing: port('BILLING_PORT', 8103),
    },
  };
}
