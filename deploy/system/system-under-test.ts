import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStripeFake, type StripeFake } from '@portal/service-kit/fakes/stripe/index';
import { adminUrl, createTestDatabase } from '@portal/service-kit/testing/database';
import { startNatsServer, type TestNatsServer } from '@portal/service-kit/testing/nats-server';
import { freePort } from '@portal/service-kit/testing/ports';
import { spawnManaged, type ManagedProcess } from '../local/child-process.js';
import { isHttpOk, waitUntil } from '../local/wait.js';
import { startBalancer, type Balancer, type Retries } from './balancer.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVICES = ['identity', 'operations', 'billing'] as const;
export type ServiceName = (typeof SERVICES)[number];

export type SystemOptions = {
  /** Added to every service's environment. */
  env?: Record<string, string>;
  /** Added to one service's environment, after `env`. */
  serviceEnv?: Partial<Record<ServiceName, Record<string, string>>>;
  smtpUrl?: string;
  /** A folder where each process's output is written whole (`<service>.log`, `<service>-<replica>.log`). */
  logDir?: string;
  /** The PostgreSQL server's superuser URL (PG_ADMIN_URL's by default). */
  adminUrl?: string;
  /** Processes of each service; more than one: behind a balancer on the service's address. */
  replicas?: number;
  /**
   * The local fake of Stripe (a third party) billing pays through; without it the system starts one of
   * its own. Its signed webhooks reach billing's `POST /stripe`.
   */
  stripe?: StripeFake;
};

const STRIPE_WEBHOOK_SECRET = 'whsec_system_under_test';

/**
 * The three services as the start command runs them (`node --import tsx src/main.ts`, each with a
 * database of its own and a non-superuser role; billing paying through the local fake of Stripe), on a
 * NATS JetStream server this test owns and may
 * stop and start again. `env` is added to every service's environment; without `smtpUrl` identity's
 * mails go nowhere (a closed port: it retries them). With `replicas`, each service runs that many
 * processes sharing its database and its durable consumers, behind a balancer (round robin over the
 * ready ones) answering at the service's URL.
 */
