import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CommercialDocumentSchema,
  DocumentHistoryEntrySchema,
  documentTotals,
  localDateOf,
  uuidv7,
  type CommercialDocument,
  type Customer,
} from '@portal/contracts';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import {
  act,
  agencyReadyToInvoice,
  documentInput,
  documentPath,
  newCustomer,
  recordSites,
  saveDocument,
  SELLER_IDENTITY,
  validatedInvoice,
} from './test-fixtures.js';

let h: BillingHarness;
let agencyId: string;
let token: string;
let customer: Customer;
const siteId = uuidv7();

beforeAll(async () => {
  h = await startBillingHarness();
  ({ agencyId, token } = await agencyReadyToInvoice(h));
  customer = await newCustomer(h, agencyId, {
    customerInfos: { settlementPeriod: 'days_end_of_month', settlementPeriodDays: 30 },
  });
  await recordSites(h, [{ agencyId, siteId, customerId: customer.id, name: 'Résidence — Bâtiment A', status: 100 }]);
});
afterAll(async () => {
  await h?.close();
});

const year = new Date().getFullYear();
const today = () => localDateOf(Date.now());

async function historyOf(family: 'estimate' | 'invoice', id: string) {
  const answer = await h.request('GET', documentPath(agencyId, family, id, 'history'), { token });
  expect(answer.status).toBe(200);
  return DocumentHistoryEntrySchema.array().parse((answer.body as { data: unknown }).data);
}

