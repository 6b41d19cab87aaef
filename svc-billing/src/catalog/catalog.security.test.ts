import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_CALLS, uuidv7, type CatalogItem, type Right } from '@portal/contracts';
import { transaction } from '@portal/service-kit';
import { countRows } from '../testing/count-rows.js';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import {
  articleInput,
  catalogImportPath,
  catalogItemPath,
  catalogListPath,
  createCustomer,
  saveArticle,
} from './testing/fixtures.js';

let h: BillingHarness;
let agencyId: string;
let neighbourId: string;
let customerId: string;
let mine: CatalogItem;
let customersOwn: CatalogItem;
let theirs: CatalogItem;

beforeAll(async () => {
  h = await startBillingHarness();
  agencyId = (await h.provisionAgency()).agencyId;
  neighbourId = (await h.provisionAgency()).agencyId;
  customerId = await createCustomer(h, agencyId, 'Résidence Les Oliviers');
  mine = await saveArticle(h, agencyId, articleInput({ designation: 'Mon article' }));
  customersOwn = await saveArticle(h, agencyId, articleInput({ designation: 'Tarif Oliviers', customerId }));
  const neighbourCustomer = await createCustomer(h, neighbourId, 'Client du voisin');
  theirs = await saveArticle(
    h,
    neighbourId,
    articleInput({ designation: 'Article du voisin', customerId: neighbourCustomer }),
  );
});
afterAll(async () => {
  await h?.close();
});

const staff = (rights: Right[]) => h.tokenFor(agencyId, { role: 'staff', rights });
const permission = (label: string) => `Vous ne bénéficiez pas de l'autorisation "Catalogue d'articles : ${label}".`;

describe('the right of each catalogue call', () => {
  it('creating and importing need catalog.create; editing through the same call catalog.edit', async () => {
    const creator = await staff(['catalog.create']);
    const editor = await staff(['catalog.list', 'catalog.edit']);
    const before = await countRows(h, ['catalog_items']);
    for (const [token, method, path, json, label] of [
      [editor, 'POST', catalogItemPath(agencyId), articleInput(), 'création'],
      [editor, 'POST', catalogImportPath(agencyId), undefined, 'création'],
      [creator, 'POST', catalogItemPath(agencyId), { ...articleInput(), id: mine.id }, 'modification'],
      [creator, 'DELETE', `${catalogItemPath(agencyId)}/${mine.id}`, undefined, 'suppression'],
      [creator, 'POST', catalogListPath(agencyId), {}, 'consultation'],
    ] as const) {
      const answer = await h.request(method, path, { token, json });
      expect([method, path, answer.status, answer.error?.message]).toEqual([method, path, 403, permission(label)]);
    }
    expect(await countRows(h, ['catalog_items'])).toEqual(before);
    const created = await h.request('POST', catalogItemPath(agencyId), { token: creator, json: articleInput() });
    expect(created.status).toBe(201);
    const edited = await h.request('POST', catalogItemPath(agencyId), {
      token: editor,
      json: { ...articleInput({ designation: 'Mon article renommé' }), id: mine.id },
    });
    expect(edited.status).toBe(200);
  });
});

