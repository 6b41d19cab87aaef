import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rightLabel, uuidv7, type AccessClaims, type CallDefinition, type Right } from '@portal/contracts';
import type { Tx } from '../db/connect.js';
import { transaction } from '../db/tenant.js';
import type { AgencySettingsStore } from '../settings/store.js';
import type { AgencyServiceHarness } from './agency-service-harness.js';
import type { CallOptions } from './call.js';
import { fillPath, routeTable, type RouteEntry } from './route-table.js';
import { foreignSigner, tamper } from './tokens.js';

export type AgencyRoutesSecurityOptions<Settings extends object> = {
  start: () => Promise<AgencyServiceHarness>;
  /** Every call the service answers, and the name of that table in contracts (for the failure message). */
  calls: readonly CallDefinition[];
  callsName: string;
  /** A valid body for the PUT and POST routes. */
  body: object;
  /**
   * A valid body for a route whose body is not `body`, keyed `'METHOD path'` as Hono declares it
   * (`'POST /agency/:agencyId/agent'`); PATCH routes get one only from here.
   */
  bodies?: Record<string, unknown | ((params: Record<string, string>) => unknown)>;
  /** The file sent to an upload route (its body is the file's bytes), keyed `'METHOD path'`. */
  uploads?: Record<string, { fileName: string; contentType: string; bytes: Uint8Array<ArrayBuffer> }>;
  /**
   * Values of the routes' params besides `:agencyId` (`agentId`, `action`…), made once in the agency
   * under test: the rows the routes read and change when the call is allowed.
   */
  params?: (h: AgencyServiceHarness, agencyId: string) => Promise<Record<string, string>>;
  /**
   * For a route whose row must differ from the others' (a finished service can no longer be
   * cancelled), which of `params` fills which of its params, keyed `'METHOD path'`:
   * `{ serviceId: 'finishedServiceId' }`.
   */
  paramAliases?: Record<string, Record<string, string>>;
  /**
   * For a route open without a subscription whose allowed call changes its row for good (a method
   * set as the default is the default: setting it again is refused), the params the lapsed
   * subscription's call uses instead, keyed `'METHOD path'`, so that the later allowed call finds
   * its own row untouched: `{ methodId: 'lapsedMethodId' }`.
   */
  lapsedParamAliases?: Record<string, Record<string, string>>;
  /**
   * For a route that acts for the caller himself (an agent starting his own service), who calls it when
   * allowed, keyed `'METHOD path'`: claims added to the role and right the test gives, from `params`.
   */
  callers?: Record<string, (params: Record<string, string>) => Partial<AccessClaims>>;
  /** The service's settings and its copy of an agency, read by the row-level security tests. */
  settings: AgencySettingsStore<Settings>;
  findAgency: (tx: Tx, agencyId: string) => Promise<unknown>;
  /** Asserts that an agency's settings kept their provisioned value after the refused writes. */
  expectUntouched: (settings: Settings | undefined) => void;
};

/**
 * Every agency route of the app, read from Hono's own table, guarded as its contract says: a route
 * added later is covered without editing the service's test, and a route missing from contracts fails
 * there. Then row-level security, the second wall, on the service's agencies and settings.
 */