export async function startSystem(options: SystemOptions = {}) {
  const replicas = options.replicas ?? 1;
  const ownStripe = options.stripe ? undefined : await startStripeFake();
  const stripe = options.stripe ?? (ownStripe as StripeFake);
  const nats: TestNatsServer = await startNatsServer();
  const admin = options.adminUrl ?? adminUrl();
  // Each a copy of a template where the service's migrations are applied (the service finds none to apply).
  const databases = await Promise.all(
    SERVICES.map((service) =>
      createTestDatabase(service, admin, { dir: path.join(ROOT, `svc-${service}`, 'migrations') }),
    ),
  );
  const portsOf = async () =>
    Object.fromEntries(await Promise.all(SERVICES.map(async (s) => [s, await freePort()] as const))) as Record<
      ServiceName,
      number
    >;
  const ports = await portsOf();
  const replicaPorts = replicas > 1 ? await Promise.all(Array.from({ length: replicas }, portsOf)) : [ports];
  const urls = Object.fromEntries(SERVICES.map((s) => [s, `http://127.0.0.1:${ports[s]}`])) as Record<
    ServiceName,
    string
  >;
  const replicaUrl = (service: ServiceName, replica: number) =>
    `http://127.0.0.1:${replicaPorts[replica]?.[service] ?? 0}`;
  const envOf = (service: ServiceName, replica = 0, extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
    ...process.env,
    PORT: String(replicaPorts[replica]?.[service]),
    DATABASE_URL: databases[SERVICES.indexOf(service)]?.url,
    NATS_URL: nats.url,
    IDENTITY_JWKS_URL: `${urls.identity}/.well-known/jwks.json`,
    SMTP_URL: options.smtpUrl ?? 'smtp://127.0.0.1:9',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    ...(service === 'billing'
      ? { STRIPE_SECRET_KEY: 'sk_test_system', STRIPE_WEBHOOK_SECRET, STRIPE_API_URL: stripe.url }
      : {}),
    ...options.env,
    ...options.serviceEnv?.[service],
    ...extra,
  });

  const processes: ManagedProcess[] = [];
  const running = {} as Record<ServiceName, ManagedProcess[]>;
  const balancers: Balancer[] = [];
  const balancerOf: Partial<Record<ServiceName, Balancer>> = {};
  /**
   * Starts a replica of a service (again, with `extra` in its environment) and waits for its
   * readiness.
   */
  const spawnService = async (
    service: ServiceName,
    extra: Record<string, string> = {},
    replica = 0,
  ): Promise<ManagedProcess> => {
    const child = spawnManaged({
      name: replicas > 1 ? `${service}-${replica}` : service,
      command: process.execPath,
      args: ['--import', 'tsx', 'src/main.ts'],
      cwd: path.join(ROOT, `svc-${service}`),
      env: envOf(service, replica, extra),
      ...(options.logDir
        ? { logFile: path.join(options.logDir, replicas > 1 ? `${service}-${replica}.log` : `${service}.log`) }
        : {}),
    });
    processes.push(child);
    (running[service] ??= [])[replica] = child;
    const ready = await waitUntil(() => isHttpOk(`${replicaUrl(service, replica)}/ready`), {
      timeoutMs: 60_000,
      givesUp: () => !child.isRunning(),
    });
    if (!ready) throw new Error(`${service} did not become ready:\n${child.lastLines(30).join('\n')}`);
    return child;
  };

  const stopAll = async () => {
    await Promise.all(processes.reverse().map((child) => child.stop(10_000)));
    await Promise.all(balancers.map((balancer) => balancer.close()));
    await nats.destroy();
    await Promise.all(databases.map((database) => database.drop()));
    await ownStripe?.close();
  };
  try {
    // The services side by side (each makes the streams it uses, racing safely; tokens are checked
    // against identity's keys only when a call comes): a start costs the slowest one's, not the sum.
    const started = await Promise.allSettled(
      SERVICES.map(async (service) => {
        if (replicas > 1) {
          const backends = Array.from({ length: replicas }, (_, replica) => replicaUrl(service, replica));
          const balancer = await startBalancer({ port: ports[service], backends });
          balancers.push(balancer);
          balancerOf[service] = balancer;
        }
        for (let replica = 0; replica < replicas; replica++) await spawnService(service, {}, replica);
      }),
    );
    // Every start has ended (none left running unseen) before a failed one stops them all.
    const failed = started.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (error) {
    await stopAll();
    throw error;
  }
  stripe.addWebhookEndpoint(`${urls.billing}/stripe`, STRIPE_WEBHOOK_SECRET);

  return {
    urls,
    nats,
    stripe,
    identityDatabaseUrl: databases[0]?.url ?? '',
    databaseUrls: Object.fromEntries(SERVICES.map((s, index) => [s, databases[index]?.url ?? ''])) as Record<
      ServiceName,
      string
    >,
    envOf,
    /** The PostgreSQL server's superuser URL. */
    adminUrl: admin,
    /** Each service's current process (its first replica's). */
    processes: {
      get identity() {
        return running.identity[0] as ManagedProcess;
      },
      get operations() {
        return running.operations[0] as ManagedProcess;
      },
      get billing() {
        return running.billing[0] as ManagedProcess;
      },
    },
    /** Each service's replicas' current processes. */
    replicas: running,
    replicaUrl,
    /** With replicas: the requests the service's balancer sent again to another replica (none had reached one). */
    retriesOf: (service: ServiceName): Retries => balancerOf[service]?.retries() ?? { refused: 0, resetOnReuse: 0 },
    spawnService,
    stop: stopAll,
  };
}
export type SystemUnderTest = Awaited<ReturnType<typeof startSystem>>;
