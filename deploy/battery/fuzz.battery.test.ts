import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AccessClaims } from '@portal/contracts';
import { fuzzCalls, routeSeed } from './fuzz/route-requests.js';
import { inParallel, send } from './http.js';
import { count, reportFigure, seconds } from './report.js';
import { ROUTE_CATALOGUE, routeName, type CatalogueRoute } from './routes/catalogue.js';
import { atScale, BATTERY_SCALE } from './scale.js';
import { startBatterySystem, type BatterySystem } from './world/battery-system.js';
import { buildWorld, type AgencyWorld } from './world/world.js';
import { isHttpOk } from '../local/wait.js';

/** Payloads per route; `FUZZ_PER_ROUTE=…` runs another count (the full one takes about an hour here). */
const PER_ROUTE = Number(process.env.FUZZ_PER_ROUTE ?? atScale({ fast: 40, full: 10_000 }));
const CHUNK = 200;
/** The run's seed: `FUZZ_SEED=…` draws other payloads; the same seed replays a run. */
const RUN_SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
/** `FUZZ_ROUTE=…` fuzzes only the routes whose name (`identity POST /user/device`) holds it, to chase one failure. */
const ROUTES = ROUTE_CATALOGUE.filter((route) => routeName(route).includes(process.env.FUZZ_ROUTE ?? ''));

let system: BatterySystem;
let agency: AgencyWorld;

beforeAll(async () => {
  system = await startBatterySystem();
  agency = (await buildWorld(system, 2, 1)).agencies[0] as AgencyWorld;
  callers = await freshCallers();
}, 300_000);
afterAll(async () => system?.stop());

type Callers = { owner: string; agent: string; support: string; admin: string };
let callers: Callers;

/** The same claims signed again: a new access token of the same user. */
function resigned(token: string): Promise<string> {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
  const { iss: _iss, aud: _aud, iat: _iat, exp: _exp, jti: _jti, ...claims } = payload;
  return system.sign(claims as AccessClaims);
}

/** Tokens as fresh as a signed-in user's: the full run outlasts an access token's 15 minutes. */
async function freshCallers(): Promise<Callers> {
  const [owner, agent, support, admin] = await Promise.all(
    [agency.callers.owner, agency.callers.agent, system.platform.support, system.platform.admin].map(resigned),
  );
  return { owner: owner ?? '', agent: agent ?? '', support: support ?? '', admin: admin ?? '' };
}

/** A token that passes the route's guard, so that the payload reaches its validation. */
function tokenFor(route: CatalogueRoute): string | null {
  if (route.access.kind === 'public') return null;
  if (route.access.kind === 'roles' && route.path.startsWith('/admin/')) {
    return route.access.roles.includes('support') ? callers.support : callers.admin;
  }
  if (route.access.kind === 'roles' && !route.access.roles.includes('owner')) return callers.agent;
  return callers.owner;
}

describe('fuzz', () => {
  test("a NUL in any list's query is refused with 400 'Caractère non autorisé' (it answered 500)", async () => {
    const lists = ROUTE_CATALOGUE.filter((route) => route.method === 'POST' && route.path.includes('/fetch/'));
    const answers = await Promise.all(
      lists.map(async (route) => {
        const [call] = fuzzCalls({
          route,
          baseUrl: system.urls[route.service],
          agency,
          token: tokenFor(route),
          offset: 0,
          count: 1,
          seed: 1,
        });
        const answer = await send({
          ...call!.request,
          url: call!.request.url.split('?')[0] ?? '',
          raw: undefined,
          json: { query: 'Dur\u0000and' },
        });
        return `${routeName(route)}: ${answer.status} ${answer.text.includes('Caractère non autorisé')}`;
      }),
    );
    expect(answers.length).toBeGreaterThan(20);
    expect(answers.filter((answer) => !answer.endsWith(': 400 true'))).toEqual([]);
  });

  test(`${count(PER_ROUTE)} malformed payloads per route (fast-check arbitraries from its own zod schemas, mutated): 0 answers 5xx`, async () => {
    const started = performance.now();
    const serverErrors: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    for (const [index, route] of ROUTES.entries()) {
      // The full run takes most of an hour: it says where it is.
      if (BATTERY_SCALE === 'full') {
        console.log(
          `[fuzz] ${index + 1}/${ROUTES.length} ${routeName(route)} (${seconds(performance.now() - started)})`,
        );
      }
      callers = await freshCallers();
      const seed = routeSeed(route, RUN_SEED);
      for (let offset = 0; offset < PER_ROUTE; offset += CHUNK) {
        const calls = fuzzCalls({
          route,
          baseUrl: system.urls[route.service],
          agency,
          token: tokenFor(route),
          offset,
          count: Math.min(CHUNK, PER_ROUTE - offset),
          seed,
        });
        await inParallel(calls, 16, async (call) => {
          // No answer at all counts as 0, with what the client saw.
          let noAnswer = '';
          const status = await send(call.request).then(
            (answer) => answer.status,
            (error: unknown) => {
              noAnswer = ` (${String((error as { cause?: unknown }).cause ?? error)})`;
              return 0;
            },
          );
          sent += 1;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 500 || status === 0) {
            serverErrors.push(`${status}${noAnswer} ${call.replay}`);
            // Said at once: a long run that times out still tells what it found.
            console.warn(`[fuzz] ${status}${noAnswer} ${call.replay}`);
          }
        });
      }
    }
    const alive = await Promise.all(
      (['identity', 'operations', 'billing'] as const).map((service) => isHttpOk(`${system.urls[service]}/ready`)),
    );
    const answered = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, times]) => `${status}×${count(times)}`)
      .join(' ');
    reportFigure(
      'fuzz',
      `${count(PER_ROUTE)} payloads × ${ROUTES.length} routes = ${count(sent)} calls (seed ${RUN_SEED}): ` +
        `${serverErrors.length} answered 5xx or nothing; answers ${answered}; in ${seconds(performance.now() - started)}`,
    );
    expect(serverErrors.slice(0, 20)).toEqual([]);
    expect(alive).toEqual([true, true, true]);
    expect(new Set(ROUTE_CATALOGUE.map(routeName)).size).toBe(ROUTE_CATALOGUE.length);
  });
});
