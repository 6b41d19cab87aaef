import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '@portal/service-kit/demo/ids';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { seedDemoSites } from './sites.js';

let h: OperationsHarness;
beforeAll(async () => {
  h = await startOperationsHarness();
});
afterAll(async () => {
  await h?.close();
});

const sitesEvents = () =>
  h.asPlatform(
    (tx) => tx<{ subject: string; siteId: string }[]>`
      select subject, envelope -> 'payload' ->> 'siteId' as site_id from outbox
       where subject like 'operations.site.%' order by created_at`,
  );

describe('seedDemoSites', () => {
  it('writes the demo customers and sites of the agencies held, once, announcing the new sites only', async () => {
    // Only Vigie is provisioned: Éclat's sites wait for its copy.
    const vigie = demoIds.agency('vigie');
    await h.provisionAgency({ agencyId: vigie, name: 'Vigie Sécurité' });
    expect(await seedDemoSites(h.sql)).toBe(3);
    expect(await seedDemoSites(h.sql)).toBe(0);

    const customers = await h.asPlatform(
      (tx) => tx`select id, name, customer_number, status from customers order by customer_number`,
    );
    expect(customers).toEqual([
      {
        id: demoIds.customer('vigie', 'residence-les-oliviers'),
        name: 'Résidence Les Oliviers',
        customerNumber: '411-00001',
        status: 100,
      },
      {
        id: demoIds.customer('vigie', 'odysseum'),
        name: 'Centre commercial Odysseum',
        customerNumber: '411-00002',
        status: 100,
      },
    ]);
    const site = await h.request('GET', `/agency/${vigie}/site/${demoIds.site('vigie', 'oliviers-a')}`, {
      token: await h.tokenFor(vigie),
    });
    expect(site.body).toMatchObject({
      name: 'Résidence Les Oliviers – Bâtiment A',
      customerName: 'Résidence Les Oliviers',
      radius: 100,
      address: {
        street: '3 allée des Oliviers',
        zipcode: '34080',
        city: 'Montpellier',
        country: 'FR',
        location: { latitude: 43.6165, longitude: 3.8457 },
      },
    });
    expect((await sitesEvents()).map((event) => event.subject)).toEqual(Array(3).fill('operations.site.created'));

    await h.provisionAgency({ agencyId: demoIds.agency('eclat'), name: 'Éclat Propreté' });
    expect(await seedDemoSites(h.sql)).toBe(2);
    const events = await sitesEvents();
    expect(events).toHaveLength(5);
    expect(events.at(-1)?.siteId).toBe(demoIds.site('eclat', 'lycee-mermoz'));
  });

  it('leaves a customer billing has announced since as billing said', async () => {
    const vigie = demoIds.agency('vigie');
    const id = demoIds.customer('vigie', 'odysseum');
    await h.asPlatform(
      (tx) => tx`update customers set name = 'Odysseum (billing)', last_event_at = now() where id = ${id}`,
    );
    await seedDemoSites(h.sql);
    const [row] = await h.asPlatform((tx) => tx`select name from customers where id = ${id} and agency_id = ${vigie}`);
    expect(row?.name).toBe('Odysseum (billing)');
  });
});
