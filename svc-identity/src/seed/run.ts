import { fileURLToPath } from 'node:url';
import { BaseEnvSchema, connectDatabase, createLogger, migrate, parseEnv } from '@portal/service-kit';
import { seedDemo } from './demo.js';

/**
 * Loads the demo data: `node --import tsx svc-identity/src/seed/run.ts` with DATABASE_URL. Applies
 * the migrations first (the seed may run before the service ever started); safe to run again.
 */
const env = parseEnv(BaseEnvSchema.pick({ DATABASE_URL: true, LOG_LEVEL: true }));
const logger = createLogger('identity-seed', env.LOG_LEVEL);
const sql = connectDatabase(env.DATABASE_URL, { max: 2 });
try {
  await migrate(sql, fileURLToPath(new URL('../../migrations', import.meta.url)), logger);
  const report = await seedDemo(sql);
  logger.info(report, report.agenciesCreated.length > 0 ? 'demo data loaded' : 'demo data already there');
} catch (error) {
  logger.error({ err: error }, 'seed failed');
  process.exitCode = 1;
} finally {
  await sql.end({ timeout: 5 });
}
