import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, routeTable, type RouteEntry } from '@portal/service-kit/testing/route-table';
import { call, errorOf } from '@portal/service-kit/testing/call';
import { createCustomerUser, createTestAgency, tokenOf, type TestAgency } from './testing/agency-fixtures.js';
import { startIdentityHarness, type IdentityHarness } from './testing/harness.js';

/**
 * Replays agency B's ids against every route of identity, read from the app's own route table, with
 * the token of agency A's owner. A route added later is covered without editing this file; a route
 * with a parameter this file does not know fails the test until someone decides how it is fenced.
 */
let h: IdentityHarness;
let agencyA: TestAgency;
let agencyB: TestAgency;
let ownerOfA: string;
let idsOfB: { agencyId: string; customerId: string; token: string; confirmationToken: string };

/** How each kind of parameterised route must refuse a foreign id. */
const FENCES: { matches: (route: RouteEntry) => boolean; status: number; code: string }[] = [
  { matches: (route) => route.path.startsWith('/agency/:agencyId'), status: 404, code: 'AGENCY_NOT_FOUND' },
  { matches: (route) => route.path.startsWith('/admin/'), status: 403, code: 'FORBIDDEN' },
  { matches: (route) => route.path === '/user/device/:token', status: 404, code: 'DEVICE_NOT_FOUND' },
  {
    matches: (route) => route.path === '/user/forgot-password/:confirmationToken',
    status: 400,
    code: 'VALIDATION_FAILED',
  },
];

beforeAll(async () => {
  h = await startIdentityHarness();
  agencyA = await createTestAgency(h.sql);
  agencyB = await createTestAgency(h.sql);
  ownerOfA = await tokenOf(h, agencyA.owner);
  const ownerOfB = await tokenOf(h, agencyB.owner);
  const deviceOfB = `device-of-b-${agencyB.agency.id}`;
  await call(h.app, 'POST', '/user/device', { token: ownerOfB, json: { token: deviceOfB } });
  const customerOfB = await createCustomerUser(h.sql, agencyB.agency.id);
  idsOfB = {
    agencyId: agencyB.agency.id,
    customerId: customerOfB.customerId ?? '',
    token: deviceOfB,
    confirmationToken: 'not-a-token-of-anyone',
  };
});
afterAll(async () => h?.close());

describe('every identity route refuses another tenant’s ids', () => {
  it('knows how every parameterised route is fenced', () => {
    const unfenced = routeTable(h.app).filter(
      (route) => route.params.length > 0 && !FENCES.some((fence) => fence.matches(route)),
    );
    expect(unfenced.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('answers each route with agency B’s ids as the fence says, and changes nothing of B', async () => {
    const before = await h.sql`select updated_at from agencies where id = ${agencyB.agency.id}`;
    const routes = routeTable(h.app).filter((route) => route.params.length > 0);
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      const fence = FENCES.find((candidate) => candidate.matches(route));
      const result = await call(h.app, route.method, fillPath(route, idsOfB), {
        token: ownerOfA,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { json: {} }),
      });
      expect({ route: `${route.method} ${route.path}`, status: result.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: fence?.status,
      });
      expect(errorOf(result).code).toBe(fence?.code);
    }
    const after = await h.sql`select updated_at from agencies where id = ${agencyB.agency.id}`;
    expect(after).toEqual(before);
    const [device] = await h.sql`select 1 from devices where token = ${idsOfB.token}`;
    expect(device).toBeDefined();
  });
});
