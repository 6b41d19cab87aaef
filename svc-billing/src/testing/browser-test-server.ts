/**
 * Test support for the front ends' component tests, which start this file by its path in a child
 * process (mf-commercial's `src/testing/billing-service.ts`): the real billing app on a database of
 * its own (real PostgreSQL), served over HTTP. Besides the app it answers `POST /__test/agency` (a
 * new agency with two customers, so that each test has its own) and `POST /__test/token` (claims in,
 * a token signed with the test key out). Prints one `READY {json}` line, then serves until SIGTERM
 * or until its parent closes its stdin.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { AddressInfo } from 'node:net';
import { CustomerSchema, type AccessClaims } from '@portal/contracts';
import { startBillingHarness } from './harness.js';

const h = await startBillingHarness();

async function createCustomer(agencyId: string, name: string) {
  const answer = await h.request('POST', `/agency/${agencyId}/customer`, {
    token: await h.tokenFor(agencyId),
    json: { name },
  });
  if (answer.status !== 201) throw new Error(`fixture customer not created: ${JSON.stringify(answer.body)}`);
  return CustomerSchema.parse(answer.body).id;
}

const root = new Hono();
root.use('/__test/*', cors());
root.post('/__test/agency', async (c) => {
  const { agencyId } = await h.provisionAgency({ name: 'Vigie Sécurité' });
  const oliviers = await createCustomer(agencyId, 'Résidence Les Oliviers');
  const odysseum = await createCustomer(agencyId, 'Centre commercial Odysseum');
  return c.json({ agencyId, customers: { oliviers, odysseum } });
});
root.post('/__test/token', async (c) => {
  const { agencyId, ...requested } = (await c.req.json()) as Partial<AccessClaims> & { agencyId: string };
  const claims = h.tokens.claims({ agency: agencyId, email: 'marie.durand@vigie.test', ...requested });
  return c.json({ token: await h.tokens.sign(claims), claims });
});
root.route('/', h.app);

const server = serve({ fetch: root.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  process.stdout.write(`READY ${JSON.stringify({ url: `http://127.0.0.1:${info.port}` })}\n`);
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
