import { fileURLToPath } from 'node:url';
import { connectDatabase, createLogger, migrate } from '@portal/service-kit';
import { createTestDatabase } from '@portal/service-kit/testing/database';
import { createApp } from '../app.js';
import type { IdentityDeps } from '../deps.js';
import { loadSigningKeys } from '../keys/signing-keys.js';
import { createSmtpMailer } from '../mail/mailer.js';
import { startSmtpCapture, type CapturedMail } from './smtp-capture.js';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

/** Identity on a database of its own and a capturing SMTP server, for one test file. */
export async function startIdentityHarness() {
  const database = await createTestDatabase('identity');
  const sql = connectDatabase(database.url, { max: 5 });
  const logger = createLogger('identity-test', process.env.TEST_LOG_LEVEL ?? 'silent');
  await migrate(sql, MIGRATIONS_DIR);
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
      await sql.end({ timeout: 5 });
      await database.drop();
    },
  };
}
export type IdentityHarness = Awaited<ReturnType<typeof startIdentityHarness>>;
