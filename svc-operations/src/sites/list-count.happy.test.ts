import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResponse, SiteListRequestInput, SiteRow } from '@portal/contracts';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { addCustomer, createSiteThroughApi, siteBody } from './testing/fixtures.js';

let h: OperationsHarness;
beforeAll(async () => {
  h = await startOperationsHarness();
});
afterAll(async () => {
  await h?.close();
});

/**
 * The sites list's count is cached between pages (kit `listCache`): the service's own writes must
 * be counted by the very next list call; a search reads its page and count in one pass.
 */
describe('POST /agency/:agencyId/fetch/sites counts', () => {
  it('counts a created, a moved and an archived site at once', async () => {
    const { agencyId } = await h.provisionAgency();
    const token = await h.tokenFor(agencyId);
    const first = (await addCustomer(h, agencyId, { name: 'Alpha' })).customerId;
    const second = (await addCustomer(h, agencyId, { name: 'Bêta' })).customerId;
    const count = async (filters: SiteListRequestInput['filters'] = {}) => {
      const answer = await h.request('POST', `/agency/${agencyId}/fetch/sites`, { token, json: { filters } });
      return (answer.body as ListResponse<SiteRow>).filteredCount;
    };
    const counts = async () => [await count(), await count({ customerId: first }), await count({ status: 100 })];
    expect(await counts()).toEqual([0, 0, 0]);

    const site = await createSiteThroughApi(h, agencyId, siteBody(first, { name: 'Entrepôt' }));
    expect(await counts()).toEqual([1, 1, 1]);

    const moved = await h.request('PUT', `/agency/${agencyId}/site/${site.id}`, {
      token,
      json: siteBody(second, { name: 'Entrepôt' }),
    });
    expect(moved.status).toBe(200);
    expect(await counts()).toEqual([1, 0, 1]);

    const archived = await h.request('PATCH', `/agency/${agencyId}/site/${site.id}/archive`, { token });
    expect(archived.status).toBe(200);
    expect(await counts()).toEqual([1, 0, 0]);
  });

  it('gives a search’s page and count in the list’s order, past the end too', async () => {
    const { agencyId } = await h.provisionAgency();
    const token = await h.tokenFor(agencyId);
    const zenith = (await addCustomer(h, agencyId, { name: 'Zénith' })).customerId;
    const arena = (await addCustomer(h, agencyId, { name: 'Arena' })).customerId;
    for (const [customerId, name] of [
      [zenith, 'Porte B'],
      [zenith, 'Porte A'],
      [arena, 'Porte C'],
      [arena, 'Quai'],
    ] as const) {
      await createSiteThroughApi(h, agencyId, siteBody(customerId, { name }));
    }
    const list = async (json: SiteListRequestInput) => {
      const answer = await h.request('POST', `/agency/${agencyId}/fetch/sites`, { token, json });
      const body = answer.body as ListResponse<SiteRow>;
      return [body.filteredCount, body.data.map((row) => `${row.customerName}/${row.name}`)];
    };
    expect(await list({ query: 'porte' })).toEqual([3, ['Zénith/Porte A', 'Zénith/Porte B', 'Arena/Porte C']]);
    expect(await list({ query: 'porte', page: 2 })).toEqual([3, []]);
    // The customer's name is searched (folded) and sorted on, the site's name within.
    expect(await list({ query: 'zenith', orderBy: 'customerName', ascending: false })).toEqual([
      2,
      ['Zénith/Porte B', 'Zénith/Porte A'],
    ]);
    expect(await list({ query: 'e', orderBy: 'customerName' })).toEqual([
      4,
      ['Arena/Porte C', 'Arena/Quai', 'Zénith/Porte A', 'Zénith/Porte B'],
    ]);
  });
});
