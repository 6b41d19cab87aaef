import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  crossTenantAttempts,
  pathOf,
  pickFrom,
  verdictOf,
  type Attempt,
  type Verdict,
} from './cross-tenant/attempts.js';
import { inParallel, send } from './http.js';
import { count, reportFigure, seconds } from './report.js';
import { ROUTE_CATALOGUE, routeName } from './routes/catalogue.js';
import { liveRoutes } from './routes/live-routes.js';
import { atScale } from './scale.js';
import { startBatterySystem, type BatterySystem } from './world/battery-system.js';
import { changedTables, databaseDigest } from './world/digest.js';
import { AGENCY_CALLER_ROLES, buildWorld, foreignIdentifiers, type World } from './world/world.js';

/** How many of another tenant's objects of each kind are replayed against every route. */
const REPLAYED_PER_KIND = atScale({ fast: 1, full: 5 });

let system: BatterySystem;
let world: World;

beforeAll(async () => {
  system = await startBatterySystem();
  // Two objects of each kind at least: a customer user must have a neighbour customer to try.
  world = await buildWorld(system, Math.max(2, REPLAYED_PER_KIND));
  await system.settle();
}, 300_000);
afterAll(async () => system?.stop());

type Outcome = { attempt: Attempt; verdict: Verdict; status: number; leaked: string[] };

async function run(attempts: Attempt[]): Promise<Outcome[]> {
  return inParallel(attempts, 8, async (attempt) => {
    const answer = await send({
      method: attempt.method,
      url: `${system.urls[attempt.route.service]}${attempt.path}`,
      token: attempt.token,
      json: attempt.json,
    });
    return { attempt, status: answer.status, ...verdictOf(attempt, answer) };
  });
}

/** The outcomes that are not refusals, readable in a failure message. */
const breaches = (outcomes: Outcome[]) =>
  outcomes
    .filter((outcome) => outcome.verdict !== 'refused')
    .map(
      ({ attempt, verdict, status, leaked }) =>
        `${verdict} (${status}${leaked.length ? `, leaked ${leaked.join(' ')}` : ''}): ${attempt.caller} ` +
        `${routeName(attempt.route)} [${attempt.replay}] ${attempt.method} ${attempt.path} ${JSON.stringify(attempt.json ?? null)}`,
    );

describe('cross-tenant (BOLA)', () => {
  test('the battery knows every route the services answer', async () => {
    const known = new Set(ROUTE_CATALOGUE.map(routeName));
    const live = (await liveRoutes()).map((route) => `${route.service} ${route.method} ${route.path}`);
    expect(live.filter((name) => !known.has(name))).toEqual([]);
    expect(ROUTE_CATALOGUE.map(routeName).filter((name) => !live.includes(name))).toEqual([]);
  });

  test("every route, every role of 3 agencies, other tenants' real ids replayed: 0 succeed, nothing written", async () => {
    const attempts: Attempt[] = [];
    for (const own of world.agencies) {
      const foreign = foreignIdentifiers(world, own);
      for (const role of AGENCY_CALLER_ROLES) {
        for (const other of world.agencies.filter((agency) => agency.id !== own.id)) {
          for (let index = 0; index < REPLAYED_PER_KIND; index++) {
            attempts.push(
              ...crossTenantAttempts({
                routes: ROUTE_CATALOGUE,
                caller: `${own.key} ${role}`,
                token: own.callers[role],
                own,
                other,
                index,
                foreign,
                platformRoutes: role !== 'support',
              }),
            );
          }
        }
      }
    }
    const before = await databaseDigest(system);
    const started = performance.now();
    const outcomes = await run(attempts);
    const elapsed = performance.now() - started;
    const after = await databaseDigest(system);

    const routes = new Set(attempts.map((attempt) => routeName(attempt.route))).size;
    const succeeded = outcomes.filter((outcome) => outcome.verdict === 'succeeded').length;
    const serverErrors = outcomes.filter((outcome) => outcome.verdict === 'server error').length;
    reportFigure(
      'cross-tenant (BOLA)',
      `${count(attempts.length)} attempts over ${routes} routes × ${world.agencies.length} agencies × ` +
        `${AGENCY_CALLER_ROLES.length} roles × ${REPLAYED_PER_KIND} object(s) of each kind of each other tenant: ` +
        `${succeeded} succeeded, ${serverErrors} answered 5xx, ${changedTables(before, after).length} table(s) changed, in ${seconds(elapsed)}`,
    );
    expect(breaches(outcomes)).toEqual([]);
    expect(changedTables(before, after)).toEqual([]);
  });

  test("a customer user never reaches another customer's objects", async () => {
    const attempts: Attempt[] = [];
    for (const own of world.agencies) {
      const [token, neighbourToken] = own.customerUsers;
      // The neighbour's ids (the second customer of the same agency) in every customer route.
      const neighbour = pickFrom(own, 1);
      const neighbourIds = new Set([own.objects.customerId[1] ?? '', own.objects.siteId[1] ?? '']);
      for (const [caller, callerToken, ids] of [
        [`${own.key} customer 0`, token, neighbourIds],
        [
          `${own.key} customer 1`,
          neighbourToken,
          new Set([own.objects.customerId[0] ?? '', own.objects.siteId[0] ?? '']),
        ],
      ] as const) {
        const pick = caller.endsWith('0') ? neighbour : pickFrom(own, 0);
        for (const route of ROUTE_CATALOGUE.filter((candidate) => candidate.path.startsWith('/agency/:agencyId'))) {
          attempts.push({
            route,
            caller,
            replay: 'objects',
            method: route.method,
            path: pathOf(route, own.id, pick),
            token: callerToken ?? '',
            foreign: ids,
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { json: {} }),
          });
        }
      }
    }
    const before = await databaseDigest(system);
    const outcomes = await run(attempts);
    const after = await databaseDigest(system);
    reportFigure(
      'customer isolation',
      `${count(attempts.length)} calls of customer users with a neighbour customer's ids: ` +
        `${outcomes.filter((outcome) => outcome.verdict !== 'refused').length} got through`,
    );
    expect(breaches(outcomes)).toEqual([]);
    expect(changedTables(before, after)).toEqual([]);
  });
});
