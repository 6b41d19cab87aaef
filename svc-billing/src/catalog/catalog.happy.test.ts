import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_CALLS, uuidv7 } from '@portal/contracts';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import { DEFAULT_CATALOG } from './default-catalog.js';
import {
  articleInput,
  catalogImportPath,
  catalogItemPath,
  catalogListPath,
  createCustomer,
  saveArticle,
} from './testing/fixtures.js';

let h: BillingHarness;
beforeAll(async () => {
  h = await startBillingHarness();
});
afterAll(async () => {
  await h?.close();
});

const agency = async () => (await h.provisionAgency()).agencyId;

async function listAll(agencyId: string, body: object = {}) {
  const answer = await h.request('POST', catalogListPath(agencyId), {
    token: await h.tokenFor(agencyId),
    json: { limit: 250, ...body },
  });
  expect([answer.status, answer.error]).toEqual([200, null]);
  return CATALOG_CALLS.list.response.parse(answer.body);
}

async function importDefault(agencyId: string) {
  const answer = await h.request('POST', catalogImportPath(agencyId), { token: await h.tokenFor(agencyId) });
  expect([answer.status, answer.error]).toEqual([200, null]);
  return CATALOG_CALLS.import.response.parse(answer.body);
}

describe('an article of the catalogue', () => {
  it('is created for the agency, trimmed, with the defaults: VAT 20 %, active, no customer', async () => {
    const agencyId = await agency();
    const item = await saveArticle(h, agencyId, {
      designation: '  Vitrerie  ',
      description: 'Vitres intérieures et extérieures',
      unitPrice: '3.5',
      priceUnit: 'sqm',
      specialty: 'Nettoyage',
    });
    expect(item).toMatchObject({
      designation: 'Vitrerie',
      description: 'Vitres intérieures et extérieures',
      unitPrice: '3.50',
      priceUnit: 'sqm',
      vatRate: '20.00',
      specialty: 'Nettoyage',
      customerId: null,
      customerName: null,
      status: 'active',
    });
    expect((await listAll(agencyId)).data).toEqual([item]);
  });

  it("is a customer's own article when it names a customer of the agency, listed with his name", async () => {
    const agencyId = await agency();
    const customerId = await createCustomer(h, agencyId, 'Résidence Les Oliviers');
    const item = await saveArticle(
      h,
      agencyId,
      articleInput({
        designation: 'Ronde Oliviers',
        unitPrice: '30',
        priceUnit: 'amount',
        vatRate: '10.00',
        customerId,
      }),
    );
    expect(item).toMatchObject({ customerId, customerName: 'Résidence Les Oliviers', vatRate: '10.00' });
  });

  it('is edited with its id (any field, its customer and its status included), and its updatedAt follows', async () => {
    const agencyId = await agency();
    const customerId = await createCustomer(h, agencyId, 'Odysseum');
    const item = await saveArticle(h, agencyId, articleInput());
    const edited = await saveArticle(h, agencyId, {
      id: item.id,
      designation: 'Agent de sécurité SSIAP 1',
      description: 'Sécurité incendie',
      unitPrice: '25.10',
      priceUnit: 'hour',
      vatRate: '20.00',
      specialty: 'Sécurité incendie',
      customerId,
      status: 'archived',
    });
    expect(edited).toMatchObject({
      id: item.id,
      designation: 'Agent de sécurité SSIAP 1',
      unitPrice: '25.10',
      customerId,
      customerName: 'Odysseum',
      status: 'archived',
      createdAt: item.createdAt,
    });
    expect(edited.updatedAt > item.updatedAt).toBe(true);
  });

  it('is removed (204) and no longer listed', async () => {
    const agencyId = await agency();
    const kept = await saveArticle(h, agencyId, articleInput({ designation: 'Gardée' }));
    const removed = await saveArticle(h, agencyId, articleInput({ designation: 'Supprimée' }));
    const answer = await h.request('DELETE', `${catalogItemPath(agencyId)}/${removed.id}`, {
      token: await h.tokenFor(agencyId),
    });
    expect([answer.status, answer.body]).toEqual([204, null]);
    expect((await listAll(agencyId)).data.map((row) => row.id)).toEqual([kept.id]);
  });

  it("goes with its customer when the customer is removed; the agency's articles stay", async () => {
    const agencyId = await agency();
    const customerId = await createCustomer(h, agencyId, 'Client parti');
    await saveArticle(h, agencyId, articleInput({ designation: 'Tarif du client', customerId }));
    const agencyItem = await saveArticle(h, agencyId, articleInput({ designation: "Tarif de l'agence" }));
    const removed = await h.request('DELETE', `/agency/${agencyId}/agencyCustomer/${customerId}`, {
      token: await h.tokenFor(agencyId),
    });
    expect(removed.status).toBe(204);
    expect((await listAll(agencyId)).data.map((row) => row.id)).toEqual([agencyItem.id]);
  });
});

