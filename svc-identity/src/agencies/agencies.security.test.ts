import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_RIGHTS, AgencySchema, IDENTITY_AGENCY_CALLS, uuidv7, type Right } from '@portal/contracts';
import { fillPath, routeTable, type RouteEntry } from '@portal/service-kit/testing/route-table';
import { call, errorOf } from '@portal/service-kit/testing/call';
import {
  alterInto,
  countRows,
  createCustomerUser,
  createPlatformAccount,
  createTestAgency,
  tokenOf,
  type TestAgency,
} from '../testing/agency-fixtures.js';
import { createMember } from '../testing/fixtures.js';
import { startIdentityHarness, type IdentityHarness } from '../testing/harness.js';
import { findAgencyById } from './find-agency.js';
import { agenciesRoutes } from './routes.js';

let h: IdentityHarness;
let routes: RouteEntry[];
let agencyA: TestAgency;
let agencyB: TestAgency;
let customerOfB: string;

/** The right (or the roles) each agency route asks for. */
const GUARDS: Record<string, Right | 'owner, support or super admin'> = {
  'GET /agency/:agencyId': 'agencySettings.list',
  'PUT /agency/:agencyId': 'agencySettings.edit',
  'GET /agency/:agencyId/licences': 'agents.list',
  'POST /agency/:agencyId/free-trial': 'subscriptions.edit',
  'GET /agency/:agencyId/audit': 'owner, support or super admin',
  'GET /agency/:agencyId/dashboard': 'dashboard.list',
  'GET /agency/:agencyId/customer/:customerId/dashboard': 'dashboard.list',
};
const LABELS: Partial<Record<Right, string>> = {
  'agencySettings.list': "Paramètres de l'agence : consultation",
  'agencySettings.edit': "Paramètres de l'agence : modification",
  'agents.list': 'Collaborateurs : consultation',
  'dashboard.list': 'Tableau de bord : consultation',
  'subscriptions.edit': 'Abonnements : modification',
};
const bodyOf = (route: RouteEntry) => (route.method === 'PUT' ? { vatLabel: `TVA ${uuidv7()}` } : undefined);
const key = (route: RouteEntry) => `${route.method} ${route.path}`;

beforeAll(async () => {
  h = await startIdentityHarness();
  routes = routeTable(agenciesRoutes(h.deps));
  agencyA = await createTestAgency(h.sql);
  agencyB = await createTestAgency(h.sql);
  customerOfB = (await createCustomerUser(h.sql, agencyB.agency.id)).customerId ?? '';
});
afterAll(async () => h?.close());

describe('tenant isolation', () => {
  it('covers every agency route, as contracts define them', () => {
    expect(routes.map(key).sort()).toEqual(Object.keys(GUARDS).sort());
    const contract = Object.values(IDENTITY_AGENCY_CALLS).map((call) => `${call.method} ${call.path}`);
    expect(contract.sort()).toEqual(Object.keys(GUARDS).sort());
    for (const call of Object.values(IDENTITY_AGENCY_CALLS)) {
      if ('right' in call) expect(GUARDS[`${call.method} ${call.path}`]).toBe(call.right);
    }
  });

  it("answers 404 AGENCY_NOT_FOUND to agency A's owner on every route with agency B's id, and changes nothing in B", async () => {
    const token = await tokenOf(h, agencyA.owner);
    const before = { rows: await Promise.all((['outbox', 'audit_log'] as const).map((t) => countRows(h.sql, t))) };
    for (const route of routes) {
      const path = fillPath(route, { agencyId: agencyB.agency.id, customerId: customerOfB });
      const result = await call(h.app, route.method, path, { token, json: bodyOf(route) });
      expect(result.status, key(route)).toBe(404);
      expect(errorOf(result)).toEqual({ code: 'AGENCY_NOT_FOUND', message: 'Agence introuvable' });
    }
    expect({ rows: await Promise.all((['outbox', 'audit_log'] as const).map((t) => countRows(h.sql, t))) }).toEqual(
      before,
    );
    const ownerB = await tokenOf(h, agencyB.owner);
    const b = AgencySchema.parse((await call(h.app, 'GET', `/agency/${agencyB.agency.id}`, { token: ownerB })).body);
    expect(b.vatLabel).toBe('TVA');
  });

  it('answers 404 to support altered into agency A on agency B, and to support not altered at all', async () => {
    const supportToken = await tokenOf(h, await createPlatformAccount(h.sql, 'support'));
    const altered = await alterInto(h, supportToken, agencyA.agency.id);
    for (const token of [altered.token, supportToken]) {
      for (const route of routes) {
        const path = fillPath(route, { agencyId: agencyB.agency.id, customerId: customerOfB });
        const result = await call(h.app, route.method, path, { token, json: bodyOf(route) });
        expect(errorOf(result).code, key(route)).toBe('AGENCY_NOT_FOUND');
      }
    }
  });

  it('is also held by row-level security when a query names another agency', async () => {
    const scopeOfA = { kind: 'tenant', agencyId: agencyA.agency.id, userId: agencyA.owner.userId } as const;
    await expect(findAgencyById(h.sql, scopeOfA, agencyB.agency.id)).rejects.toMatchObject({
      code: 'AGENCY_NOT_FOUND',
    });
  });
});

