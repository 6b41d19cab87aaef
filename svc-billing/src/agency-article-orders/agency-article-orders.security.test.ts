import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_RIGHTS, ARTICLE_ORDER_ADMIN_CALLS, uuidv7, type AccessClaims } from '@portal/contracts';
import { transaction } from '@portal/service-kit';
import { routeTable } from '@portal/service-kit/testing/route-table';
import { countRows } from '../testing/count-rows.js';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import {
  ORDER_LIST_PATH,
  ORDER_PATH,
  ORDER_STATUS_PATH,
  agencyOrdersPath,
  idsOf,
  namedAgency,
  paidOrder,
  platformToken,
  seedOrderOffers,
  storedOrder,
} from './testing/fixtures.js';

/** A customer company of the agency, for the customer user's token. */
const CUSTOMER_ID = uuidv7();
const TABLES = ['agency_article_orders', 'platform_audit_log', 'audit_log'];

let h: BillingHarness;
let agency: { id: string; name: string };
let other: { id: string; name: string };
let order: string;
let othersOrder: string;

beforeAll(async () => {
  h = await startBillingHarness();
  await seedOrderOffers(h);
  agency = await namedAgency(h, 'Agence gardée');
  other = await namedAgency(h, 'Agence voisine');
  order = await paidOrder(h, agency);
  othersOrder = await paidOrder(h, other);
});
afterAll(async () => {
  await h?.close();
});

/** A body each /admin route would accept from support, so that only the caller is wrong. */
const validBodies = (): Record<string, unknown> => ({
  [`POST ${ORDER_LIST_PATH}`]: {},
  [`POST ${ORDER_PATH}`]: { id: order, status: 200 },
  [`POST ${ORDER_STATUS_PATH}`]: { ids: [order], status: 300 },
});
const adminRoutes = () =>
  routeTable(h.app).filter((route) => /^\/admin\/(fetch\/)?agency-article-order/.test(route.path));

describe('the /admin article order routes', () => {
  it('are the three of contracts', () => {
    const routes = adminRoutes().map((route) => `${route.method} ${route.path}`);
    const contract = Object.values(ARTICLE_ORDER_ADMIN_CALLS).map((call) => `${call.method} ${call.path}`);
    expect(routes.sort()).toEqual(Object.keys(validBodies()).sort());
    expect(contract.sort()).toEqual(Object.keys(validBodies()).sort());
  });

  it.each<[string, Partial<AccessClaims>]>([
    ['an owner', { role: 'owner' }],
    ['staff holding every right', { role: 'staff', rights: [...ALL_RIGHTS] }],
    ['an agent', { role: 'agent', rights: [...ALL_RIGHTS] }],
    ['a customer user', { role: 'customer', customer: CUSTOMER_ID }],
  ])('answer 403 FORBIDDEN to %s, and write nothing', async (_who, claims) => {
    const before = await countRows(h, TABLES);
    const token = await h.tokenFor(agency.id, claims);
    for (const route of adminRoutes()) {
      const answer = await h.request(route.method, route.path, {
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
    expect((await storedOrder(h, order))?.status).toBe(100);
  });

  it('a bad body from an agency user is refused for the caller first (403), not read (400)', async () => {
    const token = await h.tokenFor(agency.id, { role: 'owner' });
    const answer = await h.request('POST', ORDER_PATH, { token, json: { status: 999 } });
    expect([answer.status, answer.error?.code]).toEqual([403, 'FORBIDDEN']);
  });

  it('answer 401 without a token, or with a forged one', async () => {
    for (const route of adminRoutes()) {
      const json = validBodies()[`${route.method} ${route.path}`];
      const missing = await h.request(route.method, route.path, { json });
      expect([route.path, missing.status, missing.error?.code]).toEqual([route.path, 401, 'JWT_NOT_FOUND']);
      const forged = await h.request(route.method, route.path, { json, token: 'eyJhbGciOiJub25lIn0.e30.' });
      expect([route.path, forged.status, forged.error?.code]).toEqual([route.path, 401, 'JWT_INVALID']);
    }
  });

  it.each<[string, Partial<AccessClaims>]>([
    ['support', {}],
    ['support acting as an agency', { agency: '' }],
    ['the super admin', { role: 'super_admin' }],
  ])('let %s list every agency’s orders and change them (platform scope)', async (_who, claims) => {
    const token = await platformToken(h, claims.agency === '' ? { agency: other.id } : claims);
    const list = await h.request('POST', ORDER_LIST_PATH, { token, json: {} });
    expect(list.status).toBe(200);
    expect(idsOf(list.body)).toEqual(expect.arrayContaining([order, othersOrder]));
    const status = await h.request('POST', ORDER_STATUS_PATH, { token, json: { ids: [othersOrder], status: 200 } });
    expect(status.status).toBe(200);
  });
});

describe('POST /agency/{id}/fetch/agency-article-orders', () => {
  it("another agency's orders are never listed, whatever the filters", async () => {
    const owner = await h.tokenFor(agency.id);
    for (const json of [{}, { filters: { status: [100, 200, 300, 400, 500] } }, { query: 'voisine' }]) {
      const answer = await h.request('POST', agencyOrdersPath(agency.id), { token: owner, json });
      expect(answer.status).toBe(200);
      expect(idsOf(answer.body)).not.toContain(othersOrder);
    }
    const foreign = await h.request('POST', agencyOrdersPath(other.id), { token: owner, json: {} });
    expect([foreign.status, foreign.error?.code]).toEqual([404, 'AGENCY_NOT_FOUND']);
  });

  it("needs the right (403 naming 'Commandes d'articles'), not a valid subscription", async () => {
    const staff = await h.tokenFor(agency.id, { role: 'staff', rights: ['catalog.list'] });
    const refused = await h.request('POST', agencyOrdersPath(agency.id), { token: staff, json: {} });
    expect([refused.status, refused.error?.message]).toEqual([
      403,
      'Vous ne bénéficiez pas de l\'autorisation "Commandes d\'articles : consultation".',
    ]);
    const expired = await h.tokenFor(agency.id, { access: new Date(Date.now() - 86_400_000).toISOString() });
    const open = await h.request('POST', agencyOrdersPath(agency.id), { token: expired, json: {} });
    expect([open.status, idsOf(open.body)]).toEqual([200, [order]]);
  });
});

describe('row-level security on agency_article_orders (the second wall)', () => {
  it("an agency's transaction reads only its own orders, and writes none", async () => {
    const tenant = { kind: 'tenant', agencyId: agency.id } as const;
    const seen = await transaction(h.sql, tenant, (tx) => tx`select id from agency_article_orders`);
    expect(seen).toEqual([{ id: order }]);
    await expect(
      transaction(h.sql, tenant, (tx) => tx`update agency_article_orders set status = 400 returning id`),
    ).rejects.toThrow(/row-level security/);
    expect((await storedOrder(h, order))?.status).toBe(100);
    for (const scope of [
      { kind: 'tenant', agencyId: agency.id, customerId: CUSTOMER_ID } as const,
      { kind: 'user', userId: uuidv7() } as const,
    ]) {
      expect(await transaction(h.sql, scope, (tx) => tx`select id from agency_article_orders`)).toEqual([]);
    }
  });
});
