import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BILLABLE_LINE_CALLS,
  uuidv7,
  type BillableLine,
  type BillableCustomerSummary,
  type ListResponse,
} from '@portal/contracts';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import { byCustomerPath, finishedPayload, linesPath, recordLines } from './test-fixtures.js';

let h: BillingHarness;
let agencyId: string;
let token: string;
const oliviers = { customerId: uuidv7(), customerName: 'Résidence Les Oliviers' };
const odysseum = { customerId: uuidv7(), customerName: 'Centre commercial Odysseum' };

beforeAll(async () => {
  h = await startBillingHarness();
  agencyId = (await h.provisionAgency()).agencyId;
  token = await h.tokenFor(agencyId, { role: 'staff', rights: ['invoices.list'] });
  await recordLines(h, [
    // Oliviers: 576.30 (hourly) on 1 March, 51.00 (per service) on 15 March, included in the flat rate on 2 April.
    finishedPayload(agencyId, { ...oliviers, reference: 'PRE-00001', finishedAt: '2026-03-01T06:00:00.000Z' }),
    finishedPayload(agencyId, {
      ...oliviers,
      reference: 'PRE-00002',
      siteName: 'Bâtiment B',
      billingMode: 3,
      finishedAt: '2026-03-15T18:00:00.000Z',
    }),
    finishedPayload(agencyId, {
      ...oliviers,
      reference: 'PRE-00003',
      billingMode: 1,
      finishedAt: '2026-04-02T06:00:00.000Z',
    }),
    // Odysseum: 1 agent, 8 day hours at 20.00 = 160.00, finished at 00:30 in Paris on 1 April (31 March UTC).
    finishedPayload(agencyId, {
      ...odysseum,
      reference: 'ODY-00001',
      siteName: 'Parking P1',
      nbAgents: 1,
      prestation: { label: 'Surveillance parking', unitPrice: '20.00' },
      hours: { day: 8, night: 0, sunday: 0, holiday: 0, total: 8 },
      finishedAt: '2026-03-31T22:30:00.000Z',
    }),
  ]);
});
afterAll(async () => {
  await h?.close();
});

async function lines(json: object): Promise<ListResponse<BillableLine>> {
  const answer = await h.request('POST', linesPath(agencyId), { token, json });
  expect([answer.status, answer.error]).toEqual([200, null]);
  return BILLABLE_LINE_CALLS.list.response.parse(answer.body);
}
async function byCustomer(json: object): Promise<ListResponse<BillableCustomerSummary>> {
  const answer = await h.request('POST', byCustomerPath(agencyId), { token, json });
  expect([answer.status, answer.error]).toEqual([200, null]);
  return BILLABLE_LINE_CALLS.byCustomer.response.parse(answer.body);
}
const references = (page: ListResponse<BillableLine>) => page.data.map((line) => line.reference);

describe('POST /agency/:agencyId/fetch/billable-lines', () => {
  it('lists the lines in the order they finished, with their count', async () => {
    const page = await lines({});
    expect(references(page)).toEqual(['PRE-00001', 'PRE-00002', 'ODY-00001', 'PRE-00003']);
    expect(page.filteredCount).toBe(4);
    expect(page.data.map((line) => line.amount)).toEqual(['576.30', '51.00', '160.00', '0.00']);
  });

  it("filters one customer's lines within a period of Paris days", async () => {
    const march = await lines({ filters: { customerId: oliviers.customerId, from: '2026-03-01', to: '2026-03-31' } });
    expect(references(march)).toEqual(['PRE-00001', 'PRE-00002']);
    // Finished at 00:30 on 1 April in Paris: in April, not in March.
    const april = await lines({ filters: { from: '2026-04-01', to: '2026-04-30' } });
    expect(references(april)).toEqual(['ODY-00001', 'PRE-00003']);
    expect((await lines({ filters: { status: ['invoiced'] } })).filteredCount).toBe(0);
    expect((await lines({ filters: { status: 'to_invoice' } })).filteredCount).toBe(4);
  });

  it('searches the customer, the site and the reference ignoring case and accents; sorts and pages', async () => {
    expect(references(await lines({ query: 'batiment b' }))).toEqual(['PRE-00002']);
    expect(references(await lines({ query: 'ODYSSÉUM' }))).toEqual(['ODY-00001']);
    expect(references(await lines({ query: 'pre-0000' }))).toEqual(['PRE-00001', 'PRE-00002', 'PRE-00003']);
    const byAmount = await lines({ orderBy: 'amount', ascending: false, limit: 5, page: 1 });
    expect(references(byAmount)).toEqual(['PRE-00001', 'ODY-00001', 'PRE-00002', 'PRE-00003']);
    const second = await lines({ orderBy: 'reference', limit: 5, page: 2 });
    expect([second.data, second.filteredCount]).toEqual([[], 4]);
  });
});

describe('POST /agency/:agencyId/fetch/billable-lines/by-customer', () => {
  it('sums each customer’s lines to invoice: count, hours of all agents, amount excl. tax', async () => {
    const page = await byCustomer({});
    expect(page).toEqual({
      data: [
        { ...odysseum, lines: 1, hours: '8.00', amount: '160.00' },
        { ...oliviers, lines: 3, hours: '60.00', amount: '627.30' },
      ],
      filteredCount: 2,
    });
  });

  it('within a period, for one customer, or searched by name; sorted by amount', async () => {
    const march = await byCustomer({ filters: { from: '2026-03-01', to: '2026-03-31' } });
    expect(march.data).toEqual([{ ...oliviers, lines: 2, hours: '40.00', amount: '627.30' }]);
    const one = await byCustomer({ filters: { customerId: odysseum.customerId } });
    expect(one.data.map((row) => row.customerId)).toEqual([odysseum.customerId]);
    expect((await byCustomer({ query: 'oliv' })).data.map((row) => row.customerName)).toEqual([
      'Résidence Les Oliviers',
    ]);
    const byAmount = await byCustomer({ orderBy: 'amount', ascending: false });
    expect(byAmount.data.map((row) => row.amount)).toEqual(['627.30', '160.00']);
  });

  it('counts only the lines still to invoice', async () => {
    await h.asPlatform(
      (tx) =>
        tx`update billable_lines set status = 'invoiced' where agency_id = ${agencyId} and reference = 'ODY-00001'`,
    );
    expect((await byCustomer({})).data.map((row) => row.customerName)).toEqual(['Résidence Les Oliviers']);
    await h.asPlatform(
      (tx) =>
        tx`update billable_lines set status = 'to_invoice' where agency_id = ${agencyId} and reference = 'ODY-00001'`,
    );
  });
});