describe('importing the default catalogue', () => {
  it('adds every article of the default catalogue to the agency, active, agency articles', async () => {
    const agencyId = await agency();
    expect(await importDefault(agencyId)).toEqual({ added: DEFAULT_CATALOG.length, skipped: 0 });
    const page = await listAll(agencyId);
    expect(page.filteredCount).toBe(DEFAULT_CATALOG.length);
    expect(DEFAULT_CATALOG.length).toBeGreaterThanOrEqual(20);
    const ssiap = page.data.find((row) => row.designation === "Agent de sécurité SSIAP 1 à l'heure");
    expect(ssiap).toMatchObject({ unitPrice: '24.50', priceUnit: 'hour', vatRate: '20.00', customerId: null });
    expect(page.data.every((row) => row.status === 'active' && row.customerId === null)).toBe(true);
  });

  it('twice adds nothing more; a designation the agency has (case and accents aside) is skipped', async () => {
    const agencyId = await agency();
    const customerId = await createCustomer(h, agencyId, 'Client au tarif propre');
    // The agency's own (archived) article skips its default twin; a customer's does not.
    await saveArticle(
      h,
      agencyId,
      articleInput({ designation: 'VITRERIE (NETTOYAGE DES VITRES)', status: 'archived' }),
    );
    await saveArticle(h, agencyId, articleInput({ designation: 'Intervention sur alarme', customerId }));
    expect(await importDefault(agencyId)).toEqual({ added: DEFAULT_CATALOG.length - 1, skipped: 1 });
    expect(await importDefault(agencyId)).toEqual({ added: 0, skipped: DEFAULT_CATALOG.length });
    expect((await listAll(agencyId)).filteredCount).toBe(DEFAULT_CATALOG.length + 1);
  });

  it('twice at the same time still adds each article once', async () => {
    const agencyId = await agency();
    const results = await Promise.all([importDefault(agencyId), importDefault(agencyId)]);
    expect(results.map((result) => result.added).sort((a, b) => a - b)).toEqual([0, DEFAULT_CATALOG.length]);
    expect((await listAll(agencyId)).filteredCount).toBe(DEFAULT_CATALOG.length);
  });
});

describe('support acting as the agency', () => {
  it('writes an audit line with each catalogue write', async () => {
    const agencyId = await agency();
    const token = await h.tokenFor(agencyId, {
      role: 'support',
      act: { sub: uuidv7(), email: 'support@plateforme.test' },
    });
    const created = await h.request('POST', catalogItemPath(agencyId), { token, json: articleInput() });
    expect(created.status).toBe(201);
    expect((await h.request('POST', catalogImportPath(agencyId), { token })).status).toBe(200);
    const lines = await h.asPlatform(
      (tx) =>
        tx<{ action: string }[]>`select action from audit_log where agency_id = ${agencyId} order by occurred_at, id`,
    );
    expect(lines.map((line) => line.action)).toEqual([
      'POST /agency/:agencyId/catalog-item',
      'POST /agency/:agencyId/catalog/import',
    ]);
  });
});
