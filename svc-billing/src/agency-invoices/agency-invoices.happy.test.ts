import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_INVOICE_ADMIN_CALLS, AgencyInvoiceSchema, PaymentValidatedPayloadSchema } from '@portal/contracts';
import { readPdf } from '@portal/service-kit/testing/pdf-reader';
import { SELLER_IDENTITY } from '../commercial-documents/test-fixtures.js';
import { outboxEvents } from '../customers/test-fixtures.js';
import {
  PAYSLIPS_ID,
  PRO_ID,
  startPaymentsWorld,
  type PaymentsWorld,
} from '../agency-payments/testing/payments-world.js';
import {
  INVOICE_PATH,
  LIST_PATH,
  PREVIEW_PATH,
  agencyPdfPath,
  cheque,
  invoicedAgency,
  pdfOf,
  recordPayment,
  superAdminToken,
} from './testing/fixtures.js';

let w: PaymentsWorld;
let token: string;

beforeAll(async () => {
  w = await startPaymentsWorld();
  token = await superAdminToken(w);
});
afterAll(async () => {
  await w?.close();
});

const list = async (json: unknown) => {
  const answer = await w.h.request('POST', LIST_PATH, { token, json });
  expect([answer.status, answer.error]).toEqual([200, null]);
  return AGENCY_INVOICE_ADMIN_CALLS.list.response.parse(answer.body);
};
const validatedEvents = (agencyId: string) => outboxEvents(w.h.sql, { subject: 'billing.payment.validated', agencyId });
const auditLines = (invoiceId: string) =>
  w.h.asPlatform(
    (tx) => tx<{ action: string; actorEmail: string }[]>`
      select action, actor_email from platform_audit_log where subject_id = ${invoiceId} order by occurred_at, id`,
  );
/** Each page's text of a PDF, joined (pdfkit writes a line's words in one run). */
const textOf = async (bytes: Uint8Array) => (await readPdf(bytes)).pages.map((runs) => runs.join('\n')).join('\n');

describe('POST /admin/fetch/agency-invoices', () => {
  it('pages every agency’s invoices 20 at a time, newest first, with their lines and payments', async () => {
    const { agencyId } = await w.h.provisionAgency({ name: 'Agence des vingt et une' });
    const owner = { agencyId, token: await w.h.tokenFor(agencyId) };
    const numbers: string[] = [];
    for (let index = 0; index < 21; index += 1) numbers.push((await w.checkout(owner)).invoice.number);

    const first = await list({ filters: { agencyId } });
    expect([first.data.length, first.filteredCount]).toEqual([20, 21]);
    expect(first.data.map((invoice) => invoice.number)).toEqual(numbers.slice(1).reverse());
    const second = await list({ filters: { agencyId }, page: 2 });
    expect(second.data.map((invoice) => invoice.number)).toEqual([numbers[0]]);
    expect(first.data[0]).toMatchObject({
      agency: { id: agencyId, name: 'Agence des vingt et une' },
      status: 100,
      totalInclTax: '119.93',
      remainingDue: '119.93',
      lines: [expect.objectContaining({ designation: 'PRO' }), expect.objectContaining({ quantity: 5 })],
      payments: [expect.objectContaining({ method: 'CARD', status: 'PENDING' })],
    });
  });

  it('filters by status and by period of the date, and searches the number and the agency’s name (accents aside)', async () => {
    const paid = await invoicedAgency(w, 'Sécurité Étoile du Sud');
    const waiting = await invoicedAgency(w, 'Nettoyage Mistral');
    await w.payByCard(paid.cardPayment.clientSecret);
    await w.h.asPlatform((tx) => tx`update agency_invoices set date = '2026-01-15' where id = ${waiting.invoice.id}`);
    const ours = (answer: { data: { id: string }[] }) =>
      answer.data.map((invoice) => invoice.id).filter((id) => [paid.invoice.id, waiting.invoice.id].includes(id));

    expect(ours(await list({ query: 'securite etoile' }))).toEqual([paid.invoice.id]);
    expect(ours(await list({ query: waiting.invoice.number.slice(-5) }))).toEqual([waiting.invoice.id]);
    expect(ours(await list({ query: 'mistral', filters: { status: [200] } }))).toEqual([]);
    expect(ours(await list({ query: 'mistral', filters: { status: [100] } }))).toEqual([waiting.invoice.id]);
    const january = await list({ filters: { from: '2026-01-01', to: '2026-01-31' } });
    expect(january.data.map((invoice) => invoice.id)).toEqual([waiting.invoice.id]);
    expect(january.filteredCount).toBe(1);
    expect(ours(await list({ filters: { status: [200], agencyId: paid.agencyId } }))).toEqual([paid.invoice.id]);
  });
});

