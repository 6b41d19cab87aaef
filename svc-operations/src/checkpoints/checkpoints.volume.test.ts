import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKPOINT_CALLS } from '@portal/contracts';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { agencyWithSite, insertTestSite } from './test-fixtures.js';

const SITES = 200;
const PER_SITE = 100;

let h: OperationsHarness;
let agencyId: string;
let owner: string;
let siteIds: string[];
beforeAll(async () => {
  h = await startOperationsHarness();
  ({ agencyId, owner } = await agencyWithSite(h));
  siteIds = [];
  for (let index = 0; index < SITES; index += 1) {
    siteIds.push((await insertTestSite(h, agencyId, { name: `Site ${String(index).padStart(3, '0')}` })).siteId);
  }
  // 20,000 checkpoints, every other one with a badge.
  await h.asPlatform(async (tx) => {
    await tx`
      insert into checkpoints (id, agency_id, site_id, name, badge, position)
      select gen_random_uuid(), ${agencyId}, (${siteIds}::uuid[])[1 + n / ${PER_SITE}],
             'Point ' || lpad(n::text, 5, '0'),
             case when n % 2 = 0 then 'B' || lpad(n::text, 6, '0') end,
             n % ${PER_SITE}
        from generate_series(0, ${SITES * PER_SITE - 1}) as n`;
    await tx`analyze checkpoints`;
  });
});
afterAll(async () => {
  await h?.close();
});

/** A call answered within `ms` (generous: two test files run side by side on small machines). */
async function timed<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  expect(performance.now() - started).toBeLessThan(ms);
  return result;
}

describe('20,000 checkpoints in one agency', () => {
  it('pages, searches and filters the list quickly', async () => {
    const fetchPage = (json: object) =>
      timed(1000, async () => {
        const answer = await h.request('POST', `/agency/${agencyId}/fetch/checkpoints`, { token: owner, json });
        return CHECKPOINT_CALLS.list.response.parse(answer.body);
      });
    await fetchPage({}); // warm-up
    const first = await fetchPage({ limit: 250 });
    expect([first.filteredCount, first.data[0]?.name, first.data.length]).toEqual([20_000, 'Point 00000', 250]);
    const last = await fetchPage({ limit: 100, page: 200 });
    expect(last.data.at(-1)?.name).toBe('Point 19999');
    const search = await fetchPage({ query: 'point 1999' });
    expect(search.filteredCount).toBe(10);
    const badges = await fetchPage({ filters: { hasBadge: true, siteId: siteIds[3] } });
    expect(badges.filteredCount).toBe(PER_SITE / 2);
  });

  it("answers a site's round in order quickly", async () => {
    const answer = await timed(1000, () =>
      h.request('GET', `/agency/${agencyId}/checkpoints?siteId=${siteIds[150]}`, { token: owner }),
    );
    const rows = CHECKPOINT_CALLS.siteList.response.parse(answer.body).data;
    expect(rows.map((row) => row.position)).toEqual(Array.from({ length: PER_SITE }, (_, index) => index));
  });

  it('uses the indexes for a site round, a badge lookup and the list sorted by name', async () => {
    const plans = await h.asPlatform(async (tx) => {
      const explain = async (query: PromiseLike<readonly Record<string, unknown>[]>) =>
        (await query).map((row) => String(row['QUERY PLAN'])).join('\n');
      const siteId = siteIds[7] ?? '';
      return {
        site: await explain(tx`explain select * from checkpoints
                               where agency_id = ${agencyId} and site_id = ${siteId} order by position`),
        badge: await explain(tx`explain select * from checkpoints where agency_id = ${agencyId} and badge = 'B000042'`),
        name: await explain(tx`explain select * from checkpoints
                               where agency_id = ${agencyId} order by name_key, id limit 25`),
      };
    });
    expect(plans.site).toMatch(/checkpoints_agency_site_position/);
    expect(plans.badge).toMatch(/checkpoints_agency_badge/);
    expect(plans.name).toMatch(/checkpoints_agency_name/);
  });
});