describe('rights', () => {
  it('answers 403 RIGHT_MISSING naming the right to staff without it', async () => {
    const staff = await createMember(h.sql, agencyA.agency.id, { rights: ['planning.list', 'services.list'] });
    const token = await tokenOf(h, staff);
    for (const route of routes) {
      const guard = GUARDS[key(route)];
      if (!guard || guard === 'owner, support or super admin') continue;
      const path = fillPath(route, { agencyId: agencyA.agency.id, customerId: uuidv7() });
      const result = await call(h.app, route.method, path, { token, json: bodyOf(route) });
      expect(result.status, key(route)).toBe(403);
      expect(errorOf(result)).toEqual({
        code: 'RIGHT_MISSING',
        message: `Vous ne bénéficiez pas de l'autorisation "${LABELS[guard]}".`,
        details: { right: guard, label: LABELS[guard] },
      });
    }
  });

  it('lets staff read the settings with agencySettings.list but not change them without agencySettings.edit', async () => {
    const staff = await createMember(h.sql, agencyA.agency.id, { rights: ['agencySettings.list'] });
    const token = await tokenOf(h, staff);
    expect((await call(h.app, 'GET', `/agency/${agencyA.agency.id}`, { token })).status).toBe(200);
    const result = await call(h.app, 'PUT', `/agency/${agencyA.agency.id}`, { token, json: { vatLabel: 'Taxe' } });
    expect(result.status).toBe(403);
    expect(errorOf(result).message).toBe(
      'Vous ne bénéficiez pas de l\'autorisation "Paramètres de l\'agence : modification".',
    );
  });

  it('keeps the audit trail to the owner, support and super admin: staff holding every right get 403', async () => {
    const staff = await createMember(h.sql, agencyA.agency.id, { rights: ALL_RIGHTS });
    const result = await call(h.app, 'GET', `/agency/${agencyA.agency.id}/audit`, { token: await tokenOf(h, staff) });
    expect(result.status).toBe(403);
    expect(errorOf(result)).toEqual({ code: 'FORBIDDEN', message: 'Accès refusé' });
  });

  it('answers 401 JWT_NOT_FOUND on every route without a token', async () => {
    for (const route of routes) {
      const path = fillPath(route, { agencyId: agencyA.agency.id, customerId: uuidv7() });
      const result = await call(h.app, route.method, path, { json: bodyOf(route) });
      expect(result.status, key(route)).toBe(401);
      expect(errorOf(result).code).toBe('JWT_NOT_FOUND');
    }
  });
});

describe('a customer the agency does not have', () => {
  it("answers 404 'Client introuvable' to the office, not an empty dashboard", async () => {
    const ofB = await createCustomerUser(h.sql, agencyB.agency.id);
    const token = await tokenOf(h, agencyA.owner);
    for (const customerId of [ofB.customerId, uuidv7()]) {
      const result = await call(h.app, 'GET', `/agency/${agencyA.agency.id}/customer/${customerId}/dashboard`, {
        token,
      });
      expect(errorOf(result)).toEqual({ code: 'CUSTOMER_NOT_FOUND', message: 'Client introuvable' });
      expect(result.status).toBe(404);
    }
  });
});

describe('customer users', () => {
  it("read their own company's dashboard, and nothing else of the agency", async () => {
    const customer = await createCustomerUser(h.sql, agencyA.agency.id);
    const token = await tokenOf(h, customer);
    const own = await call(h.app, 'GET', `/agency/${agencyA.agency.id}/customer/${customer.customerId}/dashboard`, {
      token,
    });
    expect(own.status).toBe(200);

    const otherCustomer = await call(h.app, 'GET', `/agency/${agencyA.agency.id}/customer/${uuidv7()}/dashboard`, {
      token,
    });
    expect(errorOf(otherCustomer)).toEqual({ code: 'NOT_FOUND', message: 'Élément introuvable' });
    for (const route of routes.filter((r) => !r.params.includes('customerId'))) {
      const result = await call(h.app, route.method, fillPath(route, { agencyId: agencyA.agency.id }), {
        token,
        json: bodyOf(route),
      });
      expect(result.status, key(route)).toBe(404);
    }
  });
});
