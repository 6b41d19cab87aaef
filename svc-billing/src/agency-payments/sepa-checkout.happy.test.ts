import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartCheckoutSchema, fr, PaymentValidatedPayloadSchema } from '@portal/contracts';
import { eventually } from '@portal/service-kit/testing/eventually';
import { outboxEvents } from '../customers/test-fixtures.js';
import { saveMethod, setDefault } from '../payment-methods/testing/saved-methods.js';
import { countRows } from '../testing/count-rows.js';
import { PRO_AND_FIVE_LICENCES, startPaymentsWorld, type PaymentsWorld } from './testing/payments-world.js';

/**
 * The cart paid by SEPA Direct Debit on the agency's default mandate (02 §2 payment methods): the
 * debit starts at once, the agency waits in moderation while the bank processes it, and the order is
 * validated when it settles. Stripe is a third party: its local fake, whose debits settle after 3 s.
 */
let w: PaymentsWorld;

beforeAll(async () => {
  w = await startPaymentsWorld({ sepaProcessingMs: 3_000 });
});
afterAll(async () => {
  await w?.close();
});

const FAILING_IBAN = 'FR8420041010050500013M02607';

const checkoutBySepa = (agency: { agencyId: string; token: string }) =>
  w.h.request('POST', `/agency/${agency.agencyId}/subscription/cart`, {
    token: agency.token,
    json: { ...PRO_AND_FIVE_LICENCES, paymentMethod: 'SEPA' },
  });

const paymentOf = async (paymentId: string) => {
  const [payment] = await w.h.asPlatform(
    (tx) => tx<{ method: string; status: string; error: string | null; invoiceStatus: number }[]>`
      select p.method, p.status, p.error, i.status as invoice_status
        from agency_payments p join agency_invoices i on i.id = p.invoice_id where p.id = ${paymentId}`,
  );
  return payment;
};

describe('the cart paid by SEPA debit', () => {
  it('debits the default mandate at once: moderation while the bank processes it, then the order is paid and announced', async () => {
    const agency = await w.agency();
    await saveMethod(w, agency, 'SEPA');
    const moderation = async () =>
      (await w.h.request('GET', `/agency/${agency.agencyId}/subscription/moderation`, { token: agency.token })).body;

    const answer = await checkoutBySepa(agency);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { invoice, payment } = CartCheckoutSchema.parse(answer.body);
    expect(invoice.lines.map((line) => line.designation)).toEqual(['PRO', 'Licence utilisateur']);
    expect(payment.clientSecret).toBe('');
    // Under way from Stripe's answer on: in moderation at once, and no second payment meanwhile.
    expect(await moderation()).toEqual({ pending: true });
    const again = await w.h.request('POST', `/agency/${agency.agencyId}/agency-invoice/${invoice.id}/card-payment`, {
      token: agency.token,
    });
    expect([again.status, again.error?.message]).toEqual([
      409,
      'Un paiement de cette facture est en cours de traitement par la banque',
    ]);
    await w.stripe.webhooksIdle();
    expect(await paymentOf(payment.id)).toMatchObject({ method: 'SEPA', status: 'PROCESSING', invoiceStatus: 100 });
    expect(await moderation()).toEqual({ pending: true });

    await eventually(async () => expect((await paymentOf(payment.id))?.status).toBe('VALIDATED'), 15_000);
    expect(await paymentOf(payment.id)).toMatchObject({ invoiceStatus: 200, error: null });
    expect(await moderation()).toEqual({ pending: false });
    const announced = await outboxEvents(w.h.sql, { subject: 'billing.payment.validated', agencyId: agency.agencyId });
    expect(announced.map((event) => PaymentValidatedPayloadSchema.parse(event.payload).invoiceId)).toEqual([
      invoice.id,
    ]);
  });

  it('a debit the bank refuses leaves the invoice awaiting payment, with the reason in French', async () => {
    const agency = await w.agency();
    await saveMethod(w, agency, 'SEPA', FAILING_IBAN);
    const { payment } = CartCheckoutSchema.parse((await checkoutBySepa(agency)).body);
    await eventually(async () => expect((await paymentOf(payment.id))?.status).toBe('ERROR'), 15_000);
    expect(await paymentOf(payment.id)).toMatchObject({ invoiceStatus: 100, error: fr.PAYMENT_ERROR });
  });

  it("Mes factures' 'Payer par prélèvement SEPA': an invoice left unpaid by card is debited on the mandate saved since, and paid", async () => {
    const agency = await w.agency();
    const { invoice, payment: abandoned } = await w.checkout(agency);
    const sepaPayment = (methodId: string) =>
      w.h.request('POST', `/agency/${agency.agencyId}/agency-invoice/${invoice.id}/sepa-payment`, {
        token: agency.token,
        json: { methodId },
      });
    const unknown = await sepaPayment('pm_inconnu');
    expect([unknown.status, unknown.error?.message]).toEqual([404, 'Moyen de paiement introuvable']);

    const { methodId } = await saveMethod(w, agency, 'SEPA');
    const answer = await sepaPayment(methodId);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { payment } = CartCheckoutSchema.parse(answer.body);
    await eventually(async () => expect((await paymentOf(payment.id))?.status).toBe('VALIDATED'), 15_000);
    expect(await paymentOf(payment.id)).toMatchObject({ method: 'SEPA', invoiceStatus: 200 });
    // The card payment left open at Stripe was cancelled first: it can never go through as well.
    expect(await paymentOf(abandoned.id)).toMatchObject({ status: 'ERROR', error: 'Paiement annulé' });
  });

  it('without a default SEPA mandate, 409 in French and nothing ordered', async () => {
    const tables = ['agency_invoices', 'agency_invoice_lines', 'agency_payments'] as const;
    const withCard = await w.agency();
    const { methodId } = await saveMethod(w, withCard, 'CARD');
    await setDefault(w, withCard, methodId);
    const without = await w.agency();
    const before = await countRows(w.h, tables);
    for (const agency of [withCard, without]) {
      const refused = await checkoutBySepa(agency);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ error: { code: 'SEPA_MANDATE_REQUIRED', message: fr.SEPA_MANDATE_REQUIRED } });
    }
    expect(await countRows(w.h, tables)).toEqual(before);
  });
});