describe("another agency's article", () => {
  it('is never listed, whatever the filters or the search', async () => {
    const token = await staff(['catalog.list']);
    for (const json of [{}, { query: 'voisin' }, { filters: { customerId: theirs.customerId } }, { limit: 250 }]) {
      const answer = await h.request('POST', catalogListPath(agencyId), { token, json });
      const page = CATALOG_CALLS.list.response.parse(answer.body);
      expect(page.data.filter((row) => row.designation === 'Article du voisin')).toEqual([]);
      // Neither its id nor its customer's appears in the answer, unless sent.
      expect(JSON.stringify(page).includes(theirs.id)).toBe(false);
      if (!('filters' in json)) expect(JSON.stringify(page).includes(theirs.customerId ?? '')).toBe(false);
    }
  });

  it('cannot be edited, deleted, nor given to one of our customers, even by an owner → 404, nothing written', async () => {
    const token = await h.tokenFor(agencyId);
    const before = await countRows(h, ['catalog_items']);
    const edit = await h.request('POST', catalogItemPath(agencyId), {
      token,
      json: { ...articleInput({ designation: 'Volé' }), id: theirs.id, customerId },
    });
    expect([edit.status, edit.error?.code]).toEqual([404, 'CATALOG_ITEM_NOT_FOUND']);
    const remove = await h.request('DELETE', `${catalogItemPath(agencyId)}/${theirs.id}`, { token });
    expect([remove.status, remove.error?.code]).toEqual([404, 'CATALOG_ITEM_NOT_FOUND']);
    expect(await countRows(h, ['catalog_items'])).toEqual(before);
    const [row] = await h.asPlatform((tx) => tx`select designation from catalog_items where id = ${theirs.id}`);
    expect(row).toEqual({ designation: 'Article du voisin' });
  });

  it("is out of reach through the neighbour's path, even for an owner: 404 AGENCY_NOT_FOUND", async () => {
    const token = await h.tokenFor(agencyId);
    for (const [method, path] of [
      ['POST', catalogListPath(neighbourId)],
      ['POST', catalogImportPath(neighbourId)],
      ['DELETE', `${catalogItemPath(neighbourId)}/${theirs.id}`],
    ] as const) {
      const answer = await h.request(method, path, { token, json: method === 'POST' ? {} : undefined });
      expect([path, answer.status, answer.error?.code]).toEqual([path, 404, 'AGENCY_NOT_FOUND']);
    }
  });
});

describe('a customer user', () => {
  it('reaches no catalogue call, not even his own articles, whatever rights he holds → 404', async () => {
    const token = await h.tokenFor(agencyId, {
      role: 'customer',
      customer: customerId,
      rights: ['catalog.list', 'catalog.create', 'catalog.edit', 'catalog.delete'],
    });
    const before = await countRows(h, ['catalog_items']);
    for (const [method, path, json] of [
      ['POST', catalogListPath(agencyId), { filters: { customerId } }],
      ['POST', catalogItemPath(agencyId), articleInput({ customerId })],
      ['POST', catalogItemPath(agencyId), { ...articleInput({ customerId }), id: customersOwn.id }],
      ['DELETE', `${catalogItemPath(agencyId)}/${customersOwn.id}`, undefined],
      ['POST', catalogImportPath(agencyId), undefined],
    ] as const) {
      const answer = await h.request(method, path, { token, json });
      expect([method, path, answer.status, answer.error?.code]).toEqual([method, path, 404, 'NOT_FOUND']);
    }
    expect(await countRows(h, ['catalog_items'])).toEqual(before);
  });
});

describe('row-level security on catalog_items (the second wall)', () => {
  it("a customer user's transaction sees only his own company's articles", async () => {
    const seen = await transaction(
      h.sql,
      { kind: 'tenant', agencyId, customerId },
      (tx) => tx<{ id: string }[]>`select id from catalog_items`,
    );
    expect(seen.map((row) => row.id)).toEqual([customersOwn.id]);
  });

  it("an agency's transaction sees none of another agency's articles, and cannot write them", async () => {
    const seen = await transaction(h.sql, { kind: 'tenant', agencyId }, async (tx) => ({
      read: await tx`select id from catalog_items where id = ${theirs.id}`,
      updated: await tx`update catalog_items set designation = 'x' where id = ${theirs.id} returning id`,
      removed: await tx`delete from catalog_items where id = ${theirs.id} returning id`,
    }));
    expect(seen).toEqual({ read: [], updated: [], removed: [] });
    await expect(
      transaction(
        h.sql,
        { kind: 'tenant', agencyId },
        (
          tx,
        ) => tx`insert into catalog_items (id, agency_id, designation, unit_price, price_unit, vat_rate, designation_key, search_text)
                   values (${uuidv7()}, ${neighbourId}, 'Intrus', 1, 'hour', 20, 'intrus', 'intrus')`,
      ),
    ).rejects.toThrow(/row-level security/);
  });
});