describe('an estimate', () => {
  it('is numbered DE-<year>-0001 at creation, valid for the settings’ 30 days, with the customer’s snapshot', async () => {
    const estimate = await saveDocument(h, agencyId, 'estimate', documentInput(customer, { date: `${year}-03-12` }));
    expect(estimate).toMatchObject({
      kind: 'estimate',
      number: `DE-${year}-0001`,
      customerId: customer.id,
      customerName: 'Résidence Les Oliviers',
      date: `${year}-03-12`,
      dueDate: `${year}-04-11`,
      status: 100,
      sent: false,
      validated: false,
      paid: 0,
      stateLabel: 'Non envoyé',
      seller: { name: SELLER_IDENTITY.legalName, siret: SELLER_IDENTITY.siret, city: 'Montpellier' },
      buyer: { name: 'Résidence Les Oliviers', reference: customer.customerInfos.customerNumber },
      currency: 'EUR',
    });
    const next = await saveDocument(h, agencyId, 'estimate', documentInput(customer, { date: `${year}-03-13` }));
    expect(next.number).toBe(`DE-${year}-0002`);
  });

  it('answers the totals of contracts’ documentTotals, rows and discounts included', async () => {
    const input = documentInput(customer, {
      adjustments: [
        { kind: 'discount', type: 'percent', value: '5', label: 'Remise fidélité' },
        { kind: 'fee', type: 'amount', value: '35', label: 'Frais de déplacement' },
      ],
    });
    const estimate = await saveDocument(h, agencyId, 'estimate', input);
    const expected = documentTotals(
      [
        { header: true, quantity: '1', unitPrice: '0', vatRate: '20.00' },
        { header: false, quantity: '40', unitPrice: '25', vatRate: '20.00' },
        { header: false, quantity: '1.5', unitPrice: '167', vatRate: '10.00' },
      ],
      [
        { kind: 'discount', type: 'percent', value: '5', label: 'Remise fidélité' },
        { kind: 'fee', type: 'amount', value: '35', label: 'Frais de déplacement' },
      ],
    );
    expect(estimate.totals).toEqual({
      rowsTotal: expected.rowsTotal,
      totalExclTax: expected.totalExclTax,
      vatBreakdown: expected.vatBreakdown,
      totalVat: expected.totalVat,
      totalInclTax: expected.totalInclTax,
    });
    expect(estimate.totals).toMatchObject({ rowsTotal: '1250.50', totalExclTax: '1222.97' });
    expect(estimate.rows.map((row) => [row.position, row.header, row.amount])).toEqual([
      [0, true, '0.00'],
      [1, false, '1000.00'],
      [2, false, '250.50'],
    ]);
    expect(estimate.adjustments.map((adjustment) => adjustment.amount)).toEqual(['-62.53', '35.00']);
    expect(estimate.remaining).toBe(expected.totalInclTax);
  });

  it('is marked sent, answered, copied and transformed into a draft invoice whose rows come from it', async () => {
    const estimate = await saveDocument(
      h,
      agencyId,
      'estimate',
      documentInput(customer, { rows: [{ designation: 'Ronde', quantity: '2', unitPrice: '30', siteId }] }),
    );
    expect(estimate.rows[0]).toMatchObject({ siteId, siteName: 'Résidence — Bâtiment A' });
    const sent = await act(h, 'PATCH', documentPath(agencyId, 'estimate', estimate.id, 'sent'), { sent: true });
    expect([sent.sent, sent.stateLabel]).toEqual([true, 'Envoyé']);
    const waiting = await act(h, 'PATCH', documentPath(agencyId, 'estimate', estimate.id, 'answer'), {
      answer: 'awaiting_validation',
    });
    expect(waiting.stateLabel).toBe('En attente de validation');
    const accepted = await act(h, 'PATCH', documentPath(agencyId, 'estimate', estimate.id, 'answer'), {
      answer: 'validated',
    });
    expect([accepted.validated, accepted.awaitingValidation, accepted.stateLabel]).toEqual([true, false, 'Validé']);

    const copy = await act(h, 'POST', documentPath(agencyId, 'estimate', estimate.id, 'copy'), undefined, 201);
    expect(copy).toMatchObject({ kind: 'estimate', date: today(), sent: false, validated: false, status: 100 });
    expect(copy.number).not.toBe(estimate.number);
    expect(copy.rows.map((row) => row.sourceRowId)).toEqual(estimate.rows.map((row) => row.id));

    const invoice = await act(h, 'POST', documentPath(agencyId, 'estimate', estimate.id, 'invoice'), undefined, 201);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: null,
      date: today(),
      sourceDocumentId: estimate.id,
      sourceDocumentNumber: estimate.number,
      stateLabel: 'Brouillon',
    });
    expect(invoice.rows.map((row) => [row.sourceRowId, row.siteName])).toEqual([
      [estimate.rows[0]?.id, 'Résidence — Bâtiment A'],
    ]);
    const transformed = await act(h, 'GET', documentPath(agencyId, 'estimate', estimate.id));
    expect([transformed.transformedInvoiceId, transformed.stateLabel]).toEqual([invoice.id, 'Transformé en facture']);
    expect(
      (await historyOf('estimate', estimate.id)).map((entry) => [entry.action, entry.label, entry.userName]),
    ).toEqual([
      ['created', 'Devis créé', 'gerant@agence.test'],
      ['marked_sent', 'Marqué comme envoyé', 'gerant@agence.test'],
      ['answered', 'Réponse du client : En attente de validation', 'gerant@agence.test'],
      ['answered', 'Réponse du client : Validé', 'gerant@agence.test'],
      ['transformed', 'Transformé en facture (brouillon)', 'gerant@agence.test'],
    ]);

    // Deleting the draft invoice gives the estimate back: it may be transformed again.
    expect((await h.request('DELETE', documentPath(agencyId, 'invoice', invoice.id), { token })).status).toBe(204);
    const back = await act(h, 'GET', documentPath(agencyId, 'estimate', estimate.id));
    expect([back.transformedInvoiceId, back.stateLabel]).toEqual([null, 'Validé']);
  });
});

