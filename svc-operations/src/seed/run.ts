import { runSeedCli } from '@portal/service-kit/demo/seed-cli';
import { seedDemoCheckpoints } from './checkpoints.js';
import { seedDemoCollaborators } from './collaborators.js';
import { seedDemoFieldDay } from './field-day.js';
import { seedDemoServices } from './services.js';
import { seedDemoSites } from './sites.js';

/**
 * Loads operations' demo referentials: `node --import tsx svc-operations/src/seed/run.ts` with
 * DATABASE_URL, after identity's seed (the agencies must be provisioned). Safe to run again.
 */
await runSeedCli({
  service: 'operations',
  migrationsUrl: new URL('../../migrations', import.meta.url),
  waitForAgencies: true,
  seed: async (sql) => ({
    collaborators: await seedDemoCollaborators(sql),
    // Sites come with the customers' read model rows they belong to; checkpoints need the sites.
    sites: await seedDemoSites(sql),
    checkpoints: await seedDemoCheckpoints(sql),
    // This week's services need the sites and the collaborators.
    services: await seedDemoServices(sql),
    // The agent's yesterday, today and tomorrow whatever the weekday, yesterday lived in the field.
    fieldDay: await seedDemoFieldDay(sql),
  }),
});
