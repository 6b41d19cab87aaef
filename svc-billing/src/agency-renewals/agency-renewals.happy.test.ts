import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, PaymentValidatedPayloadSchema } from '@portal/contracts';
import { outboxEvents } from '../customers/test-fixtures.js';
import { cheque, invoicedAgency, recordPayment } from '../agency-invoices/testing/fixtures.js';
import { startPaymentsWorld, type PaymentsWorld } from '../agency-payments/testing/payments-world.js';
import { chargeRenewals } from './charge-renewals.js';
import { renewSubscriptions } from './renew-subscriptions.js';

/**
 * The plans renewed when their period ends (jobs `billing.agency-renewals` and
 * `billing.agency-renewal-charges`, run here as the scheduler runs them: in a platform transaction),
 * charged off session on the card saved at the first payment. Stripe is a third party: its local fake.
 */
let w: PaymentsWorld;

beforeAll(async () => {
  w = await startPaymentsWorld();
});
afterAll(async () => {
  await w?.close();
});

const renewAt = (now: Date) => w.h.asPlatform((tx) => renewSubscriptions(tx, now, w.h.logger));
/**
 * The charges' minute. Its transaction is held a moment after the charges, as a slow commit would:
 * Stripe's events then arrive before the intents are attached, and must still find their payments.
 */
const chargeWaiting = async () => {
  const charge = chargeRenewals({ sql: w.h.sql, payments: w.h.payments, logger: w.h.logger });
  const counts = await w.h.asPlatform(async (tx) => {
    const sent = await charge(tx);
    await new Promise((resolve) => setTimeout(resolve, 300));
    return sent;
  });
  await w.stripe.webhooksIdle();
  return counts;
};

/** The agency's invoices, oldest first, with what the renewal reads of them. */
const invoicesOf = (agencyId: string) =>
  w.h.asPlatform(
    (tx) => tx<{ id: string; status: number; renewalOf: string | null; paidAt: Date | null; totalInclTax: string }[]>`
      select id, status, renewal_of, paid_at, total_incl_tax::text from agency_invoices
       where agency_id = ${agencyId} order by created_at, id`,
  );
const linesOf = (invoiceId: string) =>
  w.h.asPlatform(
    (tx) => tx<{ designation: string; quantity: number }[]>`
      select designation, quantity from agency_invoice_lines where invoice_id = ${invoiceId} order by position`,
  );
