import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { spawnManaged, type ManagedProcess } from './child-process.js';
import { DATA_DIR, ROOT_DIR, type StartConfig } from './config.js';
import type { ServiceName } from './infra/databases.js';
import { warn } from './log.js';
import { isHttpOk, isPortOpen, waitUntil } from './wait.js';

export type ServiceSpec = { name: ServiceName; dir: string; port: number; env: Record<string, string> };
export type RunningService = ServiceSpec & { url: string; process: ManagedProcess };

const READY_TIMEOUT_MS = 60_000;

/** What each service is started with: its folder, port and environment (see README.md). */
export function serviceSpecs(
  config: StartConfig,
  infra: {
    databaseUrls: Record<ServiceName, string>;
    natsUrl: string;
    smtpUrl: string;
    stripeEnv: Record<string, string>;
  },
): ServiceSpec[] {
  const common = (name: ServiceName, port: number) => ({
    PORT: String(port),
    DATABASE_URL: infra.databaseUrls[name],
    NATS_URL: infra.natsUrl,
    LOG_LEVEL: config.logLevel,
  });
  const jwks = { IDENTITY_JWKS_URL: `http://127.0.0.1:${config.ports.identity}/.well-known/jwks.json` };
  return [
    {
      name: 'identity',
      dir: 'svc-identity',
      port: config.ports.identity,
      env: {
        ...common('identity', config.ports.identity),
        SMTP_URL: infra.smtpUrl,
        PORTAL_URL: config.portalUrl,
        MAIL_FROM: config.mailFrom,
      },
    },
    {
      name: 'operations',
      dir: 'svc-operations',
      port: config.ports.operations,
      env: { ...common('operations', config.ports.operations), ...jwks },
    },
    {
      name: 'billing',
      dir: 'svc-billing',
      port: config.ports.billing,
      // Documents mailed to customers go through the same relay as identity's mails.
      env: {
        ...common('billing', config.ports.billing),
        ...jwks,
        SMTP_URL: infra.smtpUrl,
        PORTAL_URL: config.portalUrl,
        MAIL_FROM: config.mailFrom,
        ...infra.stripeEnv,
      },
    },
  ];
}

/** True when the service has an entry point to run (services are written in parallel with this). */
export function isRunnable(spec: ServiceSpec): boolean {
  return existsSync(path.join(ROOT_DIR, spec.dir, 'src', 'main.ts'));
}

/**
 * Starts one service (`node --import tsx src/main.ts` in its folder), its output prefixed with
 * `[name]` and copied to `.data/logs/<name>.log`.
 */
export async function startService(spec: ServiceSpec): Promise<RunningService> {
  if (await isPortOpen(spec.port)) {
    const variable = `${spec.name.toUpperCase()}_PORT`;
    throw new Error(
      `Port ${spec.port} for ${spec.name} is already in use (another 'npm start'?): stop it or set ${variable}.`,
    );
  }
  const logDir = path.join(DATA_DIR, 'logs');
  mkdirSync(logDir, { recursive: true });
  const child = spawnManaged({
    name: spec.name,
    command: process.execPath,
    args: ['--import', 'tsx', 'src/main.ts'],
    cwd: path.join(ROOT_DIR, spec.dir),
    env: { ...process.env, ...spec.env },
    echo: true,
    logFile: path.join(logDir, `${spec.name}.log`),
  });
  return { ...spec, url: `http://127.0.0.1:${spec.port}`, process: child };
}

/** Waits for GET /ready to answer 200; fails naming the service and showing its last lines. */
export async function waitForReady(service: RunningService, stopRequested: () => boolean): Promise<void> {
  const ready = await waitUntil(() => isHttpOk(`${service.url}/ready`), {
    timeoutMs: READY_TIMEOUT_MS,
    intervalMs: 200,
    givesUp: () => !service.process.isRunning() || stopRequested(),
  });
  if (ready || (service.process.isRunning() && stopRequested())) return;
  const why = service.process.isRunning()
    ? `did not answer 200 on ${service.url}/ready within ${READY_TIMEOUT_MS / 1000} s`
    : `exited (code ${(await service.process.exited).code}) before it was ready`;
  throw new Error(`Service ${service.name} ${why}. Its last log lines:\n${service.process.lastLines(20).join('\n')}`);
}

export function warnNotRunnable(spec: ServiceSpec): void {
  warn(`${spec.dir}/src/main.ts does not exist yet: ${spec.name} is not started.`);
}