describe('an invoice', () => {
  let draft: CommercialDocument;

  it('is a draft without number, due at the end of the month 30 days after its date', async () => {
    draft = await saveDocument(h, agencyId, 'invoice', documentInput(customer, { date: `${year}-01-10` }));
    expect(draft).toMatchObject({
      kind: 'invoice',
      number: null,
      validated: false,
      stateLabel: 'Brouillon',
      dueDate: `${year}-02-${new Date(year, 2, 0).getDate()}`,
    });
    expect(draft.paymentTerms).toContain('Paiement par chèque ou par virement bancaire');
    expect(draft.paymentTerms).toContain('40 €');
    expect(draft.paymentTerms).toContain(`IBAN : ${SELLER_IDENTITY.iban}`);
  });

  it('is replaced while a draft, then numbered F-<year>-0001 and frozen at validation', async () => {
    const edited = await saveDocument(h, agencyId, 'invoice', {
      ...documentInput(customer, { date: `${year}-01-10`, title: 'Titre modifié' }),
      id: draft.id,
      dueDate: `${year}-03-01`,
    });
    expect([edited.title, edited.dueDate, edited.rows.length]).toEqual(['Titre modifié', `${year}-03-01`, 3]);
    const validated = await act(h, 'POST', documentPath(agencyId, 'invoice', draft.id, 'validate'));
    expect(validated).toMatchObject({
      number: `F-${year}-0001`,
      validated: true,
      stateLabel: 'En attente de paiement',
      seller: { name: SELLER_IDENTITY.legalName },
    });
    expect(validated.validatedAt).not.toBeNull();
    const history = await historyOf('invoice', draft.id);
    expect(history.map((entry) => entry.label)).toEqual([
      'Facture créée (brouillon)',
      'Document modifié',
      `Validé sous le numéro F-${year}-0001`,
    ]);
  });

  it('takes partial payments: remaining = total − accepted payments, paid 50 then 100', async () => {
    const invoice = await validatedInvoice(h, agencyId, customer, {
      rows: [{ designation: 'Prestation', quantity: '1', unitPrice: '100' }],
    });
    expect(invoice.totals.totalInclTax).toBe('120.00');
    const pending = await act(
      h,
      'POST',
      documentPath(agencyId, 'invoice', invoice.id, 'payment'),
      { date: today(), amount: '100', status: 'pending', note: 'Chèque à encaisser' },
      201,
    );
    expect([pending.paid, pending.remaining]).toEqual([0, '120.00']);
    const partly = await act(
      h,
      'POST',
      documentPath(agencyId, 'invoice', invoice.id, 'payment'),
      { date: today(), amount: '20.50' },
      201,
    );
    expect([partly.paid, partly.remaining, partly.stateLabel]).toEqual([50, '99.50', 'En attente de paiement']);
    const paid = await act(
      h,
      'POST',
      documentPath(agencyId, 'invoice', invoice.id, 'payment'),
      { date: today(), amount: '99.50' },
      201,
    );
    expect([paid.paid, paid.remaining, paid.stateLabel]).toEqual([100, '0.00', 'Payée']);
    expect(paid.payments.map((payment) => [payment.amount, payment.status, payment.note])).toEqual([
      ['100.00', 'pending', 'Chèque à encaisser'],
      ['20.50', 'accepted', ''],
      ['99.50', 'accepted', ''],
    ]);
    expect((await historyOf('invoice', invoice.id)).slice(-2).map((entry) => entry.label)).toEqual([
      'Paiement de 99,50 € enregistré (Accepté)',
      'Facture payée',
    ]);
  });

  it('is corrected by a credit note of all its rows, or of the rows chosen', async () => {
    const invoice = await validatedInvoice(h, agencyId, customer, {
      adjustments: [{ kind: 'discount', type: 'amount', value: '10', label: 'Geste commercial' }],
    });
    const whole = await act(h, 'POST', documentPath(agencyId, 'invoice', invoice.id, 'credit-note'), {}, 201);
    expect(whole).toMatchObject({
      kind: 'credit_note',
      number: null,
      sourceDocumentId: invoice.id,
      sourceDocumentNumber: invoice.number,
      dueDate: null,
      totals: invoice.totals,
    });
    expect(whole.rows.map((row) => row.sourceRowId)).toEqual(invoice.rows.map((row) => row.id));
    const chosenRow = invoice.rows[2];
    const partial = await act(
      h,
      'POST',
      documentPath(agencyId, 'invoice', invoice.id, 'credit-note'),
      { rowIds: [chosenRow?.id] },
      201,
    );
    expect(partial.rows.map((row) => [row.designation, row.amount])).toEqual([
      ['Nettoyage des parties communes', '250.50'],
    ]);
    expect(partial.adjustments).toEqual([]);
    const numbered = await act(h, 'POST', documentPath(agencyId, 'invoice', partial.id, 'validate'));
    expect(numbered.number).toBe(`AV-${year}-0001`);
  });

  it('is copied as a draft dated today, unpaid, not sent, without number, rows keeping their source', async () => {
    const invoice = await validatedInvoice(h, agencyId, customer);
    await act(h, 'PATCH', documentPath(agencyId, 'invoice', invoice.id, 'sent'), { sent: true });
    await act(
      h,
      'POST',
      documentPath(agencyId, 'invoice', invoice.id, 'payment'),
      { date: today(), amount: '10' },
      201,
    );
    const copy = await act(h, 'POST', documentPath(agencyId, 'invoice', invoice.id, 'copy'), undefined, 201);
    expect(copy).toMatchObject({
      kind: 'invoice',
      number: null,
      date: today(),
      paid: 0,
      sent: false,
      validated: false,
      refused: false,
      status: 100,
      payments: [],
      sentAt: null,
      validatedAt: null,
    });
    expect(copy.rows.map((row) => row.sourceRowId)).toEqual(invoice.rows.map((row) => row.id));
    expect((await historyOf('invoice', copy.id)).map((entry) => entry.label)).toEqual([
      `Facture créée (brouillon) : copie de ${invoice.number}`,
    ]);
  });
});

