import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '@portal/service-kit/demo/ids';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { seedDemoCollaborators } from './collaborators.js';
import { seedDemoServices } from './services.js';
import { seedDemoSites } from './sites.js';

let h: OperationsHarness;
beforeAll(async () => {
  h = await startOperationsHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('seedDemoServices', () => {
  it("plans Vigie's week once: Karim's day guarding and the night rounds to staff, announced", async () => {
    expect(await seedDemoServices(h.sql)).toBe(0);
    const vigie = demoIds.agency('vigie');
    await h.provisionAgency({ agencyId: vigie, name: 'Vigie Sécurité' });
    await seedDemoCollaborators(h.sql);
    await seedDemoSites(h.sql);
    expect(await seedDemoServices(h.sql)).toBe(9);
    expect(await seedDemoServices(h.sql)).toBe(0);
    const planned = await h.asPlatform(
      (tx) => tx<{ label: string; agents: number; count: number }[]>`
        select s.prestation_label as label, count(sa.agent_id)::int as agents, count(distinct s.id)::int as count
          from services s left join service_agents sa on sa.service_id = s.id
         where s.agency_id = ${vigie} group by s.prestation_label order by s.prestation_label`,
    );
    expect(planned).toEqual([
      { label: 'Gardiennage de jour', agents: 5, count: 5 },
      { label: 'Ronde de nuit', agents: 0, count: 4 },
    ]);
    const [events] = await h.asPlatform(
      (tx) =>
        tx<{ count: number }[]>`select count(*)::int as count from outbox where subject = 'operations.service.created'`,
    );
    expect(events?.count).toBe(9);
  });
});