export function agencyRoutesSecuritySuite<Settings extends object>(options: AgencyRoutesSecurityOptions<Settings>) {
  let h: AgencyServiceHarness;
  let agencyId: string;
  let params: Record<string, string> = {};
  beforeAll(async () => {
    h = await options.start();
    agencyId = (await h.provisionAgency()).agencyId;
    params = (await options.params?.(h, agencyId)) ?? {};
  });
  afterAll(async () => {
    await h?.close();
  });

  const bodyFor = (method: string, path?: string) => {
    const own = path === undefined ? undefined : options.bodies?.[`${method} ${path}`];
    if (typeof own === 'function') return (own as (values: Record<string, string>) => unknown)(params);
    if (own !== undefined) return own;
    return method === 'PUT' || method === 'POST' ? options.body : undefined;
  };
  const uploadOf = (route: RouteEntry) => options.uploads?.[`${route.method} ${route.path}`];
  /** The route's path in `target` (the agency under test unless told), its other params filled. */
  const pathOf = (route: RouteEntry, target = agencyId, aliasTable = options.paramAliases) => {
    const aliases = Object.entries(aliasTable?.[`${route.method} ${route.path}`] ?? {});
    const aliased = Object.fromEntries(aliases.map(([name, source]) => [name, params[source] ?? '']));
    const path = fillPath(route, { ...params, ...aliased, agencyId: target });
    const upload = uploadOf(route);
    return upload ? `${path}?fileName=${encodeURIComponent(upload.fileName)}` : path;
  };
  /** What the route is sent: its file for an upload, its JSON body otherwise. */
  const payloadFor = (route: RouteEntry): CallOptions => {
    const upload = uploadOf(route);
    return upload
      ? { bytes: upload.bytes, headers: { 'content-type': upload.contentType } }
      : { json: bodyFor(route.method, route.path) };
  };
  const callOf = (method: string, path: string) => {
    const call = options.calls.find((candidate) => candidate.method === method && candidate.path === path);
    if (!call) throw new Error(`${method} ${path} is not declared in contracts (${options.callsName})`);
    return call;
  };
  const agencyRoutes = () => routeTable(h.app).filter((route) => route.path.startsWith('/agency/'));

  describe('every agency route', () => {
    it('is declared in contracts', () => {
      // And every call is answered: one route may answer two calls (a save that creates or edits).
      const answered = new Set(agencyRoutes().map((route) => `${route.method} ${route.path}`));
      const unanswered = options.calls
        .map((call) => `${call.method} ${call.path}`)
        .filter((key) => key.includes(' /agency/') && !answered.has(key));
      expect(unanswered).toEqual([]);
      for (const route of agencyRoutes()) callOf(route.method, route.path);
    });

    it('without a token → 401 JWT_NOT_FOUND', async () => {
      for (const route of agencyRoutes()) {
        const answer = await h.request(route.method, pathOf(route), payloadFor(route));
        expect([route.path, answer.status, answer.error?.code]).toEqual([route.path, 401, 'JWT_NOT_FOUND']);
        expect(answer.error?.message).toBe('Jeton de connexion introuvable');
      }
    });

    it('with a token identity did not sign, a tampered or an expired one → 401', async () => {
      const foreign = await (await foreignSigner())(h.tokens.claims({ agency: agencyId }));
      const tampered = tamper(await h.tokenFor(agencyId, { role: 'staff' }), { role: 'owner' });
      const expired = await h.tokens.sign(h.tokens.claims({ agency: agencyId }), -10);
      for (const route of agencyRoutes()) {
        const path = pathOf(route);
        const payload = payloadFor(route);
        for (const [token, code] of [
          [foreign, 'JWT_INVALID'],
          [tampered, 'JWT_INVALID'],
          ['not-a-jwt', 'JWT_INVALID'],
          [expired, 'JWT_EXPIRED'],
        ] as const) {
          const answer = await h.request(route.method, path, { token, ...payload });
          expect([route.path, answer.status, answer.error?.code]).toEqual([route.path, 401, code]);
        }
      }
    });

    it("another agency's id → 404 AGENCY_NOT_FOUND, even for an owner, and nothing is written", async () => {
      const other = await h.provisionAgency();
      const token = await h.tokenFor(agencyId);
      for (const route of agencyRoutes()) {
        for (const target of [other.agencyId, uuidv7(), 'pas-un-uuid']) {
          const answer = await h.request(route.method, pathOf(route, target), {
            token,
            ...payloadFor(route),
          });
          expect([route.path, target, answer.status, answer.error?.code]).toEqual([
            route.path,
            target,
            404,
            'AGENCY_NOT_FOUND',
          ]);
        }
      }
      const untouched = await h.asPlatform((tx) => options.settings.find(tx, other.agencyId));
      options.expectUntouched(untouched?.settings);
    });

    it('a support user outside any agency → 404 AGENCY_NOT_FOUND', async () => {
      const token = await h.tokenFor(null, { role: 'support' });
      for (const route of agencyRoutes()) {
        const answer = await h.request(route.method, pathOf(route), {
          token,
          ...payloadFor(route),
        });
        expect([route.path, answer.status, answer.error?.code]).toEqual([route.path, 404, 'AGENCY_NOT_FOUND']);
      }
    });

    it('an agency identity created but not yet provisioned here → 404 AGENCY_NOT_FOUND', async () => {
      const pending = uuidv7();
      const token = await h.tokenFor(pending);
      for (const route of agencyRoutes()) {
        const answer = await h.request(route.method, pathOf(route, pending), {
          token,
          ...payloadFor(route),
        });
        expect([route.path, answer.status, answer.error?.code]).toEqual([route.path, 404, 'AGENCY_NOT_FOUND']);
      }
    });

    it('an agency past its subscription → 402 SUBSCRIPTION_REQUIRED, but on the calls open without one', async () => {
      const lapsed = new Date(Date.now() - 60_000).toISOString();
      for (const route of agencyRoutes()) {
        const call = callOf(route.method, route.path);
        const key = `${route.method} ${route.path}`;
        const aliasTable = options.lapsedParamAliases?.[key] ? options.lapsedParamAliases : options.paramAliases;
        const answer = await h.request(route.method, pathOf(route, agencyId, aliasTable), {
          token: await h.tokenFor(agencyId, { access: lapsed }),
          ...payloadFor(route),
        });
        if (call.withoutSubscription) {
          expect([route.path, answer.status]).not.toEqual([route.path, 402]);
        } else {
          expect([route.path, answer.status, answer.error?.code]).toEqual([route.path, 402, 'SUBSCRIPTION_REQUIRED']);
        }
      }
    });

    it('without its right → 403 RIGHT_MISSING naming the right in French', async () => {
      for (const route of agencyRoutes()) {
        const call = callOf(route.method, route.path);
        if (!('right' in call)) continue;
        const right: Right = call.right;
        // A right no agency route asks for: the caller is a member, just not allowed this call.
        const token = await h.tokenFor(agencyId, { role: 'staff', rights: ['usefulDocs.list'] });
        const answer = await h.request(route.method, pathOf(route), {
          token,
          ...payloadFor(route),
        });
        expect([route.path, answer.status, answer.error?.code]).toEqual([route.path, 403, 'RIGHT_MISSING']);
        expect(answer.error?.message).toBe(`Vous ne bénéficiez pas de l'autorisation "${rightLabel(right)}".`);
        expect(answer.error?.details).toEqual({ right, label: rightLabel(right) });
      }
    });

    it('with its right (or role) → not refused (2xx)', async () => {
      for (const route of agencyRoutes()) {
        const call = callOf(route.method, route.path);
        const claims = 'right' in call ? { role: 'staff' as const, rights: [call.right] } : { role: call.roles[0] };
        const caller = options.callers?.[`${route.method} ${route.path}`]?.(params) ?? {};
        const answer = await h.request(route.method, pathOf(route), {
          token: await h.tokenFor(agencyId, { ...claims, ...caller }),
          ...payloadFor(route),
        });
        // A refusal says its status and body, to tell why.
        const outcome =
          (answer.status >= 200 && answer.status < 300) || `${answer.status} ${JSON.stringify(answer.body)}`;
        expect([route.path, outcome]).toEqual([route.path, true]);
      }
    });

    it('kept for some roles → 403 FORBIDDEN for the other agency roles, whatever rights they hold', async () => {
      const rights: Right[] = ['agencySettings.list', 'agencySettings.edit', 'dashboard.list'];
      for (const route of agencyRoutes()) {
        const call = callOf(route.method, route.path);
        if (!('roles' in call)) continue;
        const allowed: readonly string[] = call.roles;
        for (const role of (['staff', 'agent'] as const).filter((candidate) => !allowed.includes(candidate))) {
          const answer = await h.request(route.method, pathOf(route), {
            token: await h.tokenFor(agencyId, { role, rights }),
          });
          expect([route.path, role, answer.status, answer.error?.code]).toEqual([route.path, role, 403, 'FORBIDDEN']);
        }
      }
    });

    it('a customer user, whose routes are under /customer/{id} → 404 NOT_FOUND, whatever rights they hold', async () => {
      const token = await h.tokenFor(agencyId, {
        role: 'customer',
        customer: uuidv7(),
        rights: ['agencySettings.list', 'dashboard.list'],
      });
      for (const route of agencyRoutes()) {
        const answer = await h.request(route.method, pathOf(route), {
          token,
          ...payloadFor(route),
        });
        expect([route.path, answer.status, answer.error?.code]).toEqual([route.path, 404, 'NOT_FOUND']);
      }
    });
  });

  describe('row-level security (the second wall)', () => {
    it("a transaction scoped to one agency sees none of another's rows", async () => {
      const other = await h.provisionAgency();
      const seen = await transaction(h.sql, { kind: 'tenant', agencyId }, async (tx) => ({
        agency: await options.findAgency(tx, other.agencyId),
        settings: await options.settings.find(tx, other.agencyId),
        all: await tx`select id from agencies`,
      }));
      expect(seen.agency).toBeUndefined();
      expect(seen.settings).toBeUndefined();
      expect(seen.all.map((row) => row.id)).toEqual([agencyId]);
    });

    it("a transaction scoped to one agency cannot write another's rows", async () => {
      const other = await h.provisionAgency();
      await expect(
        transaction(
          h.sql,
          { kind: 'tenant', agencyId },
          (tx) => tx`insert into agency_settings (agency_id, settings) values (${other.agencyId}, '{}')`,
        ),
      ).rejects.toThrow(/row-level security/);
      const updated = await transaction(
        h.sql,
        { kind: 'tenant', agencyId },
        (tx) => tx`update agencies set name = 'x' where id = ${other.agencyId} returning id`,
      );
      expect(updated).toHaveLength(0);
    });
  });
}
