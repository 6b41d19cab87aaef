import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_ARTICLE_ORDER_CALLS, AGENCY_PAYMENT_CALLS } from '@portal/contracts';
import { demoIds } from '@portal/service-kit/demo/ids';
import { countRows } from '../testing/count-rows.js';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import { seedDemoArticleOrders } from './agency-article-orders.js';
import { seedDemoAgencyInvoices } from './agency-invoices.js';
import { seedSubscriptionOffers } from './subscription-offers.js';

let h: BillingHarness;
const vigie = demoIds.agency('vigie');
const TABLES = ['agency_invoices', 'agency_invoice_lines', 'agency_payments', 'agency_article_orders'];

beforeAll(async () => {
  h = await startBillingHarness();
  await h.provisionAgency({ agencyId: vigie, name: 'Vigie Sécurité' });
  await seedSubscriptionOffers(h.sql);
});
afterAll(async () => {
  await h?.close();
});

describe("billing's demo article order", () => {
  it("gives Vigie one paid order of NFC badges, 'Validée', once, after its subscription invoices", async () => {
    expect(await seedDemoAgencyInvoices(h.sql)).toBe(2);
    expect(await seedDemoArticleOrders(h.sql)).toBe(1);
    const counts = await countRows(h, TABLES);
    expect(await seedDemoAgencyInvoices(h.sql)).toBe(0);
    expect(await seedDemoArticleOrders(h.sql)).toBe(0);
    expect(await countRows(h, TABLES)).toEqual(counts);

    const token = await h.tokenFor(vigie);
    const orders = AGENCY_ARTICLE_ORDER_CALLS.list.response.parse(
      (await h.request('POST', `/agency/${vigie}/fetch/agency-article-orders`, { token, json: {} })).body,
    );
    expect(orders.data).toEqual([
      expect.objectContaining({
        status: 200,
        designation: 'Badges NFC (lot de 10)',
        quantity: 2,
        deliveryAddress: '12 rue de la Loge, 34000 Montpellier',
        agency: { id: vigie, name: 'Vigie Sécurité' },
      }),
    ]);
    const [order] = orders.data;
    expect(Date.parse(order?.validatedAt ?? '')).toBeGreaterThan(Date.parse(order?.createdAt ?? ''));

    const invoices = AGENCY_PAYMENT_CALLS.invoices.response.parse(
      (await h.request('POST', `/agency/${vigie}/fetch/agency-invoices`, { token, json: {} })).body,
    );
    const invoice = invoices.data.find((candidate) => candidate.id === order?.invoice.id);
    expect(invoice).toMatchObject({ number: order?.invoice.number, status: 200, totalInclTax: '93.60' });
    expect(invoice?.remainingDue).toBe('0.00');
    expect(invoice?.lines.map((line) => [line.designation, line.quantity, line.unitPrice])).toEqual([
      ['Badges NFC (lot de 10)', 2, '39.00'],
    ]);
    expect(invoices.filteredCount).toBe(3);
  });
});
