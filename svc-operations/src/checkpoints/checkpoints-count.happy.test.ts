import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckpointSchema } from '@portal/contracts';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { siteBody } from '../sites/testing/fixtures.js';
import { agencyWithSite, insertTestSite } from './test-fixtures.js';

let h: OperationsHarness;
beforeAll(async () => {
  h = await startOperationsHarness();
});
afterAll(async () => {
  await h?.close();
});

/**
 * The list's count is cached between pages (kit `listCache`): the service's own writes must be
 * counted by the very next list call.
 */
describe('POST /agency/:agencyId/fetch/checkpoints count after the service’s own writes', () => {
  it('counts a created, a re-badged and a deleted checkpoint at once', async () => {
    const { agencyId, site, owner } = await agencyWithSite(h);
    const count = async (filters: object = {}) => {
      const answer = await h.request('POST', `/agency/${agencyId}/fetch/checkpoints`, {
        token: owner,
        json: { page: 1, limit: 10, ascending: true, filters },
      });
      return (answer.body as { filteredCount: number }).filteredCount;
    };
    expect([await count(), await count({ hasBadge: true })]).toEqual([0, 0]);

    const created = await h.request('POST', `/agency/${agencyId}/checkpoint`, {
      token: owner,
      json: { siteId: site.siteId, name: 'Hall' },
    });
    const hall = CheckpointSchema.parse(created.body);
    expect([await count(), await count({ hasBadge: true })]).toEqual([1, 0]);

    const badged = await h.request('PUT', `/agency/${agencyId}/checkpoint/${hall.id}/badge`, {
      token: owner,
      json: { badge: 'CAFE0001' },
    });
    expect(badged.status).toBe(200);
    expect(await count({ hasBadge: true })).toBe(1);

    const removed = await h.request('DELETE', `/agency/${agencyId}/checkpoint/${hall.id}`, { token: owner });
    expect(removed.status).toBe(200);
    expect([await count(), await count({ hasBadge: true })]).toEqual([0, 0]);
  });

  it('gives a search’s page and count, in the list’s order, past the end too', async () => {
    const { agencyId, site, owner } = await agencyWithSite(h, 'Zénith Sud');
    const other = await insertTestSite(h, agencyId, { name: 'Arena Nord' });
    for (const [siteId, name] of [
      [site.siteId, 'Porte 2'],
      [site.siteId, 'Porte 1'],
      [other.siteId, 'Porte 3'],
      [other.siteId, 'Quai'],
    ] as const) {
      await h.request('POST', `/agency/${agencyId}/checkpoint`, { token: owner, json: { siteId, name } });
    }
    const fetchPage = async (json: object) => {
      const answer = await h.request('POST', `/agency/${agencyId}/fetch/checkpoints`, {
        token: owner,
        json: { page: 1, limit: 10, ascending: true, filters: {}, ...json },
      });
      if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
      const body = answer.body as { data: { name: string; siteName: string }[]; filteredCount: number };
      return [body.filteredCount, body.data.map((row) => `${row.siteName}/${row.name}`)];
    };
    expect(await fetchPage({ query: 'porte', orderBy: 'name' })).toEqual([
      3,
      ['Zénith Sud/Porte 1', 'Zénith Sud/Porte 2', 'Arena Nord/Porte 3'],
    ]);
    expect(await fetchPage({ query: 'porte', orderBy: 'name', page: 2 })).toEqual([3, []]);
    // Site names are searched (folded: « zenith » finds « Zénith ») and sorted on, round order within.
    expect(await fetchPage({ query: 'zenith', orderBy: 'siteName', ascending: false })).toEqual([
      2,
      ['Zénith Sud/Porte 1', 'Zénith Sud/Porte 2'],
    ]);
    expect(await fetchPage({ query: 'or', orderBy: 'siteName' })).toEqual([
      4,
      ['Arena Nord/Porte 3', 'Arena Nord/Quai', 'Zénith Sud/Porte 2', 'Zénith Sud/Porte 1'],
    ]);
    expect(await fetchPage({ query: 'nothing like it' })).toEqual([0, []]);
  });

  it('counts a search again once a site is renamed or a checkpoint added, its pages past the end too', async () => {
    const { agencyId, site, owner } = await agencyWithSite(h, 'Zénith Est');
    const addCheckpoint = (name: string) =>
      h.request('POST', `/agency/${agencyId}/checkpoint`, { token: owner, json: { siteId: site.siteId, name } });
    await addCheckpoint('Porte');
    const count = async (query: string, page = 1) => {
      const answer = await h.request('POST', `/agency/${agencyId}/fetch/checkpoints`, {
        token: owner,
        json: { page, limit: 10, ascending: true, filters: {}, query },
      });
      const body = answer.body as { data: unknown[]; filteredCount: number };
      return [body.filteredCount, body.data.length];
    };
    expect([await count('zenith'), await count('zenith', 2), await count('olympia')]).toEqual([
      [1, 1],
      [1, 0],
      [0, 0],
    ]);
    const renamed = await h.request('PUT', `/agency/${agencyId}/site/${site.siteId}`, {
      token: owner,
      json: siteBody(site.customerId, { name: 'Olympia Est' }),
    });
    expect(renamed.status).toBe(200);
    expect([await count('zenith'), await count('olympia')]).toEqual([
      [0, 0],
      [1, 1],
    ]);
    await addCheckpoint('Quai');
    expect(await count('olympia')).toEqual([2, 2]);
  });
});
