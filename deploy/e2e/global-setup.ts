import { ALL_FRONTENDS, buildFrontend } from '@portal/kit/build';

/**
 * Once per test run: the front ends are built as `npm start` builds them (one after the other: two
 * cores), so the journeys drive the real bundles. PORTAL_E2E_SKIP_BUILD=1 reuses the last build.
 */
export default async function setup(): Promise<void> {
  if (process.env.PORTAL_E2E_SKIP_BUILD === '1') return;
  for (const app of ALL_FRONTENDS) await buildFrontend(app);
}
