import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoicePaidPayloadSchema, InvoiceValidatedPayloadSchema, localDateOf, type Customer } from '@portal/contracts';
import { outboxEvents } from '../customers/test-fixtures.js';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import { act, agencyReadyToInvoice, documentInput, documentPath, newCustomer, saveDocument } from './test-fixtures.js';

let h: BillingHarness;
let agencyId: string;
let customer: Customer;

beforeAll(async () => {
  h = await startBillingHarness();
  ({ agencyId } = await agencyReadyToInvoice(h));
  customer = await newCustomer(h, agencyId);
});
afterAll(async () => {
  await h?.close();
});

describe('events of the invoices, through the outbox', () => {
  it('billing.invoice.validated with the number, kind, customer, dates and totals, in the validating transaction', async () => {
    const draft = await saveDocument(h, agencyId, 'invoice', documentInput(customer, { date: '2026-04-02' }));
    expect(await outboxEvents(h.sql, { subject: 'billing.invoice.validated', agencyId })).toEqual([]);
    const invoice = await act(h, 'POST', documentPath(agencyId, 'invoice', draft.id, 'validate'));
    const events = await outboxEvents(h.sql, { subject: 'billing.invoice.validated', agencyId });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ agencyId, version: 1, actor: { alteredBy: null } });
    expect(InvoiceValidatedPayloadSchema.parse(events[0]?.payload)).toEqual({
      agencyId,
      invoiceId: invoice.id,
      number: 'F-2026-0001',
      kind: 'invoice',
      customerId: customer.id,
      customerName: customer.name,
      date: '2026-04-02',
      dueDate: invoice.dueDate,
      sourceDocumentId: null,
      totalExclTax: '1250.50',
      totalVat: '225.05',
      totalInclTax: '1475.55',
      currency: 'EUR',
    });
  });

  it('billing.invoice.paid once, when the accepted payments reach the total', async () => {
    const draft = await saveDocument(
      h,
      agencyId,
      'invoice',
      documentInput(customer, { rows: [{ designation: 'Ronde', quantity: '1', unitPrice: '100' }] }),
    );
    const invoice = await act(h, 'POST', documentPath(agencyId, 'invoice', draft.id, 'validate'));
    const pay = (amount: string) =>
      act(h, 'POST', documentPath(agencyId, 'invoice', invoice.id, 'payment'), { date: '2026-04-20', amount }, 201);
    await pay('20');
    expect(await outboxEvents(h.sql, { subject: 'billing.invoice.paid', agencyId })).toEqual([]);
    await pay('100');
    const events = await outboxEvents(h.sql, { subject: 'billing.invoice.paid', agencyId });
    expect(events.map((event) => InvoicePaidPayloadSchema.parse(event.payload))).toEqual([
      {
        agencyId,
        invoiceId: invoice.id,
        number: invoice.number,
        customerId: customer.id,
        paidOn: '2026-04-20',
        totalExclTax: '100.00',
        totalVat: '20.00',
        totalInclTax: '120.00',
        currency: 'EUR',
      },
    ]);
  });

  it('a refused payment announces nothing', async () => {
    const draft = await saveDocument(h, agencyId, 'invoice', documentInput(customer));
    const invoice = await act(h, 'POST', documentPath(agencyId, 'invoice', draft.id, 'validate'));
    const before = await outboxEvents(h.sql, { agencyId });
    const answer = await h.request('POST', documentPath(agencyId, 'invoice', invoice.id, 'payment'), {
      token: await h.tokenFor(agencyId),
      json: { date: localDateOf(Date.now()), amount: '99999' },
    });
    expect(answer.status).toBe(400);
    expect(await outboxEvents(h.sql, { agencyId })).toEqual(before);
  });
});
