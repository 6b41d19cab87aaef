import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, PaymentValidatedPayloadSchema } from '@portal/contracts';
import { eventually } from '@portal/service-kit/testing/eventually';
import { outboxEvents } from '../customers/test-fixtures.js';
import { cheque, invoicedAgency, recordPayment } from '../agency-invoices/testing/fixtures.js';
import type { PaymentsWorld } from '../agency-payments/testing/payments-world.js';
import { saveMethod, setDefault } from '../payment-methods/testing/saved-methods.js';
import { startRenewalWorld, type RenewalSteps } from './testing/renewal-steps.js';

const DAY_MS = 24 * 3600_000;

/**
 * The plans renewed when their period ends (jobs `billing.agency-renewals` and
 * `billing.agency-renewal-charges`, run here as the scheduler runs them: in a platform transaction),
 * charged off session on the card saved at the first payment, or on the SEPA mandate made the default
 * since. Stripe is a third party: its local fake.
 */
let w: PaymentsWorld;
let steps: RenewalSteps;

// The fake's SEPA debits settle after 1.5 s (a bank takes days): long enough to see one under way.
beforeAll(async () => ({ w, steps } = await startRenewalWorld({ sepaProcessingMs: 1_500 })));
afterAll(async () => w?.close());

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

describe('agency plans renewed when their period ends', () => {
  it('invoices the same plan and licences a day before the end, charges the saved card, and the invoice is paid and announced, once', async () => {
    const { agencyId, invoiceId, periodEnd } = await steps.paidByCard('Agence qui renouvelle');

    expect((await steps.renewAt(new Date(periodEnd.getTime() - 2 * 24 * 3600_000))).renewed).toBe(0);
    await steps.renewAt(new Date(periodEnd.getTime() - 3600_000));
    const [, renewal] = await steps.invoicesOf(agencyId);
    expect(renewal).toMatchObject({ status: 100, renewalOf: invoiceId, totalInclTax: '119.93' });
    expect(await linesOf(renewal?.id ?? '')).toEqual([
      { designation: 'PRO', quantity: 1 },
      { designation: 'Licence utilisateur', quantity: 5 },
    ]);

    expect((await steps.chargeWaiting()).sent).toBeGreaterThanOrEqual(1);
    expect(await paymentsOf(renewal?.id ?? '')).toEqual([{ method: 'CARD', status: 'VALIDATED', error: null }]);
    expect((await steps.invoicesOf(agencyId))[1]?.status).toBe(200);
    const announced = await outboxEvents(w.h.sql, { subject: 'billing.payment.validated', agencyId });
    expect(announced.map((event) => PaymentValidatedPayloadSchema.parse(event.payload).invoiceId)).toEqual([
      invoiceId,
      renewal?.id,
    ]);

    // The same occurrence run again, and the charges' next minute: nothing more.
    await steps.renewAt(new Date(periodEnd.getTime() - 3600_000));
    await steps.chargeWaiting();
    expect(await steps.invoicesOf(agencyId)).toHaveLength(2);
    // The renewal opened the next month: renewed in its turn when that one ends.
    await steps.renewAt(new Date(addMonths(periodEnd, 1).getTime() - 3600_000));
    expect((await steps.invoicesOf(agencyId)).map((invoice) => invoice.renewalOf)).toEqual([
      null,
      invoiceId,
      renewal?.id,
    ]);
  });

  it('a card set up for off-session payments pays its renewal; one the bank wants to authenticate each time is refused in French and the invoice awaits payment', async () => {
    const setUp = await steps.paidByCard('Agence authentifiée une fois', '4000002500003155', { authenticate: true });
    await steps.renewAt(new Date(setUp.periodEnd.getTime() - 3600_000));
    await steps.chargeWaiting();
    expect((await steps.invoicesOf(setUp.agencyId)).map((invoice) => invoice.status)).toEqual([200, 200]);

    const always = await steps.paidByCard('Agence authentifiée toujours', '4000002760003184', { authenticate: true });
    await steps.renewAt(new Date(always.periodEnd.getTime() - 3600_000));
    await steps.chargeWaiting();
    const [, renewal] = await steps.invoicesOf(always.agencyId);
    expect(renewal?.status).toBe(100);
    expect(await paymentsOf(renewal?.id ?? '')).toEqual([
      { method: 'CARD', status: 'ERROR', error: 'Une authentification 3D Secure est nécessaire pour ce paiement' },
    ]);
  });

  it('a saved card removed before the charge: the renewal is in error, no default method, in French', async () => {
    const { agencyId, periodEnd } = await steps.paidByCard('Agence sans carte');
    await steps.renewAt(new Date(periodEnd.getTime() - 3600_000));
    const [account] = await w.h.asPlatform(
      (tx) => tx<{ methodId: string }[]>`
        select default_payment_method_id as method_id from agency_billing_accounts where agency_id = ${agencyId}`,
    );
    await w.h.payments.stripe.paymentMethods.detach(account?.methodId ?? '');
    await steps.chargeWaiting();
    const [, renewal] = await steps.invoicesOf(agencyId);
    expect(renewal?.status).toBe(100);
    expect(await paymentsOf(renewal?.id ?? '')).toEqual([
      { method: 'CARD', status: 'ERROR', error: "Aucun moyen de paiement par défaut n'est sélectionné" },
    ]);
    // The agency is told (job `billing.agency-mails`), as of any refused renewal.
    const mails = await w.h.asPlatform(
      (tx) =>
        tx<{ kind: string }[]>`select kind from agency_mails where invoice_id = ${renewal?.id ?? ''} order by kind`,
    );
    expect(mails.map((mail) => mail.kind)).toEqual(['renewal_invoiced', 'renewal_refused']);
  });

  it('a renewal on the SEPA mandate made the default is debited: under way at once (no moderation, no second charge), paid when the bank settles it', async () => {
    const { agencyId, invoiceId, periodEnd } = await steps.paidByCard('Agence prélevée');
    const agency = { agencyId, token: await w.h.tokenFor(agencyId) };
    const { methodId } = await saveMethod(w, agency, 'SEPA');
    expect((await setDefault(w, agency, methodId)).status).toBe(200);
    await steps.renewAt(new Date(periodEnd.getTime() - 3600_000));
    const [, renewal] = await steps.invoicesOf(agencyId);

    await steps.chargeWaiting();
    expect(await paymentsOf(renewal?.id ?? '')).toEqual([{ method: 'SEPA', status: 'PROCESSING', error: null }]);
    const moderation = await w.h.request('GET', `/agency/${agencyId}/subscription/moderation`, { token: agency.token });
    expect(moderation.body).toEqual({ pending: false });
    // The next minute's charges and the morning's retries leave a debit under way alone.
    await steps.chargeWaiting();
    await steps.retryAt(new Date(Date.now() + 3 * DAY_MS + 60_000));
    expect(await paymentsOf(renewal?.id ?? '')).toHaveLength(1);

    await eventually(async () =>
      expect(await paymentsOf(renewal?.id ?? '')).toEqual([{ method: 'SEPA', status: 'VALIDATED', error: null }]),
    );
    expect((await steps.invoicesOf(agencyId))[1]?.status).toBe(200);
    const announced = await outboxEvents(w.h.sql, { subject: 'billing.payment.validated', agencyId });
    expect(announced.map((event) => PaymentValidatedPayloadSchema.parse(event.payload).invoiceId)).toEqual([
      invoiceId,
      renewal?.id,
    ]);
  });

  it('an agency that pays by cheque gets its renewal invoice to pay, nothing charged', async () => {
    const { agencyId, invoice } = await invoicedAgency(w, 'Agence au chèque');
    await recordPayment(w, cheque(invoice));
    const [paid] = await steps.invoicesOf(agencyId);
    await steps.renewAt(new Date(addMonths(paid?.paidAt ?? new Date(), 1).getTime() - 3600_000));
    const [, renewal] = await steps.invoicesOf(agencyId);
    expect(renewal).toMatchObject({ status: 100, renewalOf: invoice.id });
    expect(await paymentsOf(renewal?.id ?? '')).toEqual([]);
  });

  it('a refused renewal is charged again 3 days after its refusal, on the card the agency made its default since, and is paid', async () => {
    const { agencyId, periodEnd } = await steps.paidByCard('Agence relancée', '4000002760003184', {
      authenticate: true,
    });
    await steps.renewAt(new Date(periodEnd.getTime() - 3600_000));
    await steps.chargeWaiting();
    const [, renewal] = await steps.invoicesOf(agencyId);
    expect((await paymentsOf(renewal?.id ?? '')).map((payment) => payment.status)).toEqual(['ERROR']);

    const statuses = async () => (await paymentsOf(renewal?.id ?? '')).map((payment) => payment.status);
    await steps.retryAt(new Date(Date.now() + 2 * DAY_MS));
    expect(await statuses()).toEqual(['ERROR']);
    const agency = { agencyId, token: await w.h.tokenFor(agencyId) };
    const { methodId } = await saveMethod(w, agency, 'CARD', '4242424242424242');
    await setDefault(w, agency, methodId);
    await steps.retryAt(new Date(Date.now() + 3 * DAY_MS + 60_000));
    // The same morning again: nothing more (a charge is under way).
    await steps.retryAt(new Date(Date.now() + 3 * DAY_MS + 60_000));
    expect(await statuses()).toEqual(['ERROR', 'PENDING']);
    await steps.chargeWaiting();
    expect(await paymentsOf(renewal?.id ?? '')).toEqual([
      { method: 'CARD', status: 'ERROR', error: 'Une authentification 3D Secure est nécessaire pour ce paiement' },
      { method: 'CARD', status: 'VALIDATED', error: null },
    ]);
    expect((await steps.invoicesOf(agencyId))[1]?.status).toBe(200);
  });

  it('charges a refused renewal three times at most, then leaves it to the agency', async () => {
    const { agencyId, periodEnd } = await steps.paidByCard('Agence refusée trois fois', '4000002760003184', {
      authenticate: true,
    });
    await steps.renewAt(new Date(periodEnd.getTime() - 3600_000));
    await steps.chargeWaiting();
    for (let morning = 0; morning < 3; morning += 1) {
      await steps.retryAt(new Date(Date.now() + 3 * DAY_MS + 60_000));
      await steps.chargeWaiting();
    }
    const [, renewal] = await steps.invoicesOf(agencyId);
    expect((await paymentsOf(renewal?.id ?? '')).map((payment) => payment.status)).toEqual(['ERROR', 'ERROR', 'ERROR']);
    expect(renewal?.status).toBe(100);
  });

  it('a period that ended more than a week ago is not renewed: the agency let it lapse', async () => {
    const { agencyId, periodEnd } = await steps.paidByCard('Agence partie');
    await steps.renewAt(new Date(periodEnd.getTime() + 8 * 24 * 3600_000));
    expect(await steps.invoicesOf(agencyId)).toHaveLength(1);
  });
});
