import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '@portal/service-kit/testing/database';
import { startNatsServer, type TestNatsServer } from '@portal/service-kit/testing/nats-server';
import { freePort } from '@portal/service-kit/testing/ports';
import { spawnManaged, type ManagedProcess } from '../local/child-process.js';
import { isHttpOk, waitUntil } from '../local/wait.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVICES = ['identity', 'operations', 'billing'] as const;
export type ServiceName = (typeof SERVICES)[number];

/**
 * The three services as the start command runs them (`node --import tsx src/main.ts`, each with a
 * database of its own and a non-superuser role), on a NATS JetStream server this test owns and may
 * stop and start again.
 */
export async function startSystem() {
  const nats: TestNatsServer = await startNatsServer();
  const databases = await Promise.all(SERVICES.map((service) => createTestDatabase(service)));
  const ports = Object.fromEntries(
    await Promise.all(SERVICES.map(async (s) => [s, await freePort()] as const)),
  ) as Record<ServiceName, number>;
  const urls = Object.fromEntries(SERVICES.map((s) => [s, `http://127.0.0.1:${ports[s]}`])) as Record<
    ServiceName,
    string
  >;
  const processes: ManagedProcess[] = [];
  const envOf = (service: ServiceName, index: number): NodeJS.ProcessEnv => ({
    ...process.env,
    PORT: String(ports[service]),
    DATABASE_URL: databases[index]?.url,
    NATS_URL: nats.url,
    IDENTITY_JWKS_URL: `${urls.identity}/.well-known/jwks.json`,
    SMTP_URL: 'smtp://127.0.0.1:9',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
  });

  const stopAll = async () => {
    await Promise.all(processes.reverse().map((child) => child.stop(10_000)));
    await nats.destroy();
    await Promise.all(databases.map((database) => database.drop()));
  };
  try {
    for (const [index, service] of SERVICES.entries()) {
      const child = spawnManaged({
        name: service,
        command: process.execPath,
        args: ['--import', 'tsx', 'src/main.ts'],
        cwd: path.join(ROOT, `svc-${service}`),
        env: envOf(service, index),
      });
      processes.push(child);
      const ready = await waitUntil(() => isHttpOk(`${urls[service]}/ready`), {
        timeoutMs: 60_000,
        givesUp: () => !child.isRunning(),
      });
      if (!ready) throw new Error(`${service} did not become ready:\n${child.lastLines(30).join('\n')}`);
    }
  } catch (error) {
    await stopAll();
    throw error;
  }

  return {
    urls,
    nats,
    identityDatabaseUrl: databases[0]?.url ?? '',
    databaseUrls: Object.fromEntries(SERVICES.map((s, index) => [s, databases[index]?.url ?? ''])) as Record<
      ServiceName,
      string
    >,
    envOf,
    stop: stopAll,
  };
}
export type SystemUnderTest = Awaited<ReturnType<typeof startSystem>>;
