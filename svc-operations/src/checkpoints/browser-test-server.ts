/**
 * Test support for the front ends' component tests, which start this file by its path in a child
 * process (their `test-support.ts`): the real operations app on a database of its own (real
 * PostgreSQL), with an agency, three sites (two active, one archived) and a checkpoint holding a
 * badge, served over HTTP. Besides the app it answers `POST /__test/token` (claims in, a token signed
 * with the test key out), since the page under test needs tokens the service accepts. Prints one
 * `READY {json}` line, then serves until SIGTERM or until its parent closes its stdin.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { AddressInfo } from 'node:net';
import type { AccessClaims } from '@portal/contracts';
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

const root = new Hono();
root.use('/__test/*', cors());
root.post('/__test/token', async (c) => {
  const requested = (await c.req.json()) as Partial<AccessClaims>;
  const claims = h.tokens.claims({ agency: agencyId, email: 'marie.durand@vigie.test', ...requested });
  return c.json({ token: await h.tokens.sign(claims), claims });
});
root.route('/', h.app);

const server = serve({ fetch: root.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  const ready = {
    url: `http://127.0.0.1:${info.port}`,
    agencyId,
    sites: { oliviers, odysseum, archived },
    hall: hall.body,
  };
  process.stdout.write(`READY ${JSON.stringify(ready)}\n`);
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.close();
  await h.close();
  process.exit(0);
}
process.once('SIGTERM', () => void stop());
process.stdin.on('end', () => void stop());
process.stdin.resume();
