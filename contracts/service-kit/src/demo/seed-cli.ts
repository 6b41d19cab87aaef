import { fileURLToPath } from 'node:url';
import { connectDatabase, type Sql } from '../db/connect.js';
import { migrate } from '../db/migrate.js';
import { transaction } from '../db/tenant.js';
import { BaseEnvSchema, parseEnv } from '../env.js';
import { createLogger, type Logger } from '../logger.js';
import { DEMO_AGENCIES } from './agencies.js';
import { demoIds } from './ids.js';

const PROVISIONING_POLL_MS = 100;

/**
 * Waits until the service holds its copy of every demo agency (identity announces them through
 * `identity.agency.created`); the referentials seeded next belong to those agencies.
 */
export async function waitForDemoAgencies(sql: Sql, timeoutMs: number): Promise<void> {
  const ids = DEMO_AGENCIES.map((demo) => demoIds.agency(demo.key));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await transaction(
      sql,
      { kind: 'platform' },
      (tx) => tx<{ count: number }[]>`select count(*)::int as count from agencies where id = any(${ids}::uuid[])`,
    );
    if ((row?.count ?? 0) === ids.length) return;
    if (Date.now() > deadline) {
      throw new Error(`the demo agencies were not provisioned within ${timeoutMs} ms (identity seed run first?)`);
    }
    await new Promise((resolve) => setTimeout(resolve, PROVISIONING_POLL_MS));
  }
}

/**
 * The command line of a service's demo seed (`node --import tsx src/seed/run.ts` with DATABASE_URL):
 * applies the migrations, waits for the demo agencies when asked, runs `seed` and exits non-zero on
 * failure. Safe to run again: each seed writes only what is missing.
 */
export async function runSeedCli(options: {
  service: string;
  migrationsUrl: URL;
  /** Whether the seed needs the agencies provisioned from identity's events first. */
  waitForAgencies: boolean;
  seed: (sql: Sql, logger: Logger) => Promise<Record<string, unknown>>;
}): Promise<void> {
  const env = parseEnv(BaseEnvSchema.pick({ DATABASE_URL: true, LOG_LEVEL: true }));
  const logger = createLogger(`${options.service}-seed`, env.LOG_LEVEL);
  const sql = connectDatabase(env.DATABASE_URL, { max: 2 });
  try {
    await migrate(sql, fileURLToPath(options.migrationsUrl), logger);
    if (options.waitForAgencies) await waitForDemoAgencies(sql, 30_000);
    logger.info(await options.seed(sql, logger), 'demo data loaded');
  } catch (error) {
    logger.error({ err: error }, 'seed failed');
    process.exitCode = 1;
  } finally {
    await sql.end({ timeout: 5 });
  }
}
