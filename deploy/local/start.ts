/**
 * `npm start`: the whole portal on one machine with demo data. Uses DATABASE_URL / NATS_URL /
 * SMTP_URL when given; otherwise starts a local PostgreSQL cluster, a NATS JetStream server and a
 * mail catcher under `.data/` (and, without STRIPE_SECRET_KEY, the local fake of Stripe), then the three services, the identity seed and the front ends that
 * exist, and prints where everything is. Once started, whatever it started that stops by itself is
 * started again (with a backoff, said in the log) while the rest keeps running. Ctrl-C (or SIGTERM)
 * stops all it started, in reverse order.
 */
import path from 'node:path';
import { renderBanner } from './banner.js';
import type { ManagedProcess } from './child-process.js';
import { DATA_DIR, readConfig } from './config.js';
import { startFrontend, startFrontends, waitForFrontends } from './frontends.js';
import { SERVICE_NAMES, provisionServiceDatabases, type ServiceName } from './infra/databases.js';
import { startLocalNats, useExternalNats } from './infra/nats.js';
import { startLocalPostgres, useExternalPostgres, type PostgresServer } from './infra/postgres.js';
import { startSmtpCatcher, type SmtpCatcher } from './infra/smtp-catcher.js';
import { setUpStripe } from './infra/stripe.js';
import { ensureSystemPackages, type SystemPackage } from './infra/system-packages.js';
import { step, timed } from './log.js';
import { printMail } from './mail-console.js';
import { runDemoSeeds, type SeedEnv } from './seed.js';
import {
  isRunnable,
  serviceSpecs,
  startService,
  waitForReady,
  warnNotRunnable,
  type RunningService,
} from './services.js';
import { ShutdownStack } from './shutdown.js';
import { supervise, type Running } from './supervisor.js';

class StopRequested extends Error {}

const shutdown = new ShutdownStack();
let phase: 'starting' | 'running' | 'stopping' = 'starting';
let stopRequested = false;
let startFailure: Error | undefined;

async function stopAndExit(code: number): Promise<never> {
  phase = 'stopping';
  await shutdown.run();
  step(code === 0 ? 'stopped' : 'stopped after a failure');
  process.exit(code);
}

const shouldStop = (): boolean => stopRequested || startFailure !== undefined;

/** Throws when a signal or a crash asked to stop while starting: the start flow stops between steps. */
function checkpoint(): void {
  if (startFailure) throw startFailure;
  if (stopRequested) throw new StopRequested();
}

function onSignal(signal: NodeJS.Signals): void {
  if (phase === 'stopping' || stopRequested) {
    console.error(`[start] ${signal} again: leaving now (what is still running gets SIGTERM).`);
    process.exit(130);
  }
  stopRequested = true;
  step(`${signal} received, stopping${phase === 'starting' ? ' after the current step' : ''}…`);
  if (phase === 'running') void stopAndExit(0);
}

/** A process as the supervisor sees it: how it ended, and how to stop it. */
function processRunning(child: ManagedProcess): Running {
  return {
    ended: child.exited.then((info) =>
      info.signal ? `exited (signal ${info.signal})` : `exited (code ${info.code ?? 'none'})`,
    ),
    stop: async () => void (await child.stop()),
  };
}

/**
 * Keeps `first` running from now on, registered for the shutdown under `name`. While the portal is
 * still starting, its end fails the start instead (a newcomer sees why at once, with its last lines);
 * once running, it is started again with a backoff.
 */
function keepRunning(name: string, first: Running, restart: () => Promise<Running>, lastLines?: () => string[]) {
  const supervisor = supervise(first, {
    name,
    start: restart,
    shouldRestart: (ending) => {
      if (phase === 'running') return true;
      if (phase === 'starting' && !stopRequested) {
        const lines = lastLines?.().join('\n');
        startFailure ??= new Error(`${name} ${ending} while the portal was starting${lines ? `:\n${lines}` : ''}`);
      }
      return false;
    },
  });
  shutdown.add(name, supervisor.stop);
}

/**
 * Runs the demo seeds as soon as the three services are ready (each seed applies its service's
 * migrations, and operations' and billing's wait for the agencies identity announces); false when a
 * service is not started.
 */
async function seedOnceReady(services: RunningService[], envs: Record<ServiceName, SeedEnv>) {
  if (services.length < SERVICE_NAMES.length) return false;
  await Promise.all(services.map((service) => waitForReady(service, shouldStop)));
  if (shouldStop()) return false;
  return timed('demo data', () => runDemoSeeds(envs));
}

