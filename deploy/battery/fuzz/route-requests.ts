import fc from 'fast-check';
import { z } from 'zod';
import { pathOf, pickFrom } from '../cross-tenant/attempts.js';
import type { Request } from '../http.js';
import { paramsOf, routeName, type CatalogueRoute } from '../routes/catalogue.js';
import type { AgencyWorld } from '../world/world.js';
import { encodePayload, malformedOf, malformedPathParam, malformedQueryOf, requestBodyOf } from './mutations.js';
import { samples } from './samples.js';

/** A fuzzed call of a route and how to tell it again (the payload line replays it). */
export type FuzzCall = { route: CatalogueRoute; request: Request; replay: string };

/** The same seed for a route on every run (`FUZZ_SEED` changes the run's), so a failure can be replayed. */
export function routeSeed(route: CatalogueRoute, runSeed: number): number {
  let hash = runSeed;
  for (const char of routeName(route)) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/**
 * `count` malformed calls of a route, from `offset` (made lazily, a chunk at a time): its body
 * schema's malformed payloads (any JSON or not-JSON body for a route that takes none but a GET), its query
 * schema's malformed query strings, and one path parameter in four replaced by a malformed one,
 * the others naming the agency's own objects, with a token that passes the route's guard.
 */
export function fuzzCalls(options: {
  route: CatalogueRoute;
  baseUrl: string;
  agency: AgencyWorld;
  token: string | null;
  offset: number;
  count: number;
  seed: number;
}): FuzzCall[] {
  const { route, agency, offset, count } = options;
  const seed = options.seed + offset;
  const own = pickFrom(agency, 0);
  const bodies = samples(malformedOf(route.body ?? z.unknown()), count, seed);
  const queries = route.query ? samples(malformedQueryOf(route.query), count, seed + 1) : [];
  const params = paramsOf(route);
  const paths =
    params.length > 0 ? samples(fc.tuple(fc.nat(params.length - 1), malformedPathParam()), count, seed + 2) : [];
  return bodies.map((payload, index) => {
    let path = pathOf(route, agency.id, own).split('?')[0] ?? '';
    const broken = paths[index];
    if (broken && (offset + index) % 4 === 3) {
      const [position, segment] = broken;
      let seen = -1;
      path = route.path.replace(/:(\w+)/g, (whole) => {
        seen += 1;
        return seen === position ? segment.text : whole;
      });
      path = pathOf({ ...route, path }, agency.id, own).split('?')[0] ?? '';
    }
    const query = queries[index]?.text;
    // fetch sends no body with a GET: those routes get their malformed query and path instead.
    const body = route.method === 'GET' ? {} : requestBodyOf(payload);
    return {
      route,
      request: {
        method: route.method,
        url: `${options.baseUrl}${path}${query ? `?${query}` : ''}`,
        token: options.token,
        ...body,
      },
      replay: `${routeName(route)} #${offset + index} ${path}${query ? `?${query}` : ''} ${encodePayload(payload)}`,
    };
  });
}
