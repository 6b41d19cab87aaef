import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoWeekday, localDateOf, zonedInstant } from '@portal/contracts';
import { demoIds } from '@portal/service-kit/demo/ids';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { seedDemoCheckpoints } from './checkpoints.js';
import { seedDemoCollaborators } from './collaborators.js';
import { seedDemoFieldDay } from './field-day.js';
import { seedDemoServices } from './services.js';
import { seedDemoSites } from './sites.js';

let h: OperationsHarness;
beforeAll(async () => {
  h = await startOperationsHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('seedDemoFieldDay', () => {
  it('gives the demo agent a service yesterday (lived, signed), today (with a round) and tomorrow, once; none of his week left undone', async () => {
    const vigie = demoIds.agency('vigie');
    await h.provisionAgency({ agencyId: vigie, name: 'Vigie Sécurité' });
    await seedDemoCollaborators(h.sql);
    await seedDemoSites(h.sql);
    await seedDemoCheckpoints(h.sql);
    await seedDemoServices(h.sql);
    expect(await seedDemoFieldDay(h.sql)).toBeGreaterThan(0);
    expect(await seedDemoFieldDay(h.sql)).toBe(0);

    const today = localDateOf(new Date());
    const days = await h.asPlatform(
      (tx) => tx<{ day: string; status: number; report: boolean; events: number; stops: number }[]>`
      select to_char(s.start_at at time zone 'Europe/Paris', 'YYYY-MM-DD') as day, s.status,
             exists (select 1 from service_reports r where r.service_id = s.id) as report,
             (select count(*)::int from events e where e.service_id = s.id) as events,
             (select count(*)::int from checkpoints c where c.site_id = s.site_id and c.status = 100) as stops
        from services s join service_agents sa on sa.service_id = s.id
       where s.agency_id = ${vigie} and sa.agent_id = ${demoIds.user('agent@vigie-demo.fr')}
         and s.start_at >= ${new Date(Date.parse(`${addDays(today, -1)}T00:00:00Z`) - 7_200_000)}
         and s.start_at < ${new Date(Date.parse(`${addDays(today, 2)}T00:00:00Z`))}
       order by s.start_at`,
    );
    const byDay = Object.fromEntries(days.map((row) => [row.day, row]));
    expect(byDay[addDays(today, -1)]).toMatchObject({ status: 300, report: true });
    expect(byDay[addDays(today, -1)]!.events).toBeGreaterThanOrEqual(8);
    expect(byDay[today]).toMatchObject({ status: expect.any(Number), stops: 3 });
    expect(byDay[addDays(today, 1)]).toMatchObject({ status: 100 });

    // His services of the week before yesterday (the week's day guarding) are lived too, signed.
    const monday = addDays(today, 1 - isoWeekday(today));
    const earlier = await h.asPlatform(
      (tx) => tx<{ status: number; report: boolean }[]>`
      select s.status, exists (select 1 from service_reports r where r.service_id = s.id) as report
        from services s join service_agents sa on sa.service_id = s.id
       where s.agency_id = ${vigie} and sa.agent_id = ${demoIds.user('agent@vigie-demo.fr')}
         and s.start_at >= ${zonedInstant(monday, '00:00')} and s.start_at < ${zonedInstant(addDays(today, -1), '00:00')}`,
    );
    expect(earlier.length).toBe(Math.max(0, Math.min(isoWeekday(today) - 2, 5)));
    expect(earlier.every((service) => service.status === 300 && service.report)).toBe(true);
  });
});