const paymentsOf = (invoiceId: string) =>
  w.h.asPlatform(
    (tx) => tx<{ method: string; status: string; error: string | null }[]>`
      select method, status, error from agency_payments where invoice_id = ${invoiceId} order by created_at`,
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

/** A new agency whose PRO and 5 licences are paid by `card` (saved for later payments), and when its period ends. */
async function paidByCard(name: string, card = '4242424242424242', options = { authenticate: false }) {
  const { agencyId, invoice, cardPayment } = await invoicedAgency(w, name);
  await w.payByCard(cardPayment.clientSecret, card);
  if (options.authenticate) await completeAuthentication(cardPayment.clientSecret);
  const [paid] = await invoicesOf(agencyId);
  if (!paid?.paidAt) throw new Error(`${name}: the first invoice is not paid`);
  return { agencyId, invoiceId: invoice.id, periodEnd: addMonths(paid.paidAt, 1) };
}

describe('agency plans renewed when their period ends', () => {
  it('invoices the same plan and licences a day before the end, charges the saved card, and the invoice is paid and announced, once', async () => {
    const { agencyId, invoiceId, periodEnd } = await paidByCard('Agence qui renouvelle');

    expect((await renewAt(new Date(periodEnd.getTime() - 2 * 24 * 3600_000))).renewed).toBe(0);
    await renewAt(new Date(periodEnd.getTime() - 3600_000));
    const [, renewal] = await invoicesOf(agencyId);
    expect(renewal).toMatchObject({ status: 100, renewalOf: invoiceId, totalInclTax: '119.93' });
    expect(await linesOf(renewal?.id ?? '')).toEqual([
      { designation: 'PRO', quantity: 1 },
      { designation: 'Licence utilisateur', quantity: 5 },
    ]);

    expect((await chargeWaiting()).sent).toBeGreaterThanOrEqual(1);
    expect(await paymentsOf(renewal?.id ?? '')).toEqual([{ method: 'CARD', status: 'VALIDATED', error: null }]);
    expect((await invoicesOf(agencyId))[1]?.status).toBe(200);
    const announced = await outboxEvents(w.h.sql, { subject: 'billing.payment.validated', agencyId });
    expect(announced.map((event) => PaymentValidatedPayloadSchema.parse(event.payload).invoiceId)).toEqual([
      invoiceId,
      renewal?.id,
    ]);

    // The same occurrence run again, and the charges' next minute: nothing more.
    await renewAt(new Date(periodEnd.getTime() - 3600_000));
    await chargeWaiting();
    expect(await invoicesOf(agencyId)).toHaveLength(2);
    // The renewal opened the next month: renewed in its turn when that one ends.
    await renewAt(new Date(addMonths(periodEnd, 1).getTime() - 3600_000));
    expect((await invoicesOf(agencyId)).map((invoice) => invoice.renewalOf)).toEqual([null, invoiceId, renewal?.id]);
  });

  it('a card set up for off-session payments pays its renewal; one the bank wants to authenticate each time is refused in French and the invoice awaits payment', async () => {
    const setUp = await paidByCard('Agence authentifiée une fois', '4000002500003155', { authenticate: true });
    await renewAt(new Date(setUp.periodEnd.getTime() - 3600_000));
    await chargeWaiting();
    expect((await invoicesOf(setUp.agencyId)).map((invoice) => invoice.status)).toEqual([200, 200]);

    const always = await paidByCard('Agence authentifiée toujours', '4000002760003184', { authenticate: true });
    await renewAt(new Date(always.periodEnd.getTime() - 3600_000));
    await chargeWaiting();
    const [, renewal] = await invoicesOf(always.agencyId);
    expect(renewal?.status).toBe(100);
    expect(await paymentsOf(renewal?.id ?? '')).toEqual([
      { method: 'CARD', status: 'ERROR', error: 'Une authentification 3D Secure est nécessaire pour ce paiement' },
    ]);
  });

  it('a saved card removed before the charge: the renewal is in error, no default method, in French', async () => {
    const { agencyId, periodEnd } = await paidByCard('Agence sans carte');
    await renewAt(new Date(periodEnd.getTime() - 3600_000));
    const [account] = await w.h.asPlatform(
      (tx) => tx<{ methodId: string }[]>`
        select default_payment_method_id as method_id from agency_billing_accounts where agency_id = ${agencyId}`,
    );
    await w.h.payments.stripe.paymentMethods.detach(account?.methodId ?? '');
    await chargeWaiting();
    const [, renewal] = await invoicesOf(agencyId);
    expect(renewal?.status).toBe(100);
    expect(await paymentsOf(renewal?.id ?? '')).toEqual([
      { method: 'CARD', status: 'ERROR', error: "Aucun moyen de paiement par défaut n'est sélectionné" },
    ]);
  });

  it('an agency that pays by cheque gets its renewal invoice to pay, nothing charged', async () => {
    const { agencyId, invoice } = await invoicedAgency(w, 'Agence au chèque');
    await recordPayment(w, cheque(invoice));
    const [paid] = await invoicesOf(agencyId);
    await renewAt(new Date(addMonths(paid?.paidAt ?? new Date(), 1).getTime() - 3600_000));
    const [, renewal] = await invoicesOf(agencyId);
    expect(renewal).toMatchObject({ status: 100, renewalOf: invoice.id });
    expect(await paymentsOf(renewal?.id ?? '')).toEqual([]);
  });

  it('a period that ended more than a week ago is not renewed: the agency let it lapse', async () => {
    const { agencyId, periodEnd } = await paidByCard('Agence partie');
    await renewAt(new Date(periodEnd.getTime() + 8 * 24 * 3600_000));
    expect(await invoicesOf(agencyId)).toHaveLength(1);
  });
});
