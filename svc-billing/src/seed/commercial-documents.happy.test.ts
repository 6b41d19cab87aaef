import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESTIMATE_CALLS, INVOICE_CALLS } from '@portal/contracts';
import { demoIds } from '@portal/service-kit/demo/ids';
import { countRows } from '../testing/count-rows.js';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import { seedDemoCommercialDocuments } from './commercial-documents.js';
import { seedDemoCustomers } from './customers.js';
import { seedDemoLegalIdentities } from './legal-identities.js';

let h: BillingHarness;
const vigie = demoIds.agency('vigie');
const TODAY = new Date('2026-11-26T09:00:00Z');

beforeAll(async () => {
  h = await startBillingHarness();
  await h.provisionAgency({ agencyId: vigie, name: 'Vigie Sécurité' });
  await h.provisionAgency({ agencyId: demoIds.agency('eclat'), name: 'Éclat Propreté' });
  await seedDemoLegalIdentities(h.sql);
  await seedDemoCustomers(h.sql);
});
afterAll(async () => {
  await h?.close();
});

describe("billing's demo commercial documents", () => {
  it("gives Vigie last month's invoices (paid, partly paid, awaiting payment), a credit note and estimates in several states", async () => {
    expect(await seedDemoCommercialDocuments(h.sql, TODAY)).toBe(8);
    const token = await h.tokenFor(vigie);
    const invoices = INVOICE_CALLS.list.response.parse(
      (await h.request('POST', `/agency/${vigie}/fetch/invoices`, { token, json: { orderBy: 'number' } })).body,
    );
    expect(
      invoices.data.map(({ number, type, date, stateLabel, paid }) => ({ number, type, date, stateLabel, paid })),
    ).toEqual([
      { number: 'AV-2026-0001', type: 1, date: '2026-10-28', stateLabel: 'En attente de paiement', paid: 0 },
      { number: 'F-2026-0001', type: 0, date: '2026-10-03', stateLabel: 'En attente de paiement', paid: 50 },
      { number: 'F-2026-0002', type: 0, date: '2026-10-10', stateLabel: 'Payée', paid: 100 },
      { number: 'F-2026-0003', type: 0, date: '2026-10-24', stateLabel: 'En attente de paiement', paid: 0 },
    ]);
    const discounted = invoices.data.find((invoice) => invoice.number === 'F-2026-0002');
    // 310 h × 24,50 € = 7 595,00 €, less 5 %: 7 215,25 € HT, 8 658,30 € TTC.
    expect(discounted).toMatchObject({ price: '7215.25', total: '8658.30', toPay: '0.00' });

    const estimates = ESTIMATE_CALLS.list.response.parse(
      (await h.request('POST', `/agency/${vigie}/fetch/estimates`, { token, json: { orderBy: 'date' } })).body,
    );
    expect(estimates.data.map((estimate) => estimate.stateLabel)).toEqual(['Validé', 'Refusé', 'Envoyé', 'Non envoyé']);
  });

  it('serves the validated invoices as Factur-X PDFs', async () => {
    const token = await h.tokenFor(vigie);
    const [first] = INVOICE_CALLS.list.response.parse(
      (await h.request('POST', `/agency/${vigie}/fetch/invoices`, { token, json: { query: 'F-2026-0001' } })).body,
    ).data;
    const pdf = await h.app.request(`/agency/${vigie}/invoice/${first?.id}/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).toString('latin1')).toContain('factur-x.xml');
  });

  it('runs once: a second run makes nothing', async () => {
    const before = await countRows(h, ['commercial_documents', 'commercial_document_payments']);
    expect(await seedDemoCommercialDocuments(h.sql, TODAY)).toBe(0);
    expect(await countRows(h, ['commercial_documents', 'commercial_document_payments'])).toEqual(before);
  });
});
