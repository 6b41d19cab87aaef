import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadgeInfoSchema } from '@portal/contracts';
import { demoIds } from '@portal/service-kit/demo/ids';
import { DEMO_REFERENTIALS } from '@portal/service-kit/demo/referentials';
import { seedDemoCheckpoints } from '../seed/checkpoints.js';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { insertTestSite } from './test-fixtures.js';

let h: OperationsHarness;
beforeAll(async () => {
  h = await startOperationsHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('seedDemoCheckpoints', () => {
  it('inserts the demo checkpoints of the sites operations holds, once, in their listed order', async () => {
    const vigie = demoIds.agency('vigie');
    await h.provisionAgency({ agencyId: vigie, name: 'Vigie Sécurité' });
    // The sites seed wrote the Oliviers buildings, not yet the Odysseum parking.
    const [first, second] = DEMO_REFERENTIALS['vigie']?.sites ?? [];
    for (const site of [first, second]) {
      if (!site) throw new Error('demo sites missing');
      await insertTestSite(h, vigie, { id: demoIds.site('vigie', site.key), name: site.name });
    }

    expect(await seedDemoCheckpoints(h.sql)).toBe(3);
    expect(await seedDemoCheckpoints(h.sql)).toBe(0);

    const rows = await h.asPlatform(
      (tx) => tx<{ id: string; name: string; badge: string; position: number }[]>`
        select id, name, badge, position from checkpoints where agency_id = ${vigie} order by site_id, position`,
    );
    expect(rows).toHaveLength(3);
    expect(rows).toContainEqual({
      id: demoIds.checkpoint('vigie', 'oliviers-a', '04A1B2C3D4E5F7'),
      name: 'Parking souterrain',
      badge: '04A1B2C3D4E5F7',
      position: 1,
    });

    const token = await h.tokenFor(vigie);
    const info = await h.request('GET', `/agency/${vigie}/badge-infos/04A1B2C3D4E5F8`, { token });
    expect(BadgeInfoSchema.parse(info.body)).toMatchObject({
      checkpointName: 'Local poubelles',
      siteName: 'Résidence Les Oliviers – Bâtiment B',
    });
  });
});
