/**
 * Test support for mf-admin's component tests of the payment methods (started by its path in a
 * child process, `mf-admin/src/payments/testing/payment-methods-service.ts`): the real billing app on
 * a database of its own, with the local fake of Stripe (a third party) whose signed webhooks reach
 * billing, served over HTTP by the kit's `serveForBrowserTests`. The READY line gives the fake's API
 * and its browser script (`jsUrl`), which the page loads as Stripe.js. Besides `POST /__test/token`:
 * `POST /__test/agency`, a new agency; `POST /__test/first-invoice` `{ agencyId }`, the agency's
 * first invoice from a cart of PRO, awaiting payment (02 §4 'First agency invoice pending').
 */
import { startStripeFake } from '@portal/service-kit/fakes/stripe/index';
import { serveForBrowserTests } from '@portal/service-kit/testing/browser-test-server';
import { PRO_AND_FIVE_LICENCES } from '../../agency-payments/testing/payments-world.js';
import { seedSubscriptionOffers } from '../../seed/subscription-offers.js';
import { startBillingHarness, TEST_STRIPE_WEBHOOK_SECRET } from '../../testing/harness.js';

const stripe = await startStripeFake({ webhookRetryDelaysMs: [50, 200] });
const h = await startBillingHarness({ stripeUrl: stripe.url });
await seedSubscriptionOffers(h.sql);
let webhooksConnected = false;

serveForBrowserTests(
  {
    ...h,
    async close() {
      await h.close();
      await stripe.close();
    },
  },
  {
    ready: { stripeUrl: stripe.url, jsUrl: stripe.jsUrl },
    testRoutes: (root) =>
      root
        .post('/__test/agency', async (c) => {
          // The server's own address is known once it answers: Stripe's webhooks go to its `POST /stripe`.
          if (!webhooksConnected) {
            stripe.addWebhookEndpoint(`${new URL(c.req.url).origin}/stripe`, TEST_STRIPE_WEBHOOK_SECRET);
            webhooksConnected = true;
          }
          const { agencyId } = await h.provisionAgency({ name: 'Vigie Sécurité' });
          return c.json({ agencyId });
        })
        .post('/__test/first-invoice', async (c) => {
          const { agencyId } = (await c.req.json()) as { agencyId: string };
          const answer = await h.request('POST', `/agency/${agencyId}/subscription/cart`, {
            token: await h.tokenFor(agencyId),
            json: PRO_AND_FIVE_LICENCES,
          });
          return c.json(answer.body, answer.status as 201);
        }),
  },
);
