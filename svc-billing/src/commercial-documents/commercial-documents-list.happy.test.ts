import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CommercialDocumentRowSchema,
  listResponseSchema,
  type CommercialDocument,
  type CommercialDocumentListRequest,
  type Customer,
} from '@portal/contracts';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import {
  act,
  agencyReadyToInvoice,
  documentInput,
  documentPath,
  listPath,
  newCustomer,
  saveDocument,
  validatedInvoice,
} from './test-fixtures.js';

const ListSchema = listResponseSchema(CommercialDocumentRowSchema);

let h: BillingHarness;
let agencyId: string;
let token: string;
let oliviers: Customer;
let eleves: Customer;
/** Invoices list: a paid invoice, a partly paid one, a draft, a credit note (validated), a sent invoice. */
const docs: Record<string, CommercialDocument> = {};

beforeAll(async () => {
  h = await startBillingHarness();
  ({ agencyId, token } = await agencyReadyToInvoice(h));
  oliviers = await newCustomer(h, agencyId, { name: 'Résidence Les Oliviers' });
  eleves = await newCustomer(h, agencyId, { name: 'École Élémentaire Jaurès' });
  const row = (unitPrice: string) => [{ designation: 'Prestation', quantity: '1', unitPrice }];
  docs['paid'] = await validatedInvoice(h, agencyId, oliviers, {
    date: '2026-01-15',
    title: 'Nettoyage de janvier',
    rows: row('100'),
  });
  await act(
    h,
    'POST',
    documentPath(agencyId, 'invoice', docs['paid'].id, 'payment'),
    { date: '2026-02-01', amount: '120' },
    201,
  );
  docs['partly'] = await validatedInvoice(h, agencyId, eleves, {
    date: '2026-02-10',
    title: 'Gardiennage février',
    rows: row('200'),
  });
  await act(
    h,
    'POST',
    documentPath(agencyId, 'invoice', docs['partly'].id, 'payment'),
    { date: '2026-02-20', amount: '40' },
    201,
  );
  docs['draft'] = await saveDocument(
    h,
    agencyId,
    'invoice',
    documentInput(eleves, { date: '2026-03-05', title: 'Brouillon de mars', rows: row('50') }),
  );
  const note = await act(h, 'POST', documentPath(agencyId, 'invoice', docs['paid'].id, 'credit-note'), {}, 201);
  docs['credit'] = await act(h, 'POST', documentPath(agencyId, 'invoice', note.id, 'validate'));
  docs['sent'] = await validatedInvoice(h, agencyId, oliviers, {
    date: '2026-03-20',
    title: 'Ronde de mars',
    rows: row('300'),
  });
  await act(h, 'PATCH', documentPath(agencyId, 'invoice', docs['sent'].id, 'sent'), { sent: true });
  // An estimate: never in the invoices list.
  docs['estimate'] = await saveDocument(h, agencyId, 'estimate', documentInput(oliviers, { date: '2026-03-21' }));
});
afterAll(async () => {
  await h?.close();
});

async function list(family: 'estimate' | 'invoice', body: Partial<CommercialDocumentListRequest> = {}) {
  const answer = await h.request('POST', listPath(agencyId, family), { token, json: body });
  expect([answer.status, answer.error]).toEqual([200, null]);
  return ListSchema.parse(answer.body);
}
const idsOf = (answer: Awaited<ReturnType<typeof list>>) => answer.data.map((row) => row.id);
const id = (key: string) => docs[key]?.id;

