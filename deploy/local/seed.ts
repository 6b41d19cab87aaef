import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from './config.js';
import { runCommand } from './exec.js';
import { step, warn } from './log.js';

const SEED_ENTRY = path.join('src', 'seed', 'run.ts');

/**
 * Loads the demo data (idempotent) with the identity service's seed, once identity is ready (its
 * migrations applied). Skipped with a warning while the seed does not exist yet.
 */
export async function runIdentitySeed(env: {
  DATABASE_URL: string;
  NATS_URL: string;
  LOG_LEVEL: string;
}): Promise<boolean> {
  const cwd = path.join(ROOT_DIR, 'svc-identity');
  if (!existsSync(path.join(cwd, SEED_ENTRY))) {
    warn(`svc-identity/${SEED_ENTRY} does not exist yet: no demo data loaded.`);
    return false;
  }
  step('loading the demo data (identity seed)');
  const result = await runCommand(process.execPath, ['--import', 'tsx', SEED_ENTRY], {
    cwd,
    env: { ...process.env, ...env },
    echoPrefix: '[seed]',
  });
  if (result.code !== 0) throw new Error(`The identity seed failed (exit ${result.code}); its output is above.`);
  return true;
}
