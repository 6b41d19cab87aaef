import { CartCheckoutSchema, type CartCheckout } from '@portal/contracts';
import { startStripeFake } from '@portal/service-kit/fakes/stripe/index';
import { cardData, confirmFromBrowser } from '@portal/service-kit/fakes/stripe/testing/stripe-clients';
import { PRO_AND_FIVE_LICENCES } from '../../agency-payments/testing/payments-world.js';
import { seedSubscriptionOffers } from '../../seed/subscription-offers.js';
import { startBillingHarness } from '../../testing/harness.js';

/**
 * Billing with the local fake of Stripe (a third party) whose webhooks reach no one: every event
 * Stripe sends about a payment is lost, as when billing's endpoint was down for longer than Stripe
 * retries. What `GET payments-fix` repairs.
 */
export async function startLostWebhooksWorld() {
  const stripe = await startStripeFake();
  const h = await startBillingHarness({ stripeUrl: stripe.url });
  await seedSubscriptionOffers(h.sql);
  return {
    h,
    stripe,
    /** An agency that checked out PRO and five licences: its invoice and card payment waiting. */
    async checkout(): Promise<{ agencyId: string } & CartCheckout> {
      const { agencyId } = await h.provisionAgency();
      const answer = await h.request('POST', `/agency/${agencyId}/subscription/cart`, {
        token: await h.tokenFor(agencyId),
        json: PRO_AND_FIVE_LICENCES,
      });
      if (answer.status !== 201) throw new Error(`checkout refused: ${JSON.stringify(answer.body)}`);
      return { agencyId, ...CartCheckoutSchema.parse(answer.body) };
    },
    /** What Stripe.js does with the card typed in; the events it sends are lost. */
    payByCard(clientSecret: string, card = '4242424242424242') {
      return confirmFromBrowser(stripe, clientSecret, { payment_method_data: cardData(card) });
    },
    async payment(paymentId: string) {
      const [row] = await h.asPlatform(
        (tx) => tx<{ status: string; requiresAuthentication: boolean; error: string | null; invoiceStatus: number }[]>`
          select p.status, p.requires_authentication, p.error, i.status as invoice_status
            from agency_payments p join agency_invoices i on i.id = p.invoice_id where p.id = ${paymentId}`,
      );
      return row;
    },
    async close() {
      await h.close();
      await stripe.close();
    },
  };
}
export type LostWebhooksWorld = Awaited<ReturnType<typeof startLostWebhooksWorld>>;
