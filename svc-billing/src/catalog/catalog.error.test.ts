import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CatalogItemSchema, uuidv7, type CatalogItem, type SaveCatalogItemInput } from '@portal/contracts';
import { countRows } from '../testing/count-rows.js';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import { articleInput, catalogItemPath, catalogListPath, createCustomer, saveArticle } from './testing/fixtures.js';

const TABLES = ['catalog_items', 'customers', 'outbox', 'audit_log'];

let h: BillingHarness;
let agencyId: string;
let token: string;
let existing: CatalogItem;
let before: Record<string, number>;

beforeAll(async () => {
  h = await startBillingHarness();
  agencyId = (await h.provisionAgency()).agencyId;
  token = await h.tokenFor(agencyId);
  existing = await saveArticle(h, agencyId, articleInput({ designation: 'Article existant', description: 'Tel quel' }));
});
afterAll(async () => {
  await h?.close();
});
beforeEach(async () => {
  before = await countRows(h, TABLES);
});

/** Sends the call and expects the refusal, with nothing written and the article as it was. */
async function refused(method: string, path: string, json: unknown, status: number, code: string) {
  const answer = await h.request(method, path, { token, json });
  expect([answer.status, answer.error?.code]).toEqual([status, code]);
  expect(await countRows(h, TABLES)).toEqual(before);
  const [row] = await h.asPlatform(
    (tx) => tx`select designation, unit_price::text from catalog_items where id = ${existing.id}`,
  );
  expect(row).toEqual({ designation: 'Article existant', unitPrice: '24.50' });
  return answer.error;
}
const refusedSave = (body: unknown, status: number, code: string) =>
  refused('POST', catalogItemPath(agencyId), body, status, code);
const issuesOf = (error: Awaited<ReturnType<typeof refused>>) => error?.details?.['issues'];

const bodyOf = (item: CatalogItem): SaveCatalogItemInput => {
  const { customerName: _name, createdAt: _created, updatedAt: _updated, ...fields } = item;
  return fields;
};

describe('POST /agency/:agencyId/catalog-item refused, nothing written', () => {
  it('a designation missing or too long, a price negative or of 3 decimals, no unit: French field errors', async () => {
    const error = await refusedSave(
      { designation: ' ', unitPrice: '-3', description: 'x'.repeat(2001), vatRate: '19.60' },
      400,
      'VALIDATION_FAILED',
    );
    expect(error?.message).toBe('Certains champs sont invalides');
    expect(issuesOf(error)).toEqual([
      { path: 'designation', message: 'Obligatoire' },
      { path: 'description', message: 'Maximum 2000 caractères' },
      { path: 'unitPrice', message: 'Le prix doit être un montant positif avec au plus 2 décimales' },
      { path: 'priceUnit', message: 'Obligatoire' },
      { path: 'vatRate', message: 'Taux de TVA invalide' },
    ]);
    const decimals = await refusedSave(articleInput({ unitPrice: '12.345' }), 400, 'VALIDATION_FAILED');
    expect(issuesOf(decimals)).toEqual([
      { path: 'unitPrice', message: 'Le prix doit être un montant positif avec au plus 2 décimales' },
    ]);
  });

  it('a field the form has not (an agency, a creation date) is refused, not ignored', async () => {
    const error = await refusedSave(
      { ...articleInput(), agencyId: uuidv7(), createdAt: '2020-01-01' },
      400,
      'VALIDATION_FAILED',
    );
    expect(issuesOf(error)).toEqual([
      { path: 'agencyId', message: 'Champ non autorisé' },
      { path: 'createdAt', message: 'Champ non autorisé' },
    ]);
  });

  it("a customer of another agency, or unknown → 404 'Client introuvable'", async () => {
    const other = await h.provisionAgency();
    const foreign = await createCustomer(h, other.agencyId, 'Client du voisin');
    before = await countRows(h, TABLES);
    for (const customerId of [foreign, uuidv7()]) {
      const error = await refusedSave(articleInput({ customerId }), 404, 'CUSTOMER_NOT_FOUND');
      expect(error?.message).toBe('Client introuvable');
      await refusedSave({ ...bodyOf(existing), customerId }, 404, 'CUSTOMER_NOT_FOUND');
    }
  });

  it("an unknown article's id → 404 'Article introuvable'", async () => {
    const error = await refusedSave(articleInput({ id: uuidv7() }), 404, 'CATALOG_ITEM_NOT_FOUND');
    expect(error?.message).toBe('Article introuvable');
  });

  it("saved as it is (a price written '24.5' is the same) → 400 'Aucun changement à enregistrer'", async () => {
    const error = await refusedSave({ ...bodyOf(existing), unitPrice: '24.5' }, 400, 'NO_CHANGE');
    expect(error?.message).toBe('Aucun changement à enregistrer');
  });
});

describe('other calls refused', () => {
  it("deleting an unknown article, or with an id that is not one → 404 'Article introuvable'", async () => {
    for (const id of [uuidv7(), 'pas-un-id']) {
      await refused('DELETE', `${catalogItemPath(agencyId)}/${id}`, undefined, 404, 'CATALOG_ITEM_NOT_FOUND');
    }
  });

  it('a list with an unknown filter, sort or page size → French 400', async () => {
    const error = await refused(
      'POST',
      catalogListPath(agencyId),
      { filters: { agencyId }, orderBy: 'agency_id', limit: 1000, ascending: 'oui' },
      400,
      'VALIDATION_FAILED',
    );
    expect(issuesOf(error)).toEqual([
      { path: 'filters.agencyId', message: 'Champ non autorisé' },
      { path: 'limit', message: 'Format invalide' },
      { path: 'orderBy', message: 'Format invalide' },
      { path: 'ascending', message: 'Valeur de type invalide' },
    ]);
    const answer = await h.request('POST', catalogListPath(agencyId), { token, raw: '{"filters":' });
    expect([answer.status, answer.error?.code]).toEqual([400, 'INVALID_JSON']);
  });
});

describe('the article after the refusals', () => {
  it('reads back as it was saved', async () => {
    const answer = await h.request('POST', catalogListPath(agencyId), { token, json: {} });
    expect(CatalogItemSchema.array().parse((answer.body as { data: unknown }).data)).toEqual([existing]);
  });
});