async function start(): Promise<void> {
  const config = readConfig();
  const packages: SystemPackage[] = [];
  if (!config.adminDatabaseUrl) packages.push('postgresql');
  if (!config.natsUrl) packages.push('nats-server');
  await timed('system packages', () => ensureSystemPackages(packages));
  checkpoint();

  const pgOptions = { dataDir: path.join(DATA_DIR, 'postgres'), port: config.ports.postgres };
  const pg = await timed('PostgreSQL', () =>
    config.adminDatabaseUrl ? useExternalPostgres(config.adminDatabaseUrl) : startLocalPostgres(pgOptions),
  );
  const postgresRunning = (server: PostgresServer): Running => ({
    ended: server.ended ?? new Promise(() => undefined),
    stop: server.stop,
  });
  // A local cluster is supervised whoever started it; an external server is its owner's.
  if (pg.ended) {
    keepRunning('PostgreSQL', postgresRunning(pg), async () => postgresRunning(await startLocalPostgres(pgOptions)));
  }
  checkpoint();
  const databaseUrls = await timed('service databases', () => provisionServiceDatabases(pg.adminUrl));
  checkpoint();

  const natsOptions = {
    storeDir: path.join(DATA_DIR, 'nats'),
    port: config.ports.nats,
    logFile: path.join(DATA_DIR, 'logs', 'nats.log'),
  };
  const nats = await timed('NATS', () =>
    config.natsUrl ? useExternalNats(config.natsUrl) : startLocalNats(natsOptions),
  );
  if (nats.process) {
    const first = nats.process;
    keepRunning(
      'NATS',
      processRunning(first),
      async () => {
        const again = await startLocalNats(natsOptions);
        if (!again.process) throw new Error(`port ${natsOptions.port} is held by another NATS server`);
        return processRunning(again.process);
      },
      () => first.lastLines(10),
    );
  }
  checkpoint();

  let mail = { url: config.smtpUrl ?? '', description: `external server ${config.smtpUrl}` };
  if (!config.smtpUrl) {
    const catcherOptions = { port: config.ports.smtp, mailDir: path.join(DATA_DIR, 'mails'), onMail: printMail };
    const catcherRunning = (catcher: SmtpCatcher): Running => ({ ended: catcher.ended, stop: catcher.close });
    const catcher = await startSmtpCatcher(catcherOptions);
    keepRunning('mail catcher', catcherRunning(catcher), async () =>
      catcherRunning(await startSmtpCatcher(catcherOptions)),
    );
    mail = { url: catcher.url, description: `catcher ${catcher.url} (mails printed here, saved in .data/mails/)` };
  }

  const stripe = await timed('Stripe', () => setUpStripe({ ...config.stripe, fakePort: config.ports.stripe }));
  shutdown.add('Stripe', stripe.stop);
  stripe.connectWebhooks(`http://127.0.0.1:${config.ports.billing}`);
  checkpoint();

  step('starting the services');
  const specs = serviceSpecs(config, {
    databaseUrls,
    natsUrl: nats.url,
    smtpUrl: mail.url,
    stripeEnv: stripe.billingEnv,
  });
  const services: RunningService[] = [];
  for (const spec of specs) {
    if (!isRunnable(spec)) {
      warnNotRunnable(spec);
      continue;
    }
    const service = await startService(spec);
    services.push(service);
    keepRunning(
      spec.name,
      processRunning(service.process),
      async () => processRunning((await startService(spec)).process),
      () => service.process.lastLines(10),
    );
  }
  const seedEnv = (name: ServiceName): SeedEnv => ({
    DATABASE_URL: databaseUrls[name],
    NATS_URL: nats.url,
    LOG_LEVEL: config.logLevel,
  });
  const [, seeded] = await Promise.all([
    timed('services ready', () => Promise.all(services.map((service) => waitForReady(service, shouldStop)))),
    seedOnceReady(services, {
      identity: seedEnv('identity'),
      operations: seedEnv('operations'),
      billing: seedEnv('billing'),
    }),
  ]);
  checkpoint();

  const frontendEnv = {
    PORTAL_URL: config.portalUrl,
    IDENTITY_URL: `http://127.0.0.1:${config.ports.identity}`,
    OPERATIONS_URL: `http://127.0.0.1:${config.ports.operations}`,
    BILLING_URL: `http://127.0.0.1:${config.ports.billing}`,
    ...stripe.portalEnv,
  };
  const frontends = startFrontends(frontendEnv);
  for (const frontend of frontends) {
    keepRunning(
      frontend.dir,
      processRunning(frontend.process),
      async () => processRunning(startFrontend(frontend.dir, frontendEnv)),
      () => frontend.process.lastLines(10),
    );
  }
  await waitForFrontends(frontends, config.portalUrl, shouldStop);
  checkpoint();

  phase = 'running';
  console.log(
    renderBanner({
      portalUrl: config.portalUrl,
      portalStarted: frontends.some((frontend) => frontend.dir === 'shell'),
      services: specs.map((spec) => ({
        name: spec.name,
        url: `http://127.0.0.1:${spec.port}`,
        started: services.some((service) => service.name === spec.name),
      })),
      postgres: pg.description,
      nats: nats.description,
      mail: mail.description,
      stripe: stripe.description,
      seeded,
      startedInMs: performance.now(),
    }),
  );
}

process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
start().catch(async (error: unknown) => {
  if (error instanceof StopRequested) return stopAndExit(0);
  console.error(`\n[start] FAILED: ${error instanceof Error ? error.message : String(error)}\n`);
  return stopAndExit(1);
});
