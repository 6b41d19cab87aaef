import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '@portal/service-kit/demo/agencies';
import { freePort } from '@portal/service-kit/testing/ports';
import { startSmtpCatcher } from '../../local/infra/smtp-catcher.js';
import { runServiceSeed } from '../../local/seed.js';
import { startSystem, type ServiceName, type SystemOptions } from '../../system/system-under-test.js';
import { sendExpecting } from '../http.js';
import { identitySigner } from './identity-key.js';
import { settle } from './settle.js';
import { superuserSql } from './superuser.js';

/**
 * The three services as real processes (each on a database of its own, reached as its
 * non-superuser role, on a NATS JetStream server of the test's own, identity's mails going to a mail
 * catcher), with the platform's accounts from identity's seed: what every test of the battery attacks.
 */
export async function startBatterySystem(options: Omit<SystemOptions, 'smtpUrl'> = {}) {
  const mailDir = await mkdtemp(path.join(tmpdir(), 'battery-mails-'));
  const mail = await startSmtpCatcher({ port: await freePort(), mailDir });
  const system = await startSystem({ ...options, smtpUrl: mail.url });
  const stopInfrastructure = async () => {
    await system.stop();
    await mail.close();
    await rm(mailDir, { recursive: true, force: true });
  };
  try {
    await runServiceSeed('identity', {
      DATABASE_URL: system.databaseUrls.identity,
      NATS_URL: system.nats.url,
      LOG_LEVEL: 'warn',
    });
    const sign = await identitySigner(system.databaseUrls.identity);
    const login = async (username: string) => {
      const answer = await sendExpecting(200, {
        method: 'POST',
        url: `${system.urls.identity}/login_check`,
        json: { username, password: DEMO_PASSWORD },
      });
      return (answer.json as { token: string }).token;
    };
    const superusers = Object.fromEntries(
      (['identity', 'operations', 'billing'] as const).map((service) => [
        service,
        superuserSql(system.databaseUrls[service], system.adminUrl),
      ]),
    ) as Record<ServiceName, ReturnType<typeof superuserSql>>;
    return {
      ...system,
      sign,
      superusers,
      /** Every mail identity sent (invitations, password links), as the catcher received them. */
      mails: mail.mails,
      platform: {
        support: await login('support@plateforme-demo.fr'),
        admin: await login('admin@plateforme-demo.fr'),
      },
      /** Waits until nothing moves in the background any more (events, invitations). */
      settle: () => settle({ natsUrl: system.nats.url, superusers }),
      async stop() {
        await Promise.all(Object.values(superusers).map((sql) => sql.end()));
        await stopInfrastructure();
      },
    };
  } catch (error) {
    await stopInfrastructure();
    throw error;
  }
}
export type BatterySystem = Awaited<ReturnType<typeof startBatterySystem>>;
