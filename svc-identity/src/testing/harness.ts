import { fileURLToPath } from 'node:url';
import { createLogger } from '@portal/service-kit';
import { startServiceDatabase } from '@portal/service-kit/testing/service-database';
import { createApp } from '../app.js';
import type { IdentityDeps } from '../deps.js';
import { loadSigningKeys } from '../keys/signing-keys.js';
import { createSmtpMailer } from '../mail/mailer.js';
import { startSmtpCapture, type CapturedMail } from './smtp-capture.js';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

/** Identity on a database of its own and a capturing SMTP server, for one test file. */
export async function startIdentityHarness() {
  const database = await startServiceDatabase('identity', MIGRATIONS_DIR);
  const { sql } = database;
  const logger = createLogger('identity-test', process.env.TEST_LOG_LEVEL ?? 'silent');
  const smtp = await startSmtpCapture();
  const mailer = createSmtpMailer(smtp.url, 'Portail <no-reply@portail.test>');
  const deps: IdentityDeps = {
    sql,
    logger,
    keys: await loadSigningKeys(sql),
    mailer,
    config: { portalUrl: 'http://portal.test' },
    ready: async () => true,
  };
  const app = createApp(deps);
  return {
    app,
    deps,
    sql,
    databaseUrl: database.url,
    mails: smtp.mails as CapturedMail[],
    async close() {
      mailer.close();
      await smtp.close();
      await database.close();
    },
  };
}
export type IdentityHarness = Awaited<ReturnType<typeof startIdentityHarness>>;
