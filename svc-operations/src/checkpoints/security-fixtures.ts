import type { AgencyServiceHarness } from '@portal/service-kit/testing/agency-service-harness';
import { insertTestSite } from './test-fixtures.js';

/** The site and badge of the checkpoint the generated security suite reads, associates and looks up. */
const SUITE_SITE_ID = '0196f1c0-5e0c-7a11-8c4e-5ec0c4ec0001';
const SUITE_BADGE = 'CAFE5EC0';

/**
 * A valid body for each checkpoint route, for the generated security suite (app.security.test.ts).
 * The save is a creation (no id: checkpoints.create, the right its contract names first); the badge
 * association gives the checkpoint the badge it already holds, so the lookup after it still finds it.
 */
export const CHECKPOINT_ROUTE_BODIES: Record<string, unknown> = {
  'POST /agency/:agencyId/fetch/checkpoints': {},
  'POST /agency/:agencyId/checkpoint': { siteId: SUITE_SITE_ID, name: 'Point créé par la suite' },
  'PUT /agency/:agencyId/checkpoint/:checkpointId/badge': { badge: SUITE_BADGE },
};

/** A site of the agency under test and a checkpoint on it holding a badge, for the routes naming them. */
export async function checkpointRouteParams(h: AgencyServiceHarness, agencyId: string) {
  await insertTestSite(h, agencyId, { id: SUITE_SITE_ID, name: 'Site de la suite' });
  const answer = await h.request('POST', `/agency/${agencyId}/checkpoint`, {
    token: await h.tokenFor(agencyId),
    json: { siteId: SUITE_SITE_ID, name: 'Point de la suite', badge: SUITE_BADGE },
  });
  if (answer.status !== 201) throw new Error(`checkpoint fixture not created: ${JSON.stringify(answer.body)}`);
  return { checkpointId: (answer.body as { id: string }).id, badge: SUITE_BADGE };
}
