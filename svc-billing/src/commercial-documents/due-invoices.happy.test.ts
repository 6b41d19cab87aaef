import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  CUSTOMER_INVOICE_CALLS,
  localDateOf,
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
  saveDocument,
  validatedInvoice,
} from './test-fixtures.js';

let h: BillingHarness;
let agencyId: string;
let oliviers: Customer;
let empty: Customer;
const today = localDateOf(Date.now());
/** Of Les Oliviers: overdue and partly paid, due today, due later and partly paid, paid. */
const docs: Record<string, CommercialDocument> = {};

const duePath = (customerId: string) => `/agency/${agencyId}/customer/${customerId}/invoices/due`;
const row = (unitPrice: string) => [{ designation: 'Prestation', quantity: '1', unitPrice, vatRate: '20.00' as const }];
const pay = (invoice: CommercialDocument, amount: string, status = 'accepted') =>
  act(h, 'POST', documentPath(agencyId, 'invoice', invoice.id, 'payment'), { date: today, amount, status }, 201);

beforeAll(async () => {
  h = await startBillingHarness();
  ({ agencyId } = await agencyReadyToInvoice(h, { currency: 'CHF' }));
  oliviers = await newCustomer(h, agencyId, { name: 'Résidence Les Oliviers' });
  empty = await newCustomer(h, agencyId, { name: 'Clinique du Parc' });
  const other = await newCustomer(h, agencyId, { name: 'Centre commercial Odysseum' });
  const invoice = (days: number, dueIn: number, unitPrice: string) =>
    validatedInvoice(h, agencyId, oliviers, {
      date: addDays(today, days),
      dueDate: addDays(today, days + dueIn),
      rows: row(unitPrice),
    });
  // 120.00, 20.00 paid: 100.00 left, due ten days ago.
  docs['overdue'] = await invoice(-40, 30, '100');
  await pay(docs['overdue'], '20');
  // 12.00, due today: not late yet.
  docs['today'] = await invoice(-30, 30, '10');
  // 240.00, 40.00 paid and 10.00 awaiting: 200.00 left, due in 25 days.
  docs['later'] = await invoice(-5, 30, '200');
  await pay(docs['later'], '40');
  await pay(docs['later'], '10', 'pending');
  // 60.00, all paid; its credit note is refunded, never due.
  docs['paid'] = await invoice(-60, 30, '50');
  await pay(docs['paid'], '60');
  const note = await act(h, 'POST', documentPath(agencyId, 'invoice', docs['paid'].id, 'credit-note'), {}, 201);
  await act(h, 'POST', documentPath(agencyId, 'invoice', note.id, 'validate'));
  // A draft is not due; nor is another customer's invoice.
  await saveDocument(h, agencyId, 'invoice', documentInput(oliviers, { dueDate: addDays(today, -1) }));
  await validatedInvoice(h, agencyId, other, { dueDate: addDays(today, -1) });
});
afterAll(async () => {
  await h?.close();
});

describe('what the customer owes (customerDashboard)', () => {
  it('sums what remains on his validated invoices, the overdue part apart, oldest due first', async () => {
    const token = await h.tokenFor(agencyId, { role: 'customer', customer: oliviers.id, rights: [] });
    const answer = await h.request('GET', duePath(oliviers.id), { token });
    expect([answer.status, answer.error]).toEqual([200, null]);
    const due = CUSTOMER_INVOICE_CALLS.due.response.parse(answer.body);
    expect(due).toEqual({
      amountDue: '312.00',
      dueCount: 3,
      amountOverdue: '100.00',
      overdueCount: 1,
      nextDueDate: today,
      currency: 'CHF',
      data: [
        { ...rowOf(docs['overdue']), remaining: '100.00', overdue: true },
        { ...rowOf(docs['today']), remaining: '12.00', overdue: false },
        { ...rowOf(docs['later']), remaining: '200.00', overdue: false },
      ],
    });
  });

  it('answers office users holding invoices.list the same', async () => {
    const token = await h.tokenFor(agencyId, { role: 'staff', rights: ['invoices.list'] });
    const answer = await h.request('GET', duePath(oliviers.id), { token });
    expect(answer.status).toBe(200);
    expect(CUSTOMER_INVOICE_CALLS.due.response.parse(answer.body).amountDue).toBe('312.00');
  });

  it('owes nothing when nothing is due: zeros, no next due date, no row', async () => {
    const token = await h.tokenFor(agencyId, { role: 'customer', customer: empty.id, rights: [] });
    const answer = await h.request('GET', duePath(empty.id), { token });
    expect(CUSTOMER_INVOICE_CALLS.due.response.parse(answer.body)).toEqual({
      amountDue: '0.00',
      dueCount: 0,
      amountOverdue: '0.00',
      overdueCount: 0,
      nextDueDate: null,
      currency: 'CHF',
      data: [],
    });
  });
});

function rowOf(invoice: CommercialDocument | undefined) {
  return {
    id: invoice?.id,
    number: invoice?.number,
    date: invoice?.date,
    dueDate: invoice?.dueDate,
    total: invoice?.totals.totalInclTax,
  };
}
