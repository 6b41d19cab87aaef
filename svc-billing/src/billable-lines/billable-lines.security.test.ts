import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLABLE_LINE_CALLS, uuidv7, type Right } from '@portal/contracts';
import { transaction } from '@portal/service-kit';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import { byCustomerPath, finishedPayload, linesPath, recordLines } from './test-fixtures.js';

let h: BillingHarness;
let agencyId: string;
let neighbourId: string;
const customerId = uuidv7();

beforeAll(async () => {
  h = await startBillingHarness();
  agencyId = (await h.provisionAgency()).agencyId;
  neighbourId = (await h.provisionAgency()).agencyId;
  await recordLines(h, [
    finishedPayload(agencyId, { customerId, reference: 'MINE-1' }),
    // The neighbour's lines, of the same customer id and with a searchable reference.
    finishedPayload(neighbourId, { customerId, reference: 'VOISIN-1' }),
    finishedPayload(neighbourId, { reference: 'VOISIN-2', customerName: 'Client du voisin' }),
  ]);
});
afterAll(async () => {
  await h?.close();
});

const staff = (rights: Right[]) => h.tokenFor(agencyId, { role: 'staff', rights });

describe("another agency's lines", () => {
  it('are never listed, whatever the filters or the search', async () => {
    const token = await staff(['invoices.list']);
    for (const json of [{}, { filters: { customerId } }, { query: 'voisin' }, { limit: 250 }]) {
      const answer = await h.request('POST', linesPath(agencyId), { token, json });
      const page = BILLABLE_LINE_CALLS.list.response.parse(answer.body);
      expect(page.data.map((line) => line.reference).filter((reference) => reference !== 'MINE-1')).toEqual([]);
      const summary = BILLABLE_LINE_CALLS.byCustomer.response.parse(
        (await h.request('POST', byCustomerPath(agencyId), { token, json })).body,
      );
      // Only the agency's own line counts, even for the customer id both agencies bill.
      expect(summary.data.map((row) => [row.customerId, row.lines, row.amount])).toEqual(
        'query' in json ? [] : [[customerId, 1, '576.30']],
      );
    }
  });

  it("are out of reach through the neighbour's path, even for an owner: 404 AGENCY_NOT_FOUND", async () => {
    const token = await h.tokenFor(agencyId);
    for (const path of [linesPath(neighbourId), byCustomerPath(neighbourId)]) {
      const answer = await h.request('POST', path, { token, json: {} });
      expect([answer.status, answer.error?.code]).toEqual([404, 'AGENCY_NOT_FOUND']);
    }
  });

  it('are hidden by row-level security from a transaction scoped to the agency', async () => {
    const seen = await transaction(
      h.sql,
      { kind: 'tenant', agencyId },
      (tx) => tx<{ reference: string }[]>`select reference from billable_lines order by reference`,
    );
    expect(seen.map((row) => row.reference)).toEqual(['MINE-1']);
    await expect(
      transaction(
        h.sql,
        { kind: 'tenant', agencyId },
        (tx) => tx`update billable_lines set amount = 0 where agency_id = ${neighbourId} returning id`,
      ),
    ).resolves.toHaveLength(0);
  });
});

describe('who may read the lines', () => {
  it('without invoices.list: the permission text', async () => {
    const token = await staff(['customers.list']);
    for (const path of [linesPath(agencyId), byCustomerPath(agencyId)]) {
      const answer = await h.request('POST', path, { token, json: {} });
      expect([answer.status, answer.error?.message]).toEqual([
        403,
        'Vous ne bénéficiez pas de l\'autorisation "Factures : consultation".',
      ]);
    }
  });

  it('a customer user, even holding invoices.list, reaches neither list: 404', async () => {
    const token = await h.tokenFor(agencyId, { role: 'customer', customer: customerId, rights: ['invoices.list'] });
    for (const path of [linesPath(agencyId), byCustomerPath(agencyId)]) {
      const answer = await h.request('POST', path, { token, json: {} });
      expect([answer.status, answer.error?.code]).toEqual([404, 'NOT_FOUND']);
    }
  });
});
