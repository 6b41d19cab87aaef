import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD } from '@portal/service-kit/demo/agencies';
import { bodyOf, pathOf, pickFrom } from './cross-tenant/attempts.js';
import { inParallel, send, sendExpecting } from './http.js';
import { readIdentityKey, type IdentityKey } from './jwt/forge.js';
import { forgedTokens, genuineToken } from './jwt/variants.js';
import { count, reportFigure } from './report.js';
import { ROUTE_CATALOGUE, routeName, type CatalogueRoute } from './routes/catalogue.js';
import { startBatterySystem, type BatterySystem } from './world/battery-system.js';
import { buildWorld, type AgencyWorld } from './world/world.js';

let system: BatterySystem;
let agency: AgencyWorld;
let key: IdentityKey;

beforeAll(async () => {
  system = await startBatterySystem();
  agency = (await buildWorld(system, 2, 1)).agencies[0] as AgencyWorld;
  key = await readIdentityKey(system.databaseUrls.identity);
}, 300_000);
afterAll(async () => system?.stop());

/** Every route that needs a signed-in caller, with the agency's own ids in its path. */
const guardedRoutes = () => ROUTE_CATALOGUE.filter((route) => route.access.kind !== 'public');

const callWith = (route: CatalogueRoute, token: string) => {
  const own = pickFrom(agency, 0);
  return send({
    method: route.method,
    url: `${system.urls[route.service]}${pathOf(route, agency.id, own)}`,
    token,
    json: bodyOf(route, own),
  });
};

describe('JWT', () => {
  test('alg none, HS/EdDSA confusion, wrong kid, aud, iss, expired, tampered…: 0 accepted on any route', async () => {
    const claims = agency.claims.owner;
    // The genuine token, built the same way, passes the guard of every route: the forged ones are
    // refused for what they change, not for how they are built. One call at a time: these calls do
    // act (a photo deleted while another call streams it would be cut off mid-answer).
    const genuine = genuineToken(key, claims);
    const genuineAnswers = await inParallel(guardedRoutes(), 1, (route) => callWith(route, genuine));
    expect(genuineAnswers.filter((answer) => answer.status === 401).map((answer) => answer.text)).toEqual([]);

    const forged = forgedTokens(key, claims);
    const attempts = guardedRoutes().flatMap((route) => forged.map((variant) => ({ route, variant })));
    const outcomes = await inParallel(attempts, 8, async ({ route, variant }) => ({
      route,
      variant,
      answer: await callWith(route, variant.token),
    }));
    const accepted = outcomes.filter((outcome) => outcome.answer.status !== 401);
    reportFigure(
      'JWT',
      `${forged.length} forged tokens × ${guardedRoutes().length} routes = ${count(attempts.length)} calls: ` +
        `${accepted.length} accepted`,
    );
    expect(
      accepted.map(({ route, variant, answer }) => `${variant.name} → ${routeName(route)}: ${answer.status}`),
    ).toEqual([]);
  });

  test('a refresh token used twice revokes its whole family', async () => {
    const login = await sendExpecting(200, {
      method: 'POST',
      url: `${system.urls.identity}/login_check`,
      json: { username: 'support@plateforme-demo.fr', password: DEMO_PASSWORD },
    });
    const first = (login.json as { refresh_token: string }).refresh_token;
    const refresh = (token: string) =>
      send({ method: 'POST', url: `${system.urls.identity}/token/refresh`, json: { refresh_token: token } });
    const rotated = await refresh(first);
    expect(rotated.status).toBe(200);
    const second = (rotated.json as { refresh_token: string }).refresh_token;

    const reused = await refresh(first);
    const afterReuse = await refresh(second);
    reportFigure(
      'JWT refresh reuse',
      `spent token replayed: ${reused.status}; the family's newest token afterwards: ${afterReuse.status}`,
    );
    expect([reused.status, afterReuse.status]).toEqual([401, 401]);
  });
});
