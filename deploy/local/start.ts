/**
 * `npm start`: the whole portal on one machine with demo data. Uses DATABASE_URL / NATS_URL /
 * SMTP_URL when given; otherwise starts a local PostgreSQL cluster, a NATS JetStream server and a
 * mail catcher under `.data/`, then the three services, the identity seed and the front ends that
 * exist, and prints where everything is. Ctrl-C (or SIGTERM) stops all it started, in reverse order.
 */
import path from 'node:path';
import { renderBanner } from './banner.js';
import type { ManagedProcess } from './child-process.js';
import { DATA_DIR, readConfig } from './config.js';
import { startFrontends, waitForFrontends } from './frontends.js';
import { SERVICE_NAMES, provisionServiceDatabases, type ServiceName } from './infra/databases.js';
import { startLocalNats, useExternalNats } from './infra/nats.js';
import { startLocalPostgres, useExternalPostgres } from './infra/postgres.js';
import { startSmtpCatcher } from './infra/smtp-catcher.js';
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

/** A process that exits on its own makes the whole start stop (a half portal helps nobody). */
function watch(child: ManagedProcess | undefined): void {
  void child?.exited.then((info) => {
    if (phase === 'stopping' || stopRequested) return;
    const failure = new Error(`${child.name} exited unexpectedly (code ${info.code}, signal ${info.signal ?? 'none'})`);
    if (phase === 'starting') {
      startFailure ??= failure;
      return;
    }
    console.error(`\n[start] ${failure.message}; stopping everything.\n${child.lastLines(10).join('\n')}`);
    stopRequested = true;
    void stopAndExit(1);
  });
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

  const pg = await timed('PostgreSQL', () =>
    config.adminDatabaseUrl
      ? useExternalPostgres(config.adminDatabaseUrl)
      : startLocalPostgres({ dataDir: path.join(DATA_DIR, 'postgres'), port: config.ports.postgres }),
  );
  if (pg.startedHere) shutdown.add('PostgreSQL', pg.stop);
  checkpoint();
  const databaseUrls = await timed('service databases', () => provisionServiceDatabases(pg.adminUrl));
  checkpoint();

  const nats = await timed('NATS', () =>
    config.natsUrl
      ? useExternalNats(config.natsUrl)
      : startLocalNats({
          storeDir: path.join(DATA_DIR, 'nats'),
          port: config.ports.nats,
          logFile: path.join(DATA_DIR, 'logs', 'nats.log'),
        }),
  );
  if (nats.process) shutdown.add('NATS', nats.stop);
  watch(nats.process);
  checkpoint();

  let mail = { url: config.smtpUrl ?? '', description: `external server ${config.smtpUrl}` };
  if (!config.smtpUrl) {
    const catcher = await startSmtpCatcher({
      port: config.ports.smtp,
      mailDir: path.join(DATA_DIR, 'mails'),
      onMail: printMail,
    });
    shutdown.add('mail catcher', catcher.close);
    mail = { url: catcher.url, description: `catcher ${catcher.url} (mails printed here, saved in .data/mails/)` };
  }

  step('starting the services');
  const specs = serviceSpecs(config, { databaseUrls, natsUrl: nats.url, smtpUrl: mail.url });
  const services: RunningService[] = [];
  for (const spec of specs) {
    if (!isRunnable(spec)) {
      warnNotRunnable(spec);
      continue;
    }
    const service = await startService(spec);
    services.push(service);
    shutdown.add(spec.name, async () => void (await service.process.stop()));
    watch(service.process);
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

  const frontends = startFrontends({
    PORTAL_URL: config.portalUrl,
    IDENTITY_URL: `http://127.0.0.1:${config.ports.identity}`,
    OPERATIONS_URL: `http://127.0.0.1:${config.ports.operations}`,
    BILLING_URL: `http://127.0.0.1:${config.ports.billing}`,
  });
  for (const frontend of frontends) {
    shutdown.add(frontend.dir, async () => void (await frontend.process.stop()));
    watch(frontend.process);
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
