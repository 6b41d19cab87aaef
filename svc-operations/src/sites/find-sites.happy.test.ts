import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7, type ListResponse, type SiteChoice, type SiteListRequestInput, type SiteRow } from '@portal/contracts';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { addCustomer, createSiteThroughApi, siteBody } from './testing/fixtures.js';

let h: OperationsHarness;
let agencyId: string;
let token: string;
let oliviers: string;
let odysseum: string;
let archived: string;
beforeAll(async () => {
  h = await startOperationsHarness();
  agencyId = (await h.provisionAgency()).agencyId;
  token = await h.tokenFor(agencyId);
  oliviers = (await addCustomer(h, agencyId, { name: 'Résidence Les Oliviers' })).customerId;
  odysseum = (await addCustomer(h, agencyId, { name: 'Centre commercial Odysseum' })).customerId;
  archived = (await addCustomer(h, agencyId, { name: 'Ancien client' })).customerId;
  const address = (city: string, zipcode: string) => ({ city, zipcode, street: '1 rue Principale' });
  await createSiteThroughApi(
    h,
    agencyId,
    siteBody(oliviers, { name: 'Bâtiment A', address: address('Montpellier', '34080') }),
  );
  await createSiteThroughApi(
    h,
    agencyId,
    siteBody(oliviers, { name: 'bâtiment B', address: address('Montpellier', '34080') }),
  );
  await createSiteThroughApi(
    h,
    agencyId,
    siteBody(oliviers, { name: 'Écluse', status: 200, address: address('Sète', '34200') }),
  );
  await createSiteThroughApi(
    h,
    agencyId,
    siteBody(odysseum, { name: 'Parking P1', address: address('Lattes', '34970') }),
  );
  await createSiteThroughApi(
    h,
    agencyId,
    siteBody(odysseum, { name: 'Zone livraison', status: 300, address: address('Lattes', '34970') }),
  );
  await createSiteThroughApi(h, agencyId, siteBody(archived, { name: 'Dépôt', address: address('Nîmes', '30000') }));
  // Another agency's sites never show.
  const other = (await h.provisionAgency()).agencyId;
  await createSiteThroughApi(h, other, siteBody((await addCustomer(h, other)).customerId, { name: 'Bâtiment Z' }));
});
afterAll(async () => {
  await h?.close();
});

async function list(body: SiteListRequestInput): Promise<ListResponse<SiteRow>> {
  const answer = await h.request('POST', `/agency/${agencyId}/fetch/sites`, { token, json: body });
  expect(answer.status).toBe(200);
  return answer.body as ListResponse<SiteRow>;
}
const names = (page: ListResponse<{ name: string }>) => page.data.map((row) => row.name);

describe('POST /agency/{id}/fetch/sites', () => {
  it('lists the agency sites by name, ignoring case and accents, with the customer and the count', async () => {
    const page = await list({});
    expect(names(page)).toEqual(['Bâtiment A', 'bâtiment B', 'Dépôt', 'Écluse', 'Parking P1', 'Zone livraison']);
    expect(page.filteredCount).toBe(6);
    expect(page.data[0]).toMatchObject({
      customerId: oliviers,
      customerName: 'Résidence Les Oliviers',
      city: 'Montpellier',
      zipcode: '34080',
      status: 100,
    });
  });

  it('filters by customer and by status (one value or several)', async () => {
    expect(names(await list({ filters: { customerId: odysseum } }))).toEqual(['Parking P1', 'Zone livraison']);
    expect(names(await list({ filters: { status: [200, 300] } }))).toEqual(['Écluse', 'Zone livraison']);
    const both = await list({ filters: { customerId: [oliviers], status: 100 } });
    expect(names(both)).toEqual(['Bâtiment A', 'bâtiment B']);
    expect(both.filteredCount).toBe(2);
  });

  it('searches name, address, city and customer ignoring case and accents', async () => {
    expect(names(await list({ query: 'BATIMENT' }))).toEqual(['Bâtiment A', 'bâtiment B']);
    expect(names(await list({ query: 'sete' }))).toEqual(['Écluse']);
    expect(names(await list({ query: 'odyssÉum' }))).toEqual(['Parking P1', 'Zone livraison']);
    expect(names(await list({ query: '30000' }))).toEqual(['Dépôt']);
    expect((await list({ query: '100%' })).filteredCount).toBe(0);
  });

  it('sorts on the whitelisted columns, both ways', async () => {
    expect(names(await list({ orderBy: 'name', ascending: false }))[0]).toBe('Zone livraison');
    expect(names(await list({ orderBy: 'customerName' }))).toEqual([
      'Dépôt',
      'Parking P1',
      'Zone livraison',
      'Bâtiment A',
      'bâtiment B',
      'Écluse',
    ]);
    expect(names(await list({ orderBy: 'city' }))[0]).toBe('Parking P1');
    expect(names(await list({ orderBy: 'status', ascending: false }))[0]).toBe('Zone livraison');
    expect(names(await list({ orderBy: 'createdAt', ascending: false }))[0]).toBe('Dépôt');
  });

  it('pages with page and limit, the count unchanged', async () => {
    const second = await list({ limit: 5, page: 2 });
    expect(names(second)).toEqual(['Zone livraison']);
    expect(second.filteredCount).toBe(6);
  });
});

