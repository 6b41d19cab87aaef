import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CommercialDocumentSchema,
  documentTotals,
  uuidv7,
  type CommercialDocument,
  type Customer,
  type ServiceFinishedPayload,
} from '@portal/contracts';
import { finishedPayload, recordLines } from '../billable-lines/test-fixtures.js';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import { agencyReadyToInvoice, documentPath, newCustomer, saveDocument, savePath } from './test-fixtures.js';

let h: BillingHarness;
let agencyId: string;
let token: string;
let customer: Customer;

beforeAll(async () => {
  h = await startBillingHarness();
  ({ agencyId, token } = await agencyReadyToInvoice(h));
  customer = await newCustomer(h, agencyId);
});
afterAll(async () => {
  await h?.close();
});

/** Records the services as billing's consumer would, and answers their lines' ids in the same order. */
async function linesOf(payloads: ServiceFinishedPayload[]): Promise<string[]> {
  await recordLines(h, payloads);
  const rows = await h.asPlatform(
    (tx) => tx<{ id: string; serviceId: string }[]>`
      select id, service_id from billable_lines where service_id = any(${payloads.map((p) => p.serviceId)}::uuid[])`,
  );
  return payloads.map((payload) => rows.find((row) => row.serviceId === payload.serviceId)?.id ?? '');
}

const linesState = (ids: string[]) =>
  h.asPlatform(
    (tx) => tx<{ id: string; status: string; documentId: string | null }[]>`
      select id, status, document_id from billable_lines where id = any(${ids}::uuid[]) order by id`,
  );

async function invoiceLines(lineIds: string[], expected = 201) {
  const answer = await h.request('POST', `/agency/${agencyId}/invoice/from-billable-lines`, {
    token,
    json: { customerId: customer.id, lineIds, date: '2026-03-31' },
  });
  expect([answer.status, answer.error?.code ?? null]).toEqual([expected, null]);
  return CommercialDocumentSchema.parse(answer.body);
}

