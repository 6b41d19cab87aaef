import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_CALLS, DISCOUNT_CALLS } from '@portal/contracts';
import { demoIds } from '@portal/service-kit/demo/ids';
import { DEFAULT_CATALOG } from '../catalog/default-catalog.js';
import { countRows } from '../testing/count-rows.js';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import { demoDiscountId, seedDemoCatalog } from './catalog.js';

let h: BillingHarness;
const vigie = demoIds.agency('vigie');

beforeAll(async () => {
  h = await startBillingHarness();
});
afterAll(async () => {
  await h?.close();
});

describe("billing's demo catalogue", () => {
  it('waits for Vigie Sécurité: nothing is written before billing holds the agency', async () => {
    expect(await seedDemoCatalog(h.sql)).toEqual({ articles: 0, discounts: 0 });
    expect(await countRows(h, ['catalog_items', 'discounts'])).toEqual({ catalog_items: 0, discounts: 0 });
  });

  it("gives Vigie the default catalogue, 'Remise fidélité' 5 % and 'Frais de déplacement' 35,00 € HT", async () => {
    await h.provisionAgency({ agencyId: vigie, name: 'Vigie Sécurité' });
    expect(await seedDemoCatalog(h.sql)).toEqual({ articles: DEFAULT_CATALOG.length, discounts: 2 });

    const token = await h.tokenFor(vigie);
    const articles = CATALOG_CALLS.list.response.parse(
      (await h.request('POST', `/agency/${vigie}/fetch/catalog-items`, { token, json: { limit: 50 } })).body,
    );
    expect(articles.filteredCount).toBe(DEFAULT_CATALOG.length);
    const discounts = DISCOUNT_CALLS.list.response.parse(
      (await h.request('POST', `/agency/${vigie}/fetch/discounts`, { token, json: {} })).body,
    );
    expect(discounts.data.map(({ id, label, kind, type, value }) => ({ id, label, kind, type, value }))).toEqual([
      {
        id: demoDiscountId('frais-de-deplacement'),
        label: 'Frais de déplacement',
        kind: 'fee',
        type: 'amount',
        value: '35.00',
      },
      {
        id: demoDiscountId('remise-fidelite'),
        label: 'Remise fidélité',
        kind: 'discount',
        type: 'percent',
        value: '5.00',
      },
    ]);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = await countRows(h, ['catalog_items', 'discounts']);
    expect(await seedDemoCatalog(h.sql)).toEqual({ articles: 0, discounts: 0 });
    expect(await countRows(h, ['catalog_items', 'discounts'])).toEqual(before);
  });
});
