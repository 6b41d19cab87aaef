import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bodyOf, pathOf, pickFrom } from './cross-tenant/attempts.js';
import { isAllowed, profilesOf, type Profile } from './function-level/profiles.js';
import { inParallel, send, sendExpecting } from './http.js';
import { count, reportFigure, seconds } from './report.js';
import { ROUTE_CATALOGUE, isWrite, routeName, type CatalogueRoute } from './routes/catalogue.js';
import { liveRoutes } from './routes/live-routes.js';
import { atScale } from './scale.js';
import { startBatterySystem, type BatterySystem } from './world/battery-system.js';
import { changedTables, databaseDigest } from './world/digest.js';
import { buildWorld, type AgencyWorld } from './world/world.js';

/** The full run adds, for every right of the catalogue, office staff holding that right alone. */
const EACH_RIGHT = atScale({ fast: false, full: true });
const REFUSALS = [401, 403, 404];

let system: BatterySystem;
let agency: AgencyWorld;
let profiles: Profile[];

beforeAll(async () => {
  system = await startBatterySystem();
  agency = (await buildWorld(system, 2, 1)).agencies[0] as AgencyWorld;
  const alter = async (token: string) =>
    (
      (
        await sendExpecting(200, {
          method: 'POST',
          url: `${system.urls.identity}/admin/agencies/${agency.id}/alter`,
          token,
        })
      ).json as { token: string }
    ).token;
  profiles = profilesOf(
    agency,
    {
      support: system.platform.support,
      admin: system.platform.admin,
      supportAltered: await alter(system.platform.support),
      adminAltered: await alter(system.platform.admin),
    },
    system.sign,
    EACH_RIGHT,
  );
  await system.settle();
}, 300_000);
afterAll(async () => system?.stop());

type Call = { route: CatalogueRoute; profile: Profile; allowed: boolean };
type Outcome = Call & { status: number; code: string | null };

async function call({ route, profile, allowed }: Call): Promise<Outcome> {
  const own = pickFrom(agency, 0);
  const answer = await send({
    method: route.method,
    url: `${system.urls[route.service]}${pathOf(route, agency.id, own)}`,
    token: await profile.token(route),
    json: bodyOf(route, own),
  });
  const code = (answer.json as { error?: { code?: string } } | null)?.error?.code ?? null;
  return { route, profile, allowed, status: answer.status, code };
}

const describeOutcome = (outcome: Outcome) =>
  `${outcome.profile.name} → ${routeName(outcome.route)}: ${outcome.status} ${outcome.code ?? ''}`;

describe('function level (BFLA)', () => {
  test("role × route matrix against each route's declared right and role: every route covered, 0 escalations", async () => {
    const calls: Call[] = ROUTE_CATALOGUE.flatMap((route) =>
      profiles.map((profile) => ({
        route,
        profile,
        allowed: isAllowed(route, profile, bodyOf(route, pickFrom(agency, 0))),
      })),
    );
    const forbidden = calls.filter((entry) => !entry.allowed);
    // Allowed calls that change something run last (deletions after the rest), once nothing else reads.
    const allowed = calls
      .filter((entry) => entry.allowed)
      .sort((a, b) => Number(isWrite(a.route)) - Number(isWrite(b.route)))
      .sort((a, b) => Number(a.route.method === 'DELETE') - Number(b.route.method === 'DELETE'));

    const started = performance.now();
    const before = await databaseDigest(system);
    const refused = await inParallel(forbidden, 8, call);
    const after = await databaseDigest(system);
    const permitted: Outcome[] = [];
    for (const entry of allowed) permitted.push(await call(entry));
    const elapsed = performance.now() - started;

    const escalations = refused.filter((outcome) => !REFUSALS.includes(outcome.status));
    const overRefused = permitted.filter((outcome) => outcome.status === 401 || outcome.status === 403);
    const serverErrors = [...refused, ...permitted].filter((outcome) => outcome.status >= 500);
    // Coverage against what the services really answer (Hono's own tables), not the catalogue itself.
    const called = new Set(calls.map((entry) => routeName(entry.route)));
    const live = (await liveRoutes()).map((route) => `${route.service} ${route.method} ${route.path}`);
    const uncalled = live.filter((name) => !called.has(name));
    const share = Math.floor((100 * (live.length - uncalled.length)) / live.length);
    reportFigure(
      'function level (BFLA)',
      `${live.length - uncalled.length}/${live.length} routes the services answer (${share} %) × ${profiles.length} profiles = ${count(calls.length)} calls ` +
        `(${count(forbidden.length)} that must be refused): ${escalations.length} escalation(s), ` +
        `${overRefused.length} allowed call(s) refused, ${serverErrors.length} 5xx, in ${seconds(elapsed)}`,
    );
    expect(uncalled).toEqual([]);
    expect({
      escalations: escalations.map(describeOutcome),
      changedTables: changedTables(before, after),
      overRefused: overRefused.map(describeOutcome),
      serverErrors: serverErrors.map(describeOutcome),
    }).toEqual({ escalations: [], changedTables: [], overRefused: [], serverErrors: [] });
  });
});