describe('POST invoice/from-billable-lines', () => {
  let invoice: CommercialDocument;
  let ids: string[];
  const siteA = uuidv7();
  const siteB = uuidv7();

  it('makes a draft invoice: one row per line, grouped by site (a header each) then prestation', async () => {
    const common = { customerId: customer.id, customerName: customer.name };
    ids = await linesOf([
      // 10 h, 2 agents, 25.50 an hour, night × 1.1 and holiday × 2 (the fixture's split).
      finishedPayload(agencyId, { ...common, siteId: siteB, siteName: 'Zénith', startAt: '2026-03-09T20:00:00.000Z' }),
      finishedPayload(agencyId, {
        ...common,
        siteId: siteA,
        siteName: 'Bâtiment A',
        prestation: { label: 'Ronde', unitPrice: '30.00' },
        billingMode: 3,
        nbAgents: 1,
        hours: { day: 1, night: 0, sunday: 0, holiday: 0, total: 1 },
        startAt: '2026-03-10T08:00:00.000Z',
      }),
      finishedPayload(agencyId, {
        ...common,
        siteId: siteA,
        siteName: 'Bâtiment A',
        nbAgents: 1,
        hours: { day: 8, night: 0, sunday: 0, holiday: 0, total: 8 },
        startAt: '2026-03-02T07:00:00.000Z',
      }),
    ]);
    invoice = await invoiceLines(ids);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: null,
      date: '2026-03-31',
      customerId: customer.id,
      title: 'Prestations du 02/03/2026 au 10/03/2026',
    });
    expect(
      invoice.rows.map((row) => [row.header, row.designation, row.quantity, row.unitPrice, row.priceUnit, row.amount]),
    ).toEqual([
      [true, 'Bâtiment A', '0.00', '0.00', 'amount', '0.00'],
      [false, expect.stringMatching(/^Gardiennage — PRE-\d{5} du 02\/03\/2026$/), '8.00', '25.50', 'hour', '204.00'],
      [false, expect.stringMatching(/^Ronde — PRE-\d{5} du 10\/03\/2026$/), '1.00', '30.00', 'amount', '30.00'],
      [true, 'Zénith', '0.00', '0.00', 'amount', '0.00'],
      // 20 hours (10 h × 2 agents) worth 25.50 × 2 × (4 + 2 + 3 × 1.1 + 1 × 2) = 576.30: 28.82 on average.
      [false, expect.stringMatching(/^Gardiennage — PRE-\d{5} du 09\/03\/2026$/), '20.00', '28.82', 'hour', '576.40'],
    ]);
    expect(invoice.rows[4]?.description).toBe(
      'Jour 4,00 h · Nuit 3,00 h × 1,1 · Dimanche 2,00 h · Férié 1,00 h × 2 — 2 agents',
    );
    expect(invoice.rows[2]?.description).toBe('1 agent');
    expect(invoice.rows.map((row) => row.siteId)).toEqual([siteA, siteA, siteA, siteB, siteB]);
    expect(invoice.rows.filter((row) => !row.header).map((row) => row.specialty)).toEqual([
      'Gardiennage et surveillance',
      'Gardiennage et surveillance',
      'Gardiennage et surveillance',
    ]);
    expect(invoice.totals.totalExclTax).toBe(documentTotals(invoice.rows, []).totalExclTax);
    expect(await linesState(ids)).toEqual(
      [...ids].sort().map((id) => ({ id, status: 'invoiced', documentId: invoice.id })),
    );
  });

  it('a line already invoiced → 409, nothing written; the same lines twice at once → one 201, one 409', async () => {
    const refused = await h.request('POST', `/agency/${agencyId}/invoice/from-billable-lines`, {
      token,
      json: { customerId: customer.id, lineIds: [ids[0]], date: '2026-03-31' },
    });
    expect([refused.status, refused.error?.code, refused.error?.message]).toEqual([
      409,
      'BILLABLE_LINE_ALREADY_INVOICED',
      'Une des lignes sélectionnées est déjà facturée',
    ]);
    const fresh = await linesOf([finishedPayload(agencyId, { customerId: customer.id, customerName: customer.name })]);
    const answers = await Promise.all(
      [1, 2].map(() =>
        h.request('POST', `/agency/${agencyId}/invoice/from-billable-lines`, {
          token,
          json: { customerId: customer.id, lineIds: fresh, date: '2026-03-31' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const drafts = await h.asPlatform(
      (tx) => tx`select distinct document_id from commercial_document_rows where billable_line_id = ${fresh[0] ?? ''}`,
    );
    expect(drafts).toHaveLength(1);
  });

  it('a line removed from the draft, then the draft deleted: the lines wait to be invoiced again', async () => {
    const kept = invoice.rows.filter((row) => row.billableLineId !== ids[0]);
    const body = {
      id: invoice.id,
      customerId: customer.id,
      date: invoice.date,
      rows: kept.map((row) => ({
        header: row.header,
        designation: row.designation,
        description: row.description,
        quantity: row.quantity,
        unitPrice: row.unitPrice,
        priceUnit: row.priceUnit,
        vatRate: row.vatRate,
        siteId: row.siteId,
        specialty: row.specialty,
        billableLineId: row.billableLineId,
      })),
    };
    const saved = await h.request('POST', savePath(agencyId, 'invoice'), { token, json: body });
    expect([saved.status, saved.error]).toEqual([200, null]);
    const states = await linesState(ids);
    expect(states.find((line) => line.id === ids[0])).toEqual({ id: ids[0], status: 'to_invoice', documentId: null });
    expect(states.filter((line) => line.status === 'invoiced')).toHaveLength(2);

    expect((await h.request('DELETE', documentPath(agencyId, 'invoice', invoice.id), { token })).status).toBe(204);
    expect((await linesState(ids)).map((line) => [line.status, line.documentId])).toEqual([
      ['to_invoice', null],
      ['to_invoice', null],
      ['to_invoice', null],
    ]);
    // Invoiced again, by a new draft.
    expect((await invoiceLines(ids)).rows).toHaveLength(5);
  });

  it("another customer's or agency's line → 404; a line named by hand on a saved draft → 404", async () => {
    const other = await newCustomer(h, agencyId, { name: 'Autre client' });
    const [othersLine] = await linesOf([finishedPayload(agencyId, { customerId: other.id })]);
    const refused = await h.request('POST', `/agency/${agencyId}/invoice/from-billable-lines`, {
      token,
      json: { customerId: customer.id, lineIds: [othersLine], date: '2026-03-31' },
    });
    expect([refused.status, refused.error?.message]).toEqual([404, 'Ligne à facturer introuvable']);
    const neighbour = await h.provisionAgency();
    const [foreignLine] = await linesOf([finishedPayload(neighbour.agencyId, { customerId: customer.id })]);
    const foreign = await h.request('POST', `/agency/${agencyId}/invoice/from-billable-lines`, {
      token,
      json: { customerId: customer.id, lineIds: [foreignLine], date: '2026-03-31' },
    });
    expect([foreign.status, foreign.error?.code]).toEqual([404, 'BILLABLE_LINE_NOT_FOUND']);
    const [free] = await linesOf([finishedPayload(agencyId, { customerId: customer.id })]);
    const draft = await saveDocument(h, agencyId, 'invoice', {
      customerId: customer.id,
      date: '2026-03-31',
      rows: [{ designation: 'Prestation', quantity: '1', unitPrice: '10' }],
    });
    const byHand = await h.request('POST', savePath(agencyId, 'invoice'), {
      token,
      json: {
        id: draft.id,
        customerId: customer.id,
        date: '2026-03-31',
        rows: [{ designation: 'Prestation', billableLineId: free }],
      },
    });
    expect([byHand.status, byHand.error?.code]).toEqual([404, 'BILLABLE_LINE_NOT_FOUND']);
    expect((await linesState([free ?? '']))[0]?.status).toBe('to_invoice');
  });
});