describe('POST /admin/agency-invoice/partial-payments', () => {
  it('a cheque validated by hand for the whole remaining due pays the invoice and announces it once', async () => {
    const { agencyId, invoice } = await invoicedAgency(w, 'Agence du chèque');
    const paid = await recordPayment(w, cheque(invoice));
    expect(paid).toMatchObject({ status: 200, remainingDue: '0.00' });
    expect(paid.payments.at(-1)).toMatchObject({
      amount: '119.93',
      method: 'CHECK',
      status: 'VALIDATED_MANUALLY',
      date: '2026-11-20',
      note: 'Chèque n° 0012345',
      paidAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const events = await validatedEvents(agencyId);
    expect(events).toHaveLength(1);
    expect(PaymentValidatedPayloadSchema.parse(events[0]?.payload)).toMatchObject({
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      totalInclTax: '119.93',
      lines: [
        { offerType: 1, quantity: 1, licences: 5 },
        { offerType: 100, quantity: 5, licences: 5 },
      ],
    });
    expect(await auditLines(invoice.id)).toEqual([
      { action: 'POST /admin/agency-invoice/partial-payments', actorEmail: 'admin@plateforme.test' },
    ]);

    const again = await w.h.request('POST', INVOICE_PATH + '/partial-payments', { token, json: cheque(invoice) });
    expect([again.status, again.error?.code, again.error?.message]).toEqual([
      400,
      'PAYMENT_ABOVE_REMAINING',
      'Le paiement dépasse le reste à payer',
    ]);
    expect(await validatedEvents(agencyId)).toHaveLength(1);
  });

  it('a cheque that pays the invoice cancels its card payment left at 3-D Secure at Stripe: nobody can pay it twice', async () => {
    const { agencyId, invoice, cardPayment } = await invoicedAgency(w, 'Agence du chèque et de la carte');
    const waiting = await w.payByCard(cardPayment.clientSecret, '4000002760003184');
    expect(waiting.body.status).toBe('requires_action');

    expect(await recordPayment(w, cheque(invoice))).toMatchObject({ status: 200, remainingDue: '0.00' });
    await w.stripe.webhooksIdle();
    const card = (await w.h.request('GET', `${INVOICE_PATH}/${invoice.id}`, { token })).body;
    expect(AgencyInvoiceSchema.parse(card).payments.find((payment) => payment.id === cardPayment.id)).toMatchObject({
      status: 'ERROR',
      error: 'Paiement annulé',
    });
    const later = await w.payByCard(cardPayment.clientSecret);
    expect([later.status, later.body.error?.code]).toEqual([400, 'payment_intent_unexpected_state']);
    expect(await validatedEvents(agencyId)).toHaveLength(1);
  });

  it('payments in parts: a transfer announced then validated by hand, the rest by cheque, the invoice paid at the last', async () => {
    const { agencyId, invoice } = await invoicedAgency(w, 'Agence en deux fois');
    const announced = await recordPayment(
      w,
      cheque(invoice, { amount: '100', method: 'SEPA', status: 'COMING_SOON', note: '' }),
    );
    const transfer = announced.payments.at(-1);
    expect(transfer).toMatchObject({ amount: '100.00', method: 'SEPA', status: 'COMING_SOON', paidAt: null });
    expect(announced.remainingDue).toBe('119.93');

    const validated = await recordPayment(
      w,
      { invoiceId: invoice.id, paymentId: transfer?.id ?? '', status: 'VALIDATED_MANUALLY' },
      200,
    );
    expect(validated).toMatchObject({ status: 100, remainingDue: '19.93' });
    expect(await validatedEvents(agencyId)).toHaveLength(0);

    const rest = await recordPayment(w, cheque(validated));
    expect(rest).toMatchObject({ status: 200, remainingDue: '0.00' });
    expect(rest.payments.map((payment) => [payment.method, payment.status, payment.amount])).toEqual([
      ['CARD', 'PENDING', '119.93'],
      ['SEPA', 'VALIDATED_MANUALLY', '100.00'],
      ['CHECK', 'VALIDATED_MANUALLY', '19.93'],
    ]);
    expect(await validatedEvents(agencyId)).toHaveLength(1);
    expect(await auditLines(invoice.id)).toHaveLength(3);
  });

  it('a payment announced may be cancelled by hand; a card payment in error too', async () => {
    const { invoice, cardPayment } = await invoicedAgency(w, 'Agence qui annule');
    await w.h.asPlatform((tx) => tx`update agency_payments set status = 'ERROR' where id = ${cardPayment.id}`);
    const cancelled = await recordPayment(
      w,
      { invoiceId: invoice.id, paymentId: cardPayment.id, status: 'CANCELLED_MANUALLY' },
      200,
    );
    expect(cancelled.payments[0]).toMatchObject({ id: cardPayment.id, status: 'CANCELLED_MANUALLY', paidAt: null });
    expect(cancelled.status).toBe(100);
  });
});

describe('POST /admin/agency-invoice', () => {
  it('makes an invoice for an agency from the offers, a hidden pack too, numbered in the sequence, awaiting payment, audited; paid by cheque it is announced', async () => {
    const { agencyId, invoice: previous } = await invoicedAgency(w, 'Agence facturée à la main');
    const answer = await w.h.request('POST', INVOICE_PATH, {
      token,
      json: {
        agencyId,
        cart: {
          period: 'monthly',
          lines: [
            { offerId: PRO_ID, quantity: 1 },
            { offerId: PAYSLIPS_ID, quantity: 2 },
          ],
        },
      },
    });
    expect([answer.status, answer.error]).toEqual([201, null]);
    const made = AgencyInvoiceSchema.parse(answer.body);
    expect(made).toMatchObject({
      agency: { id: agencyId, name: 'Agence facturée à la main' },
      status: 100,
      totalExclTax: '99.99',
      totalInclTax: '119.99',
      remainingDue: '119.99',
      payments: [],
      lines: [
        { designation: 'PRO', quantity: 1, unitPrice: '49.99', licences: 5 },
        { designation: 'Pack Bulletins de paie', quantity: 2, unitPrice: '25.00', packUnits: 20 },
      ],
    });
    expect(Number(made.number.slice(-5))).toBeGreaterThan(Number(previous.number.slice(-5)));
    expect(await auditLines(made.id)).toEqual([
      { action: 'POST /admin/agency-invoice', actorEmail: 'admin@plateforme.test' },
    ]);

    await recordPayment(w, cheque(made));
    const [event] = (await validatedEvents(agencyId)).filter(
      (announced) => PaymentValidatedPayloadSchema.parse(announced.payload).invoiceId === made.id,
    );
    expect(PaymentValidatedPayloadSchema.parse(event?.payload).lines).toEqual([
      expect.objectContaining({ offerType: 1, licences: 5 }),
      expect.objectContaining({ offerType: 220, quantity: 2, packUnits: 20 }),
    ]);
  });
});

describe('GET /admin/agency-invoice/{id} and the PDFs', () => {
  it('answers one invoice with its lines and payments', async () => {
    const { invoice } = await invoicedAgency(w, 'Agence lue');
    const answer = await w.h.request('GET', `${INVOICE_PATH}/${invoice.id}`, { token });
    expect(answer.status).toBe(200);
    expect(AgencyInvoiceSchema.parse(answer.body)).toEqual(invoice);
  });

  it('the preview is the invoice’s PDF: the platform sells, the agency buys, lines, totals, payments, paid', async () => {
    const { agencyId, token: owner, invoice } = await invoicedAgency(w, 'Agence imprimée');
    const settings = await w.h.request('PUT', `/agency/${agencyId}/settings`, {
      token: owner,
      json: { legalIdentity: { ...SELLER_IDENTITY, legalName: 'Agence Imprimée SARL', street: '3 rue Foch' } },
    });
    expect([settings.status, settings.error]).toEqual([200, null]);
    await recordPayment(w, cheque(invoice));
    const pdf = await pdfOf(w, 'POST', PREVIEW_PATH, token, { invoiceId: invoice.id });
    expect([pdf.status, pdf.type, pdf.disposition]).toEqual([
      200,
      'application/pdf',
      `inline; filename="${invoice.number}.pdf"`,
    ]);
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-');
    const text = await textOf(pdf.bytes);
    for (const expected of [
      'Facture',
      `N° ${invoice.number}`,
      'Portail Agences SAS',
      'SIRET : 912 345 675 00017',
      'N° TVA intracommunautaire : FR65912345675',
      'Agence Imprimée SARL',
      '3 rue Foch',
      'PRO',
      '5 licences',
      'Licence utilisateur',
      '49,99€',
      'Total TTC',
      '119,93',
      'Paiement reçu le 20/11/2026',
      'Reste à payer',
      'Facture acquittée le 20/11/2026',
      'Conditions de paiement',
    ]) {
      expect(text.replace(/[\u202f\u00a0]/g, ''), expected).toContain(expected);
    }
  });

  it('the agency reads its own invoice’s PDF, subscription or not', async () => {
    const { agencyId, invoice } = await invoicedAgency(w, 'Agence lectrice');
    const expired = await w.h.tokenFor(agencyId, { access: '2020-01-01T00:00:00.000Z' });
    const pdf = await pdfOf(w, 'GET', agencyPdfPath(agencyId, invoice.id), expired);
    expect([pdf.status, pdf.type]).toEqual([200, 'application/pdf']);
    const text = await textOf(pdf.bytes);
    expect(text).toContain(`N° ${invoice.number}`);
    expect(text).toContain('Agence lectrice');
    expect(text).not.toContain('Facture acquittée');
  });
});
