/**
 * Test support for the front ends' component tests, which start this file by its path in a child
 * process (the kit's `test/operations-test-server.ts`): the real operations app on a database of its
 * own (real PostgreSQL), with an agency, three sites (two active, one archived) and a checkpoint
 * holding a badge, served over HTTP by the kit's `serveForBrowserTests` (tokens acting in that
 * agency from `POST /__test/token`).
 */
import { serveForBrowserTests } from '@portal/service-kit/testing/browser-test-server';
import { startOperationsHarness } from '../testing/harness.js';
import { insertTestSite } from './test-fixtures.js';

const h = await startOperationsHarness();
const { agencyId } = await h.provisionAgency({ name: 'Vigie Sécurité' });
const oliviers = await insertTestSite(h, agencyId, { name: 'Résidence Les Oliviers' });
const odysseum = await insertTestSite(h, agencyId, { name: 'Parking Odysseum' });
const archived = await insertTestSite(h, agencyId, { name: 'Ancien entrepôt', status: 300 });
const hall = await h.request('POST', `/agency/${agencyId}/checkpoint`, {
  token: await h.tokenFor(agencyId),
  json: { siteId: oliviers.siteId, name: 'Hall d’entrée', badge: '04A1B2C3D4E5F6' },
});
if (hall.status !== 201) throw new Error(`fixture checkpoint not created: ${JSON.stringify(hall.body)}`);

serveForBrowserTests(h, { agencyId, ready: { agencyId, sites: { oliviers, odysseum, archived }, hall: hall.body } });
