import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_PAYMENT_CALLS } from '@portal/contracts';
import { demoIds } from '@portal/service-kit/demo/ids';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import { seedDemoAgencyInvoices } from './agency-invoices.js';
import { seedSubscriptionOffers } from './subscription-offers.js';

let h: BillingHarness;

beforeAll(async () => {
  h = await startBillingHarness();
  await h.provisionAgency({ agencyId: demoIds.agency('vigie'), name: 'Vigie Sécurité' });
  await seedSubscriptionOffers(h.sql);
});
afterAll(async () => {
  await h?.close();
});

describe("billing's demo agency invoices", () => {
  it("gives Vigie its paid yearly PRO with 5 licences and a pack of signatures, once, in 'Mes factures'", async () => {
    const agencyId = demoIds.agency('vigie');
    expect(await seedDemoAgencyInvoices(h.sql)).toBe(2);
    expect(await seedDemoAgencyInvoices(h.sql)).toBe(0);
    const answer = await h.request('POST', `/agency/${agencyId}/fetch/agency-invoices`, {
      token: await h.tokenFor(agencyId),
      json: {},
    });
    const page = AGENCY_PAYMENT_CALLS.invoices.response.parse(answer.body);
    expect(page.filteredCount).toBe(2);
    expect(
      page.data.map((invoice) => [invoice.status, invoice.period, invoice.totalInclTax, invoice.remainingDue]),
    ).toEqual([
      [200, 'monthly', '23.76', '0.00'],
      [200, 'yearly', '1319.21', '0.00'],
    ]);
    expect(page.data[1]?.payments).toEqual([expect.objectContaining({ status: 'VALIDATED', method: 'CARD' })]);
  });
});
