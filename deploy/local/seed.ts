import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from './config.js';
import { runCommand } from './exec.js';
import { step, warn } from './log.js';

const SEED_ENTRY = path.join('src', 'seed', 'run.ts');

export type SeededService = 'identity' | 'operations' | 'billing';
export type SeedEnv = { DATABASE_URL: string; NATS_URL: string; LOG_LEVEL: string };

/**
 * Loads one service's demo data (idempotent) with its own seed, once the service is ready (its
 * migrations applied). Operations and billing seed referentials of the agencies identity announces,
 * and their seeds wait for them. Skipped with a warning while a seed does not exist.
 */
export async function runServiceSeed(service: SeededService, env: SeedEnv): Promise<boolean> {
  const cwd = path.join(ROOT_DIR, `svc-${service}`);
  if (!existsSync(path.join(cwd, SEED_ENTRY))) {
    warn(`svc-${service}/${SEED_ENTRY} does not exist: no ${service} demo data loaded.`);
    return false;
  }
  step(`loading the demo data (${service} seed)`);
  const result = await runCommand(process.execPath, ['--import', 'tsx', SEED_ENTRY], {
    cwd,
    env: { ...process.env, ...env },
    echoPrefix: `[seed ${service}]`,
  });
  if (result.code !== 0) throw new Error(`The ${service} seed failed (exit ${result.code}); its output is above.`);
  return true;
}

/**
 * The three seeds side by side: operations' and billing's wait (up to 30 s) for the agencies that
 * identity's seed announces, so they start their own work as soon as those arrive.
 */
export async function runDemoSeeds(envs: Record<SeededService, SeedEnv>): Promise<boolean> {
  const [identity] = await Promise.all([
    runServiceSeed('identity', envs.identity),
    runServiceSeed('operations', envs.operations),
    runServiceSeed('billing', envs.billing),
  ]);
  return identity;
}
