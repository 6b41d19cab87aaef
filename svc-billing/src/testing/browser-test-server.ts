/**
 * Test support for the front ends' component tests, which start this file by its path in a child
 * process (mf-commercial's `src/testing/billing-service.ts`): the real billing app on a database of
 * its own (real PostgreSQL), served over HTTP by the kit's `serveForBrowserTests` (which also answers
 * `POST /__test/token`). Besides, `POST /__test/agency`: a new agency with two customers, so that
 * each test has its own; `POST /__test/subscription-offers`: the platform's seeded offers (mf-admin);
 * `POST /__test/article-order`: an agency's paid article order, written as the demo's seed writes it;
 * `POST /__test/agency-invoice`: a new agency's invoice, made by its owner's cart of seeded offers (the
 * local fake of Stripe, a third party, opens the card payment, which stays waiting).
 */
import {
  CartCheckoutSchema,
  CustomerSchema,
  uuidv7,
  type ArticleOrderStatus,
  type SubscriptionCartInput,
} from '@portal/contracts';
import { startStripeFake } from '@portal/service-kit/fakes/stripe/index';
import { serveForBrowserTests } from '@portal/service-kit/testing/browser-test-server';
import { insertPaidArticleOrder } from '../seed/agency-article-orders.js';
import { seedSubscriptionOffers, subscriptionOfferSeedId } from '../seed/subscription-offers.js';
import { startBillingHarness } from './harness.js';

const stripe = await startStripeFake();
const h = await startBillingHarness({ stripeUrl: stripe.url });

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
      .post('/__test/subscription-offers', async (c) => c.json({ added: await seedSubscriptionOffers(h.sql) }))
      .post('/__test/agency-invoice', async (c) => {
        const body = (await c.req.json()) as { agencyName: string; lines: { offerKey: string; quantity: number }[] };
        await seedSubscriptionOffers(h.sql);
        const { agencyId } = await h.provisionAgency({ name: body.agencyName });
        const cart: SubscriptionCartInput = {
          period: 'monthly',
          lines: body.lines.map((line) => ({
            offerId: subscriptionOfferSeedId(line.offerKey),
            quantity: line.quantity,
          })),
        };
        const answer = await h.request('POST', `/agency/${agencyId}/subscription/cart`, {
          token: await h.tokenFor(agencyId),
          json: cart,
        });
        if (answer.status !== 201) throw new Error(`fixture invoice not made: ${JSON.stringify(answer.body)}`);
        return c.json({ agencyId, invoice: CartCheckoutSchema.parse(answer.body).invoice });
      })
      .post('/__test/article-order', async (c) => {
        const body = (await c.req.json()) as {
          agency: { id: string; name: string } | { name: string };
          status?: ArticleOrderStatus;
          offerKey?: string;
          quantity?: number;
          deliveryAddress?: string;
          daysAgo?: number;
        };
        await seedSubscriptionOffers(h.sql);
        const agency =
          'id' in body.agency ? body.agency : { id: (await h.provisionAgency(body.agency)).agencyId, ...body.agency };
        const at = new Date(Date.now() - (body.daysAgo ?? 1) * 86_400_000);
        const ids = { invoice: uuidv7(), line: uuidv7(), payment: uuidv7(), order: uuidv7() };
        await h.asPlatform((tx) =>
          insertPaidArticleOrder(tx, {
            agency,
            offerKey: body.offerKey ?? 'badges-nfc',
            quantity: body.quantity ?? 1,
            deliveryAddress: body.deliveryAddress ?? '12 rue de la Loge, 34000 Montpellier',
            deliveryInstructions: '',
            paidAt: at,
            status: body.status ?? 100,
            statusAt: at,
            ids,
          }),
        );
        return c.json({ agencyId: agency.id, orderId: ids.order });
      }),
});
