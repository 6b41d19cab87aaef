import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_RIGHTS,
  SUBSCRIPTION_OFFER_ADMIN_CALLS,
  uuidv7,
  type AccessClaims,
  type SubscriptionOffer,
} from '@portal/contracts';
import { transaction } from '@portal/service-kit';
import { fillPath, routeTable } from '@portal/service-kit/testing/route-table';
import { countRows } from '../testing/count-rows.js';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import { offerInput, saveOffer, seedOffers, storedOffer, superAdminToken } from './testing/fixtures.js';

/** A customer company of the agency, for the customer user's token. */
const CUSTOMER_ID = uuidv7();
const TABLES = ['agency_subscription_offers', 'platform_audit_log', 'audit_log'];

let h: BillingHarness;
let agencyId: string;
let offer: SubscriptionOffer;
let payslipsId: string;

beforeAll(async () => {
  h = await startBillingHarness();
  agencyId = (await h.provisionAgency()).agencyId;
  ({ payslipsId } = await seedOffers(h));
  offer = await saveOffer(h, offerInput({ name: 'Offre de la suite', status: 100 }));
});
afterAll(async () => {
  await h?.close();
});

/** A body each /admin route would accept from the super admin, so that only the caller is wrong. */
const validBodies = (): Record<string, unknown> => ({
  'POST /admin/agency-offers': {},
  'GET /admin/agency-offer/:offerId': undefined,
  'POST /admin/agency-offer': { ...offerInput({ name: 'Intruse' }) },
  'POST /admin/agency-offers/status': { ids: [offer.id], status: 200 },
  'POST /admin/agency-offer/:offerId/duplicate': undefined,
  'DELETE /admin/agency-offer/:offerId': undefined,
});
const adminRoutes = () => routeTable(h.app).filter((route) => route.path.startsWith('/admin/agency-offer'));

describe('the /admin agency offer routes', () => {
  it('are the six of contracts', () => {
    const routes = adminRoutes().map((route) => `${route.method} ${route.path}`);
    const contract = Object.values(SUBSCRIPTION_OFFER_ADMIN_CALLS).map((call) => `${call.method} ${call.path}`);
    expect(routes.sort()).toEqual(Object.keys(validBodies()).sort());
    expect(contract.sort()).toEqual(Object.keys(validBodies()).sort());
  });

  it.each<[string, Partial<AccessClaims>]>([
    ['an owner', { role: 'owner' }],
    ['staff holding every right', { role: 'staff', rights: [...ALL_RIGHTS] }],
    ['an agent', { role: 'agent', rights: [...ALL_RIGHTS] }],
    ['a customer user', { role: 'customer', customer: CUSTOMER_ID }],
    ['support (offers are the super admin’s, 02 §6)', { role: 'support', agency: null }],
    ['support acting as the agency', { role: 'support' }],
  ])('answer 403 FORBIDDEN to %s, and write nothing', async (_who, claims) => {
    const before = await countRows(h, TABLES);
    const token = await h.tokenFor(agencyId, claims);
    for (const route of adminRoutes()) {
      const answer = await h.request(route.method, fillPath(route, { offerId: offer.id }), {
        token,
        json: validBodies()[`${route.method} ${route.path}`],
      });
      expect([route.path, answer.status, answer.error]).toEqual([
        route.path,
        403,
        { code: 'FORBIDDEN', message: 'Accès refusé' },
      ]);
    }
    expect(await countRows(h, TABLES)).toEqual(before);
    expect(await storedOffer(h, offer.id)).toMatchObject({ name: 'Offre de la suite', status: 100 });
  });

  it('a bad body from someone else is refused for the caller first (403), not read (400)', async () => {
    const token = await h.tokenFor(agencyId, { role: 'owner' });
    const answer = await h.request('POST', '/admin/agency-offer', { token, json: { name: '' } });
    expect([answer.status, answer.error?.code]).toEqual([403, 'FORBIDDEN']);
  });

  it('answer 401 without a token, or with a forged one', async () => {
    for (const route of adminRoutes()) {
      const path = fillPath(route, { offerId: offer.id });
      const json = validBodies()[`${route.method} ${route.path}`];
      const missing = await h.request(route.method, path, { json });
      expect([route.path, missing.status, missing.error?.code]).toEqual([route.path, 401, 'JWT_NOT_FOUND']);
      const forged = await h.request(route.method, path, { json, token: 'eyJhbGciOiJub25lIn0.e30.' });
      expect([route.path, forged.status, forged.error?.code]).toEqual([route.path, 401, 'JWT_INVALID']);
    }
  });

  it('the agency route needs the subscription right (403 naming it); the super admin reaches all', async () => {
    const staff = await h.tokenFor(agencyId, { role: 'staff', rights: ['catalog.list'] });
    const refused = await h.request('GET', `/agency/${agencyId}/subscription-offers`, { token: staff });
    expect([refused.status, refused.error?.message]).toEqual([
      403,
      'Vous ne bénéficiez pas de l\'autorisation "Abonnements : consultation".',
    ]);
    const admin = await superAdminToken(h);
    const list = await h.request('POST', '/admin/agency-offers', { token: admin, json: {} });
    expect(list.status).toBe(200);
  });
});

describe('row-level security on agency_subscription_offers (the second wall)', () => {
  it("an agency's transaction reads only the activated offers that are not hidden, and writes none", async () => {
    const deactivated = await saveOffer(h, offerInput({ name: 'Désactivée', status: 200 }));
    const seen = await transaction(h.sql, { kind: 'tenant', agencyId }, async (tx) => ({
      statuses: await tx<{ status: number }[]>`select distinct status from agency_subscription_offers`,
      hidden: await tx`select id from agency_subscription_offers where id = ${payslipsId}`,
      deactivated: await tx`select id from agency_subscription_offers where id = ${deactivated.id}`,
      updated: await tx`update agency_subscription_offers set price = 0 where id = ${offer.id} returning id`,
      removed: await tx`delete from agency_subscription_offers where id = ${offer.id} returning id`,
      audit: await tx`select id from platform_audit_log`,
    }));
    expect(seen).toEqual({
      statuses: [{ status: 100 }],
      hidden: [],
      deactivated: [],
      updated: [],
      removed: [],
      audit: [],
    });
    await expect(
      transaction(
        h.sql,
        { kind: 'tenant', agencyId },
        (
          tx,
        ) => tx`insert into agency_subscription_offers (id, name, type, status, price, vat_rate, name_key, search_text)
                   values (${uuidv7()}, 'Intruse', 300, 100, 1, 20, 'intruse', 'intruse')`,
      ),
    ).rejects.toThrow(/row-level security/);
    expect(await storedOffer(h, offer.id)).toMatchObject({ price: '39.00' });
  });

  it("a customer user's transaction and a user's outside any agency read none", async () => {
    for (const scope of [
      { kind: 'tenant', agencyId, customerId: CUSTOMER_ID } as const,
      { kind: 'user', userId: uuidv7() } as const,
    ]) {
      const rows = await transaction(h.sql, scope, (tx) => tx`select id from agency_subscription_offers`);
      expect(rows).toEqual([]);
    }
  });
});