describe('POST fetch/invoices', () => {
  it('answers the invoices and credit notes, newest first, with the list columns of 02 §3', async () => {
    const answer = await list('invoice');
    expect(idsOf(answer)).toEqual([id('credit'), id('sent'), id('draft'), id('partly'), id('paid')]);
    expect(answer.filteredCount).toBe(5);
    const partly = answer.data.find((row) => row.id === id('partly'));
    expect(partly).toMatchObject({
      kind: 'invoice',
      type: 0,
      number: 'F-2026-0002',
      date: '2026-02-10',
      customer: 'École Élémentaire Jaurès',
      customerNumberId: eleves.customerInfos.customerNumber,
      title: 'Gardiennage février',
      price: '200.00',
      vat: '40.00',
      total: '240.00',
      toPay: '200.00',
      paid: 50,
      stateLabel: 'En attente de paiement',
    });
    expect(answer.data.find((row) => row.id === id('credit'))).toMatchObject({ type: 1, kind: 'credit_note' });
  });

  it('filters by type, status, payment, sent, validated, customer and period', async () => {
    expect(idsOf(await list('invoice', { filters: { type: 1 } }))).toEqual([id('credit')]);
    expect(idsOf(await list('invoice', { filters: { type: [0] } }))).toEqual([
      id('sent'),
      id('draft'),
      id('partly'),
      id('paid'),
    ]);
    expect(idsOf(await list('invoice', { filters: { paid: [50, 100] } }))).toEqual([id('partly'), id('paid')]);
    expect(idsOf(await list('invoice', { filters: { sent: true } }))).toEqual([id('sent')]);
    expect(idsOf(await list('invoice', { filters: { validated: false } }))).toEqual([id('draft')]);
    expect(idsOf(await list('invoice', { filters: { customerId: eleves.id } }))).toEqual([id('draft'), id('partly')]);
    expect(idsOf(await list('invoice', { filters: { from: '2026-02-01', to: '2026-03-10' } }))).toEqual([
      id('draft'),
      id('partly'),
    ]);
    const none = await list('invoice', { filters: { status: [200] } });
    expect([none.data, none.filteredCount]).toEqual([[], 0]);
  });

  it('searches number, customer and title ignoring case and accents', async () => {
    const byCustomer = await list('invoice', { query: 'ecole ELEMENTAIRE' });
    expect([idsOf(byCustomer), byCustomer.filteredCount]).toEqual([[id('draft'), id('partly')], 2]);
    expect(idsOf(await list('invoice', { query: 'f-2026-0003' }))).toEqual([id('sent')]);
    expect(idsOf(await list('invoice', { query: 'févr' }))).toEqual([id('partly')]);
    expect(idsOf(await list('invoice', { query: '100%_' }))).toEqual([]);
  });

  it('sorts by each column both ways, and pages', async () => {
    expect(idsOf(await list('invoice', { orderBy: 'total', ascending: true }))).toEqual([
      id('draft'),
      id('paid'),
      id('credit'),
      id('partly'),
      id('sent'),
    ]);
    expect(idsOf(await list('invoice', { orderBy: 'customer', ascending: true })).slice(0, 2)).toEqual([
      id('partly'),
      id('draft'),
    ]);
    expect(idsOf(await list('invoice', { orderBy: 'number', ascending: true }))).toEqual([
      id('credit'),
      id('paid'),
      id('partly'),
      id('sent'),
      id('draft'),
    ]);
    expect(idsOf(await list('invoice', { orderBy: 'date', ascending: true, query: 'mars' }))).toEqual([
      id('draft'),
      id('sent'),
    ]);
    const page2 = await list('invoice', { orderBy: 'date', ascending: false, page: 2, limit: 5 });
    expect([page2.data, page2.filteredCount]).toEqual([[], 5]);
    const second = await list('invoice', { orderBy: 'createdAt', ascending: true, page: 2, limit: 5 });
    expect(second.filteredCount).toBe(5);
  });

  it('counts a new document at once (the cached count follows the writes)', async () => {
    expect((await list('invoice')).filteredCount).toBe(5);
    const extra = await saveDocument(h, agencyId, 'invoice', documentInput(oliviers));
    expect((await list('invoice')).filteredCount).toBe(6);
    expect((await h.request('DELETE', documentPath(agencyId, 'invoice', extra.id), { token })).status).toBe(204);
    expect((await list('invoice')).filteredCount).toBe(5);
  });

  it('searches what the documents say now: a renamed title, a number given at validation, a deleted draft', async () => {
    const draft = await saveDocument(h, agencyId, 'invoice', documentInput(oliviers, { title: 'Vitrerie du hall' }));
    expect(idsOf(await list('invoice', { query: 'vitrerie' }))).toEqual([draft.id]);
    await saveDocument(h, agencyId, 'invoice', {
      ...documentInput(oliviers, { title: 'Lavage des baies' }),
      id: draft.id,
    });
    expect(idsOf(await list('invoice', { query: 'vitrerie' }))).toEqual([]);
    expect(idsOf(await list('invoice', { query: 'lavage des' }))).toEqual([draft.id]);
    const validated = await act(h, 'POST', documentPath(agencyId, 'invoice', draft.id, 'validate'));
    expect(idsOf(await list('invoice', { query: validated.number?.toLowerCase() }))).toEqual([draft.id]);
    const other = await saveDocument(h, agencyId, 'invoice', documentInput(oliviers, { title: 'Vitrerie du hall' }));
    expect((await h.request('DELETE', documentPath(agencyId, 'invoice', other.id), { token })).status).toBe(204);
    expect(await list('invoice', { query: 'vitrerie' })).toMatchObject({ data: [], filteredCount: 0 });
  });
});

describe('POST fetch/estimates', () => {
  it('answers the estimates only, with their state label', async () => {
    const answer = await list('estimate');
    expect(idsOf(answer)).toEqual([id('estimate')]);
    expect(answer.data[0]).toMatchObject({ number: 'DE-2026-0001', stateLabel: 'Non envoyé', type: 0 });
  });
});
