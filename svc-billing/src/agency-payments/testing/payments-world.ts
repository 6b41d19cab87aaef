import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CartCheckoutSchema, type DocumentParty, type SubscriptionCartInput } from '@portal/contracts';
import { startStripeFake } from '@portal/service-kit/fakes/stripe/index';
import { cardData, confirmFromBrowser } from '@portal/service-kit/fakes/stripe/testing/stripe-clients';
import { seedSubscriptionOffers, subscriptionOfferSeedId } from '../../seed/subscription-offers.js';
import { startBillingHarness, TEST_STRIPE_WEBHOOK_SECRET } from '../../testing/harness.js';

export const PRO_ID = subscriptionOfferSeedId('pro');
export const LICENCE_ID = subscriptionOfferSeedId('licence');
export const PAYSLIPS_ID = subscriptionOfferSeedId('pack-bulletins');
export const NFC_BADGES_ID = subscriptionOfferSeedId('badges-nfc');

/** The cart of the journey: PRO and 5 more licences, paid monthly. */
export const PRO_AND_FIVE_LICENCES: SubscriptionCartInput = {
  lines: [
    { offerId: PRO_ID, quantity: 1 },
    { offerId: LICENCE_ID, quantity: 5 },
  ],
  period: 'monthly',
};

/**
 * Billing served over HTTP on a database of its own, with the local fake of Stripe (a third party)
 * sending its signed webhooks to billing's `POST /stripe`, and the platform's offers seeded.
 */
export async function startPaymentsWorld(options: { sepaProcessingMs?: number; platformSeller?: DocumentParty } = {}) {
  const { platformSeller, ...fakeSettings } = options;
  const fakeOptions = { webhookRetryDelaysMs: [50, 200], ...fakeSettings };
  let stripe = await startStripeFake(fakeOptions);
  const h = await startBillingHarness({ stripeUrl: stripe.url, platformSeller });
  await seedSubscriptionOffers(h.sql);
  const server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const billingUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stripe.addWebhookEndpoint(`${billingUrl}/stripe`, TEST_STRIPE_WEBHOOK_SECRET);

  return {
    h,
    /** The fake as it runs now (a new one after `restartStripe`). */
    get stripe() {
      return stripe;
    },
    billingUrl,

    /** A fresh fake on the same address (after a test closed it to play an outage). */
    async restartStripe() {
      stripe = await startStripeFake({ ...fakeOptions, port: stripe.port });
      stripe.addWebhookEndpoint(`${billingUrl}/stripe`, TEST_STRIPE_WEBHOOK_SECRET);
    },

    /** A provisioned agency and its owner's token. */
    async agency() {
      const { agencyId } = await h.provisionAgency();
      return { agencyId, token: await h.tokenFor(agencyId) };
    },

    async checkout(agency: { agencyId: string; token: string }, cart: SubscriptionCartInput = PRO_AND_FIVE_LICENCES) {
      const answer = await h.request('POST', `/agency/${agency.agencyId}/subscription/cart`, {
        token: agency.token,
        json: cart,
      });
      if (answer.status !== 201) throw new Error(`checkout refused: ${JSON.stringify(answer.body)}`);
      return CartCheckoutSchema.parse(answer.body);
    },

    /** What the card form does with the client secret (Stripe.js), then the webhooks delivered. */
    async payByCard(clientSecret: string, card = '4242424242424242') {
      const confirmed = await confirmFromBrowser(stripe, clientSecret, { payment_method_data: cardData(card) });
      await stripe.webhooksIdle();
      return confirmed;
    },

    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await stripe.close();
      await h.close();
    },
  };
}
export type PaymentsWorld = Awaited<ReturnType<typeof startPaymentsWorld>>;
