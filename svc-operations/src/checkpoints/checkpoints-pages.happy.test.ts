import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckpointSchema, type CheckpointListOrderBy } from '@portal/contracts';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { agencyWithSite } from './test-fixtures.js';

let h: OperationsHarness;
beforeAll(async () => {
  h = await startOperationsHarness();
});
afterAll(async () => {
  await h?.close();
});

const LIMIT = 5;
/** Each order's expression, as a plain query of the table sorts it. */
const ORDERS: Partial<Record<CheckpointListOrderBy, string>> = {
  name: 'lower(name)',
  position: 'position',
  status: 'status',
  createdAt: 'created_at',
  badge: 'badge',
};

/**
 * The checkpoints' pages are read from where they start when it is known (kit
 * `listCache.pageStarts`): read in turn, read again, jumped to, and after the service's own writes,
 * each page is the one a plain query with OFFSET answers.
 */
describe('POST /agency/:agencyId/fetch/checkpoints page after page', () => {
  let agencyId: string;
  let siteId: string;
  let owner: string;

  beforeAll(async () => {
    const agency = await agencyWithSite(h);
    ({ agencyId, owner } = agency);
    siteId = agency.site.siteId;
    // Names equal but for case and accents, positions and statuses shared: the ids break the ties.
    const names = ['École', 'ecole', 'Porte', 'porte', 'Quai', 'Hall', 'hall', 'Zone A', 'Accès', 'Accueil'];
    for (let index = 0; index < 23; index += 1) {
      const name = `${names[index % names.length]}`;
      await create({ name, position: index % 4, ...(index % 3 === 0 ? { badge: `BADGE${index}00` } : {}) });
    }
  });

  async function create(json: object) {
    const answer = await h.request('POST', `/agency/${agencyId}/checkpoint`, {
      token: owner,
      json: { siteId, ...json },
    });
    return CheckpointSchema.parse(answer.body);
  }

  async function listed(orderBy: CheckpointListOrderBy, ascending: boolean, page: number) {
    const answer = await h.request('POST', `/agency/${agencyId}/fetch/checkpoints`, {
      token: owner,
      json: { page, limit: LIMIT, orderBy, ascending, filters: {} },
    });
    expect(answer.status).toBe(200);
    return (answer.body as { data: { id: string }[] }).data.map((row) => row.id);
  }

  async function reference(orderBy: CheckpointListOrderBy, ascending: boolean, page: number) {
    const direction = ascending ? 'asc' : 'desc';
    const rows = await h.asPlatform(
      (tx) => tx<{ id: string }[]>`
        select id from checkpoints where agency_id = ${agencyId}
         order by ${tx.unsafe(`${ORDERS[orderBy]} ${direction}, id ${direction}`)}
         limit ${LIMIT} offset ${(page - 1) * LIMIT}`,
    );
    return rows.map((row) => row.id);
  }

  const expectPage = async (orderBy: CheckpointListOrderBy, ascending: boolean, page: number) =>
    expect([orderBy, ascending, page, await listed(orderBy, ascending, page)]).toEqual([
      orderBy,
      ascending,
      page,
      await reference(orderBy, ascending, page),
    ]);

  it('answers each page in turn, again, and jumped to, in every order both ways', async () => {
    for (const orderBy of Object.keys(ORDERS) as CheckpointListOrderBy[]) {
      for (const ascending of [true, false]) {
        for (const page of [1, 2, 3, 4, 5, 6, 3, 2]) await expectPage(orderBy, ascending, page);
      }
    }
    await expectPage('name', true, 5);
  });

  it('moves the pages after a checkpoint added before them or removed', async () => {
    for (const page of [1, 2, 3]) await expectPage('name', true, page);
    const first = await create({ name: 'Aaa' });
    for (const page of [3, 2, 1]) await expectPage('name', true, page);
    const removed = await h.request('DELETE', `/agency/${agencyId}/checkpoint/${first.id}`, { token: owner });
    expect(removed.status).toBe(200);
    for (const page of [2, 3]) await expectPage('name', true, page);
  });
});
