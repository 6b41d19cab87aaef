import { runSeedCli } from '@portal/service-kit/demo/seed-cli';
import { seedDemo } from './demo.js';

/**
 * Loads the demo data: `node --import tsx svc-identity/src/seed/run.ts` with DATABASE_URL. Applies
 * the migrations first (the seed may run before the service ever started); safe to run again.
 */
await runSeedCli({
  service: 'identity',
  migrationsUrl: new URL('../../migrations', import.meta.url),
  waitForAgencies: false,
  seed: (sql) => seedDemo(sql),
});
