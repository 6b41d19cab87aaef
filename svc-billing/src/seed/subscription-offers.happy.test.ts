import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_OFFER_ADMIN_CALLS } from '@portal/contracts';
import { countRows } from '../testing/count-rows.js';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import { SUBSCRIPTION_OFFERS_SEED, seedSubscriptionOffers } from './subscription-offers.js';

let h: BillingHarness;

beforeAll(async () => {
  h = await startBillingHarness();
});
afterAll(async () => {
  await h?.close();
});

describe("billing's subscription offers seed", () => {
  it('holds the offers of 02 §9 at their prices, all activated', async () => {
    expect(await seedSubscriptionOffers(h.sql)).toBe(SUBSCRIPTION_OFFERS_SEED.length);
    const token = await h.tokenFor(null, { role: 'super_admin' });
    const page = SUBSCRIPTION_OFFER_ADMIN_CALLS.list.response.parse(
      (await h.request('POST', '/admin/agency-offers', { token, json: { orderBy: 'type', limit: 50 } })).body,
    );
    expect(
      page.data.map(({ name, type, category, status, price, yearlyPrice, includedLicences, packQuantity }) => [
        name,
        type,
        category,
        status,
        price,
        yearlyPrice,
        includedLicences,
        packQuantity,
      ]),
    ).toEqual([
      ['PRO', 1, 'subs', 100, '49.99', '549.89', 5, 0],
      ['Site web professionnel', 2, 'subs', 100, '29.00', '319.00', 0, 0],
      ['Licence utilisateur', 100, 'subs', 100, '9.99', '109.89', 1, 0],
      ['Pack Fiches collaborateurs', 200, 'pack', 100, '15.00', null, 0, 10],
      ['Pack Signatures électroniques', 210, 'pack', 100, '9.90', null, 0, 10],
      ['Pack Bulletins de paie', 220, 'pack', 100, '25.00', null, 0, 10],
      ['Badges NFC (lot de 10)', 300, 'article', 100, '39.00', null, 0, 0],
      ['Lecteur NFC pour smartphone', 300, 'article', 100, '49.00', null, 0, 0],
    ]);
    expect(page.data.every((offer) => offer.numberOfSales === 0 && offer.turnover === '0.00')).toBe(true);
  });

  it('is idempotent: a second run adds nothing and keeps what the super admin changed', async () => {
    await h.asPlatform((tx) => tx`update agency_subscription_offers set price = 59.99 where name = 'PRO'`);
    const before = await countRows(h, ['agency_subscription_offers']);
    expect(await seedSubscriptionOffers(h.sql)).toBe(0);
    expect(await countRows(h, ['agency_subscription_offers'])).toEqual(before);
    const [pro] = await h.asPlatform(
      (tx) => tx`select price::text as price from agency_subscription_offers where name = 'PRO'`,
    );
    expect(pro).toEqual({ price: '59.99' });
  });
});