describe("the agency's articles and discounts on rows", () => {
  it('are kept by a copy even once removed from the catalogue', async () => {
    const article = await h.request('POST', `/agency/${agencyId}/catalog-item`, {
      token,
      json: { designation: 'Ronde de nuit', unitPrice: '30.00', priceUnit: 'amount' },
    });
    const discount = await h.request('POST', `/agency/${agencyId}/discount`, {
      token,
      json: { label: 'Remise fidélité', kind: 'discount', type: 'percent', value: '5' },
    });
    const [articleId, discountId] = [(article.body as { id: string }).id, (discount.body as { id: string }).id];
    const estimate = await saveDocument(
      h,
      agencyId,
      'estimate',
      documentInput(customer, {
        rows: [{ designation: 'Ronde de nuit', unitPrice: '30', catalogItemId: articleId }],
        adjustments: [{ kind: 'discount', type: 'percent', value: '5', label: 'Remise fidélité', discountId }],
      }),
    );
    expect([estimate.rows[0]?.catalogItemId, estimate.adjustments[0]?.discountId]).toEqual([articleId, discountId]);
    expect((await h.request('DELETE', `/agency/${agencyId}/catalog-item/${articleId}`, { token })).status).toBe(204);
    const copy = await act(h, 'POST', documentPath(agencyId, 'estimate', estimate.id, 'copy'), undefined, 201);
    expect([copy.rows[0]?.catalogItemId, copy.adjustments[0]?.discountId]).toEqual([articleId, discountId]);
  });
});

describe('reminds', () => {
  it('lists validated invoices unpaid past their due date and sent estimates unanswered past their validity', async () => {
    const other = await agencyReadyToInvoice(h);
    const client = await newCustomer(h, other.agencyId);
    const overdue = await validatedInvoice(h, other.agencyId, client, { date: '2025-01-10', dueDate: '2025-02-10' });
    await validatedInvoice(h, other.agencyId, client, { date: today(), dueDate: null });
    const paid = await validatedInvoice(h, other.agencyId, client, {
      date: '2025-01-10',
      dueDate: '2025-01-20',
      rows: [{ designation: 'Payée', quantity: '1', unitPrice: '10' }],
    });
    await act(
      h,
      'POST',
      documentPath(other.agencyId, 'invoice', paid.id, 'payment'),
      { date: today(), amount: '12' },
      201,
    );
    await saveDocument(
      h,
      other.agencyId,
      'invoice',
      documentInput(client, { date: '2025-01-10', dueDate: '2025-01-11' }),
    );

    const oldEstimate = await saveDocument(
      h,
      other.agencyId,
      'estimate',
      documentInput(client, { date: '2025-01-10' }),
    );
    await act(h, 'PATCH', documentPath(other.agencyId, 'estimate', oldEstimate.id, 'sent'), { sent: true });
    await saveDocument(h, other.agencyId, 'estimate', documentInput(client, { date: '2025-01-10' }));

    const invoices = await h.request('GET', `/agency/${other.agencyId}/invoices/reminds`, { token: other.token });
    expect((invoices.body as { data: { id: string }[] }).data.map((row) => row.id)).toEqual([overdue.id]);
    const estimates = await h.request('GET', `/agency/${other.agencyId}/estimates/reminds`, { token: other.token });
    expect((estimates.body as { data: { id: string }[] }).data.map((row) => row.id)).toEqual([oldEstimate.id]);
  });
});

describe('GET a document', () => {
  it('answers the schema of contracts, the same as the save answered', async () => {
    const saved = await saveDocument(h, agencyId, 'invoice', documentInput(customer));
    const answer = await h.request('GET', documentPath(agencyId, 'invoice', saved.id), { token });
    expect(CommercialDocumentSchema.parse(answer.body)).toEqual(saved);
  });
});