describe('POST /agency/{id}/fetch/site-choices (site picker)', () => {
  const choices = async (filters: Record<string, unknown>, query?: string) => {
    const answer = await h.request('POST', `/agency/${agencyId}/fetch/site-choices`, {
      token,
      json: { filters, ...(query ? { query } : {}) },
    });
    expect(answer.status).toBe(200);
    return answer.body as ListResponse<SiteChoice>;
  };

  it('offers active sites only, of the chosen customer', async () => {
    expect(names(await choices({}))).toEqual(['Bâtiment A', 'bâtiment B', 'Dépôt', 'Parking P1']);
    const ofOdysseum = await choices({ customerId: odysseum });
    expect(names(ofOdysseum)).toEqual(['Parking P1']);
    expect(ofOdysseum.data[0]).toMatchObject({
      customerId: odysseum,
      customerName: 'Centre commercial Odysseum',
      city: 'Lattes',
    });
    expect(names(await choices({ customerId: oliviers }, 'a'))).toEqual(['Bâtiment A', 'bâtiment B']);
    expect((await choices({ customerId: uuidv7() })).filteredCount).toBe(0);
  });

  it('answers the options of values already chosen', async () => {
    const [first] = (await choices({})).data;
    const answer = await choices({ ids: [first?.id] });
    expect(names(answer)).toEqual(['Bâtiment A']);
  });
});

describe('a list of 5,000 sites', () => {
  it('answers a page, a search and a filtered count quickly', async () => {
    const big = (await h.provisionAgency()).agencyId;
    const customers = [(await addCustomer(h, big)).customerId, (await addCustomer(h, big)).customerId];
    await h.asPlatform(
      (tx) => tx`
        insert into sites (id, agency_id, customer_id, name, city, status)
        select gen_random_uuid(), ${big}, (${customers}::uuid[])[1 + i % 2], 'Site n°' || i,
               case when i % 10 = 0 then 'Besançon' else 'Montpellier' end, case when i % 7 = 0 then 200 else 100 end
          from generate_series(1, 5000) as i`,
    );
    await h.asPlatform((tx) => tx`analyze sites`);
    const bigToken = await h.tokenFor(big);
    const timed = async (body: SiteListRequestInput) => {
      const started = performance.now();
      const answer = await h.request('POST', `/agency/${big}/fetch/sites`, { token: bigToken, json: body });
      const ms = performance.now() - started;
      expect(answer.status).toBe(200);
      return { page: answer.body as ListResponse<SiteRow>, ms };
    };
    await timed({}); // warm-up
    const first = await timed({ limit: 250 });
    expect(first.page.filteredCount).toBe(5000);
    expect(first.page.data).toHaveLength(250);
    const search = await timed({ query: 'besancon', filters: { customerId: customers[0], status: 100 }, page: 2 });
    expect(search.page.filteredCount).toBeGreaterThan(0);
    const sorted = await timed({ orderBy: 'city', ascending: false, page: 50, limit: 100 });
    expect(sorted.page.data).toHaveLength(100);
    expect(sorted.page.data.at(-1)?.city).toBe('Besançon');
    for (const { ms } of [first, search, sorted]) expect(ms).toBeLessThan(500);
  });
});
