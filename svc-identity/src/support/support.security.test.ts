import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_RIGHTS, IDENTITY_SUPPORT_CALLS } from '@portal/contracts';
import { transaction } from '@portal/service-kit';
import { fillPath, routeTable, type RouteEntry } from '@portal/service-kit/testing/route-table';
import { call, errorOf } from '@portal/service-kit/testing/call';
import {
  agencyInput,
  countRows,
  createAgent,
  createCustomerUser,
  createPlatformAccount,
  createTestAgency,
  tokenOf,
} from '../testing/agency-fixtures.js';
import { createMember } from '../testing/fixtures.js';
import { startIdentityHarness, type IdentityHarness } from '../testing/harness.js';
import { supportRoutes } from './routes.js';

let h: IdentityHarness;
let routes: RouteEntry[];
let agencyId: string;
const tokens: Record<string, string> = {};

/** A body each route would accept from support, so that only the caller is wrong. */
const validBodies = (): Record<string, unknown> => ({
  'POST /admin/fetch/agencies': {},
  'POST /admin/agencies': agencyInput(),
  'POST /admin/agencies/:agencyId/alter': undefined,
  'PUT /admin/agencies/:agencyId/limits': { agentsLimit: 50, accountsLimit: 50, freeAccounts: 5 },
});

beforeAll(async () => {
  h = await startIdentityHarness();
  routes = routeTable(supportRoutes(h.deps));
  const { agency, owner } = await createTestAgency(h.sql);
  agencyId = agency.id;
  const staff = await createMember(h.sql, agencyId, { rights: ALL_RIGHTS });
  const agent = await createAgent(h.sql, agencyId);
  const customer = await createCustomerUser(h.sql, agencyId);
  tokens['owner'] = await tokenOf(h, owner);
  tokens['staff holding every right'] = await tokenOf(h, staff);
  tokens['agent'] = await tokenOf(h, agent);
  tokens['customer'] = await tokenOf(h, customer);
});
afterAll(async () => h?.close());

describe('the /admin routes', () => {
  it('are the four of support, as contracts define them', () => {
    expect(routes.map((route) => `${route.method} ${route.path}`).sort()).toEqual(Object.keys(validBodies()).sort());
    const contract = Object.values(IDENTITY_SUPPORT_CALLS).map((call) => `${call.method} ${call.path}`);
    expect(contract.sort()).toEqual(Object.keys(validBodies()).sort());
  });

  it.each(['owner', 'staff holding every right', 'agent', 'customer'])(
    'answer 403 FORBIDDEN to an agency %s, and write nothing',
    async (who) => {
      const before = await Promise.all((['agencies', 'outbox', 'audit_log'] as const).map((t) => countRows(h.sql, t)));
      for (const route of routes) {
        const body = validBodies()[`${route.method} ${route.path}`];
        const result = await call(h.app, route.method, fillPath(route, { agencyId }), {
          token: tokens[who],
          json: body,
        });
        expect(result.status, `${route.method} ${route.path}`).toBe(403);
        expect(errorOf(result)).toEqual({ code: 'FORBIDDEN', message: 'Accès refusé' });
      }
      expect(await Promise.all((['agencies', 'outbox', 'audit_log'] as const).map((t) => countRows(h.sql, t)))).toEqual(
        before,
      );
    },
  );

  it('answer 401 without a token, or with a forged one', async () => {
    for (const route of routes) {
      const path = fillPath(route, { agencyId });
      const missing = await call(h.app, route.method, path, { json: {} });
      expect(missing.status).toBe(401);
      expect(errorOf(missing)).toEqual({ code: 'JWT_NOT_FOUND', message: 'Jeton de connexion introuvable' });
      const forged = await call(h.app, route.method, path, { json: {}, token: 'eyJhbGciOiJub25lIn0.e30.' });
      expect(errorOf(forged)).toEqual({ code: 'JWT_INVALID', message: 'Jeton de connexion invalide' });
    }
  });

  it("refuse support the limits, which are the super admin's", async () => {
    const supportToken = await tokenOf(h, await createPlatformAccount(h.sql, 'support'));
    const result = await call(h.app, 'PUT', `/admin/agencies/${agencyId}/limits`, {
      token: supportToken,
      json: { agentsLimit: 500, accountsLimit: 500, freeAccounts: 50 },
    });
    expect(result.status).toBe(403);
    expect(errorOf(result).code).toBe('FORBIDDEN');
    const [row] = await transaction(
      h.sql,
      { kind: 'platform' },
      (tx) => tx<{ agentsLimit: number }[]>`select agents_limit from agencies where id = ${agencyId}`,
    );
    expect(row?.agentsLimit).toBe(10);
  });

  it('refuse to alter for a support account disabled since its token was issued', async () => {
    const support = await createPlatformAccount(h.sql, 'support');
    const token = await tokenOf(h, support);
    await h.sql`update users set status = 200 where id = ${support.userId}`;
    const result = await call(h.app, 'POST', `/admin/agencies/${agencyId}/alter`, { token });
    expect(result.status).toBe(403);
    expect(errorOf(result).code).toBe('FORBIDDEN');
  });
});
