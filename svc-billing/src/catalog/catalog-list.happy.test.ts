import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_CALLS, type CatalogItem, type ListResponse } from '@portal/contracts';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import { articleInput, catalogListPath, createCustomer, saveArticle } from './testing/fixtures.js';

let h: BillingHarness;
let agencyId: string;
let token: string;
let oliviers: string;
let odysseum: string;

/** Five agency articles, two customers' articles, and an article of another agency no list may show. */
beforeAll(async () => {
  h = await startBillingHarness();
  agencyId = (await h.provisionAgency()).agencyId;
  const other = await h.provisionAgency();
  await saveArticle(h, other.agencyId, articleInput({ designation: 'Sécurité chez le voisin' }));
  oliviers = await createCustomer(h, agencyId, 'Résidence Les Oliviers');
  odysseum = await createCustomer(h, agencyId, 'Odysseum');
  for (const article of [
    articleInput({
      designation: "Agent de sécurité SSIAP 1 à l'heure",
      unitPrice: '24.50',
      specialty: 'Sécurité incendie',
    }),
    articleInput({ designation: 'Agent cynophile', unitPrice: '29.50', specialty: 'Cynophile' }),
    articleInput({
      designation: 'Nettoyage de bureaux',
      description: 'Dépoussiérage et lavage des sols',
      unitPrice: '1.80',
      priceUnit: 'sqm',
      specialty: 'Nettoyage',
    }),
    articleInput({
      designation: 'Intervention sur alarme',
      unitPrice: '80',
      priceUnit: 'amount',
      specialty: 'SÉCURITÉ',
    }),
    articleInput({ designation: 'Ancienne ronde', unitPrice: '30', priceUnit: 'amount', status: 'archived' }),
    articleInput({ designation: 'Ronde des Oliviers', unitPrice: '28', priceUnit: 'amount', customerId: oliviers }),
    articleInput({ designation: 'Gardiennage parking', unitPrice: '21', customerId: odysseum, specialty: 'Sécurité' }),
  ]) {
    await saveArticle(h, agencyId, article);
  }
  token = await h.tokenFor(agencyId, { role: 'staff', rights: ['catalog.list'] });
});
afterAll(async () => {
  await h?.close();
});

async function list(body: object): Promise<ListResponse<CatalogItem>> {
  const answer = await h.request('POST', catalogListPath(agencyId), { token, json: body });
  expect([answer.status, answer.error]).toEqual([200, null]);
  return CATALOG_CALLS.list.response.parse(answer.body);
}
const designations = (page: ListResponse<CatalogItem>) => page.data.map((row) => row.designation);

describe('POST /agency/:agencyId/fetch/catalog-items', () => {
  it("lists the agency's articles and its customers' by designation, none of another agency", async () => {
    const page = await list({});
    expect(designations(page)).toEqual([
      'Agent cynophile',
      "Agent de sécurité SSIAP 1 à l'heure",
      'Ancienne ronde',
      'Gardiennage parking',
      'Intervention sur alarme',
      'Nettoyage de bureaux',
      'Ronde des Oliviers',
    ]);
    expect(page.filteredCount).toBe(7);
    expect(page.data.find((row) => row.designation === 'Ronde des Oliviers')).toMatchObject({
      customerId: oliviers,
      customerName: 'Résidence Les Oliviers',
      unitPrice: '28.00',
    });
  });

  it('searches the designation and the description, ignoring case and accents', async () => {
    expect(designations(await list({ query: 'SECURITE' }))).toEqual(["Agent de sécurité SSIAP 1 à l'heure"]);
    expect(designations(await list({ query: 'depoussierage' }))).toEqual(['Nettoyage de bureaux']);
    expect(designations(await list({ query: 'ronde' }))).toEqual(['Ancienne ronde', 'Ronde des Oliviers']);
    // The user's % and _ are text, not wildcards.
    expect(designations(await list({ query: '%' }))).toEqual([]);
  });

  it("keeps the agency's articles (customerId null) or one customer's own", async () => {
    expect(designations(await list({ filters: { customerId: null } }))).toEqual([
      'Agent cynophile',
      "Agent de sécurité SSIAP 1 à l'heure",
      'Ancienne ronde',
      'Intervention sur alarme',
      'Nettoyage de bureaux',
    ]);
    expect(designations(await list({ filters: { customerId: oliviers } }))).toEqual(['Ronde des Oliviers']);
    expect(designations(await list({ filters: { customerId: odysseum }, query: 'parking' }))).toEqual([
      'Gardiennage parking',
    ]);
  });

  it('filters on the price unit, the status, and the specialty ignoring case and accents', async () => {
    expect(designations(await list({ filters: { priceUnit: 'sqm' } }))).toEqual(['Nettoyage de bureaux']);
    expect(designations(await list({ filters: { priceUnit: ['amount', 'sqm'], status: 'active' } }))).toEqual([
      'Intervention sur alarme',
      'Nettoyage de bureaux',
      'Ronde des Oliviers',
    ]);
    expect(designations(await list({ filters: { status: ['archived'] } }))).toEqual(['Ancienne ronde']);
    expect(designations(await list({ filters: { specialty: 'securite' } }))).toEqual([
      'Gardiennage parking',
      'Intervention sur alarme',
    ]);
    expect(designations(await list({ filters: { specialty: ['Cynophile', 'sécurité incendie'] } }))).toEqual([
      'Agent cynophile',
      "Agent de sécurité SSIAP 1 à l'heure",
    ]);
  });

  it('sorts by price (as amounts, not text) and pages with the count of the filters', async () => {
    const dearest = await list({ orderBy: 'unitPrice', ascending: false, limit: 5 });
    expect(dearest.data.map((row) => row.unitPrice)).toEqual(['80.00', '30.00', '29.50', '28.00', '24.50']);
    expect(dearest.filteredCount).toBe(7);
    const second = await list({ orderBy: 'unitPrice', ascending: false, limit: 5, page: 2 });
    expect(second.data.map((row) => row.unitPrice)).toEqual(['21.00', '1.80']);
  });
});
