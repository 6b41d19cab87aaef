import { expect } from 'vitest';
import { addMonths } from '@portal/contracts';
import { invoicedAgency } from '../../agency-invoices/testing/fixtures.js';
import { startPaymentsWorld, type PaymentsWorld } from '../../agency-payments/testing/payments-world.js';
import { chargeRenewals } from '../charge-renewals.js';
import { renewSubscriptions } from '../renew-subscriptions.js';
import { retryRefusedRenewals } from '../retry-refused-renewals.js';

/**
 * Test support for the renewals (not a test file): their jobs run as the scheduler runs them, in a
 * platform transaction, against billing and the local fake of Stripe (a third party).
 */
export function renewalSteps(w: PaymentsWorld) {
  const invoicesOf = (agencyId: string) =>
    w.h.asPlatform(
      (tx) => tx<
        {
          id: string;
          number: string;
          status: number;
          renewalOf: string | null;
          paidAt: Date | null;
          totalInclTax: string;
        }[]
      >`
        select id, number, status, renewal_of, paid_at, total_incl_tax::text from agency_invoices
         where agency_id = ${agencyId} order by created_at, id`,
    );

  /** The payer completes the bank's 3-D Secure page (the fake's). */
  async function completeAuthentication(clientSecret: string) {
    const intentId = clientSecret.split('_secret_')[0] ?? '';
    const response = await fetch(`${w.stripe.url}/fake/3ds/${intentId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_secret: clientSecret, outcome: 'succeed' }).toString(),
    });
    expect(response.status).toBe(200);
    await w.stripe.webhooksIdle();
  }

  return {
    invoicesOf,
    completeAuthentication,
    renewAt: (now: Date) => w.h.asPlatform((tx) => renewSubscriptions(tx, now, w.h.logger)),
    retryAt: (now: Date) => w.h.asPlatform((tx) => retryRefusedRenewals(tx, now, w.h.logger)),

    /**
     * The charges' minute. Its transaction is held a moment after the charges, as a slow commit would:
     * Stripe's events then arrive before the intents are attached, and must still find their payments.
     */
    async chargeWaiting() {
      const charge = chargeRenewals({ sql: w.h.sql, payments: w.h.payments, logger: w.h.logger });
      const counts = await w.h.asPlatform(async (tx) => {
        const sent = await charge(tx);
        await new Promise((resolve) => setTimeout(resolve, 300));
        return sent;
      });
      await w.stripe.webhooksIdle();
      return counts;
    },

    /** A new agency whose PRO and 5 licences are paid by `card` (saved for later payments), and when its period ends. */
    async paidByCard(name: string, card = '4242424242424242', options = { authenticate: false }) {
      const { agencyId, invoice, cardPayment } = await invoicedAgency(w, name);
      await w.payByCard(cardPayment.clientSecret, card);
      if (options.authenticate) await completeAuthentication(cardPayment.clientSecret);
      const [paid] = await invoicesOf(agencyId);
      if (!paid?.paidAt) throw new Error(`${name}: the first invoice is not paid`);
      return { agencyId, invoiceId: invoice.id, periodEnd: addMonths(paid.paidAt, 1) };
    },
  };
}

/** A payments world (billing and Stripe's fake) and its renewal steps, started for a test file. */
export async function startRenewalWorld(options: Parameters<typeof startPaymentsWorld>[0] = {}) {
  const w = await startPaymentsWorld(options);
  return { w, steps: renewalSteps(w) };
}

export type RenewalSteps = ReturnType<typeof renewalSteps>;
