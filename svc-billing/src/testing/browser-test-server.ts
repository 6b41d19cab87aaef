/**
 * Test support for the front ends' component tests, which start this file by its path in a child
 * process (mf-commercial's `src/testing/billing-service.ts`): the real billing app on a database of
 * its own (real PostgreSQL), served over HTTP by the kit's `serveForBrowserTests` (which also answers
 * `POST /__test/token`). Besides, `POST /__test/agency`: a new agency with two customers, so that
 * each test has its own; `POST /__test/subscription-offers`: the platform's seeded offers (mf-admin).
 */
import { CustomerSchema } from '@portal/contracts';
import { serveForBrowserTests } from '@portal/service-kit/testing/browser-test-server';
import { seedSubscriptionOffers } from '../seed/subscription-offers.js';
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

serveForBrowserTests(h, {
  testRoutes: (root) =>
    root
      .post('/__test/agency', async (c) => {
        const { agencyId } = await h.provisionAgency({ name: 'Vigie Sécurité' });
        const oliviers = await createCustomer(agencyId, 'Résidence Les Oliviers');
        const odysseum = await createCustomer(agencyId, 'Centre commercial Odysseum');
        return c.json({ agencyId, customers: { oliviers, odysseum } });
      })
      .post('/__test/subscription-offers', async (c) => c.json({ added: await seedSubscriptionOffers(h.sql) })),
});
