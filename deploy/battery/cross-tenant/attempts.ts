import { OBJECT_KINDS, type ObjectKind } from '../world/agency-objects.js';
import type { AgencyWorld } from '../world/world.js';
import { isWrite, paramsOf, routeName, type CatalogueRoute } from '../routes/catalogue.js';
import { REFERENCE_BODIES, type PickObject } from '../routes/reference-bodies.js';
import type { Answer } from '../http.js';

/** One call an attacker makes: the caller's token, another tenant's ids somewhere in the call. */
export type Attempt = {
  route: CatalogueRoute;
  /** Who calls, for the report: `alpha owner`. */
  caller: string;
  /** Where the other tenant's ids are: the path's agency, the path's objects, or the body. */
  replay: 'agency' | 'objects' | 'body';
  method: string;
  path: string;
  token: string;
  json?: unknown;
  /** Identifiers of every other tenant: none may appear in the answer unless the call sent it. */
  foreign: ReadonlySet<string>;
};

const isObjectKind = (name: string): name is ObjectKind => (OBJECT_KINDS as readonly string[]).includes(name);

/** A valid value of the `:action` of a status route. */
function actionOf(route: CatalogueRoute): string {
  return route.service === 'billing' ? 'archive' : 'deactivate';
}

/** The objects of `agency` as `pick` gives them: the nth of each kind (the first by default). */
export const pickFrom =
  (agency: AgencyWorld, index: number): PickObject =>
  (kind, nth = 0) => {
    const ids = agency.objects[kind];
    return ids[(index + nth) % ids.length] ?? '';
  };

/** The route's path with its params filled: the agency's id, objects from `pick`. */
export function pathOf(route: CatalogueRoute, agencyId: string, pick: PickObject): string {
  const query = REFERENCE_BODIES[routeName(route)]?.query?.(pick);
  const path = route.path.replace(/:(\w+)/g, (_whole, name: string) => {
    if (name === 'agencyId') return agencyId;
    if (name === 'action') return actionOf(route);
    // An event type of the site's settings: a name, not an object of the agency.
    if (name === 'typeKey') return 'observation';
    // A main courante: a site's, the agency's own otherwise.
    if (name === 'chainId') return encodeURIComponent(pick('siteId'));
    if (isObjectKind(name)) return encodeURIComponent(pick(name));
    return encodeURIComponent(`aucun-${name}`);
  });
  return query ? `${path}?${new URLSearchParams(query).toString()}` : path;
}

/** The body the route is sent with: its reference body naming `pick`'s objects, or an empty object. */
export function bodyOf(route: CatalogueRoute, pick: PickObject): unknown {
  const reference = REFERENCE_BODIES[routeName(route)]?.body;
  if (reference) return reference(pick);
  return route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
}

const hasObjectParams = (route: CatalogueRoute) => paramsOf(route).some(isObjectKind);

/**
 * The calls a member of `own` (with `token`) makes with the ids of `other`: every agency route with
 * the other agency in its path; every route naming objects with the other's objects in its path under
 * its own agency; every route whose body names objects with the other's objects in its body.
 */
export function crossTenantAttempts(options: {
  routes: readonly CatalogueRoute[];
  caller: string;
  token: string;
  own: AgencyWorld;
  other: AgencyWorld;
  index: number;
  foreign: ReadonlySet<string>;
  /** Support acting as an agency may administer any agency: its platform routes are not replays. */
  platformRoutes: boolean;
}): Attempt[] {
  const { own, other, index } = options;
  const mine = pickFrom(own, 0);
  const theirs = pickFrom(other, index);
  const attempts: Attempt[] = [];
  const add = (route: CatalogueRoute, replay: Attempt['replay'], path: string, json: unknown) =>
    attempts.push({
      route,
      caller: options.caller,
      replay,
      method: route.method,
      path,
      token: options.token,
      foreign: options.foreign,
      ...(json === undefined ? {} : { json }),
    });
  for (const route of options.routes) {
    if (route.path.startsWith('/agency/:agencyId')) {
      add(route, 'agency', pathOf(route, other.id, theirs), bodyOf(route, theirs));
      if (hasObjectParams(route)) add(route, 'objects', pathOf(route, own.id, theirs), bodyOf(route, mine));
      if (REFERENCE_BODIES[routeName(route)]) add(route, 'body', pathOf(route, own.id, mine), bodyOf(route, theirs));
    } else if (route.path.startsWith('/admin/')) {
      if (options.platformRoutes) add(route, 'agency', pathOf(route, other.id, theirs), bodyOf(route, theirs));
    } else if (hasObjectParams(route)) {
      add(route, 'objects', pathOf(route, own.id, theirs), bodyOf(route, mine));
    }
  }
  return attempts;
}

export type Verdict = 'refused' | 'succeeded' | 'server error';

/**
 * Whether an attempt got through: an answer holding an identifier of another tenant that the call
 * did not send, a write that succeeded, or a success on another tenant's object named in the path.
 */
export function verdictOf(attempt: Attempt, answer: Answer): { verdict: Verdict; leaked: string[] } {
  const sent = `${attempt.path} ${JSON.stringify(attempt.json ?? null)}`;
  const leaked = [...attempt.foreign].filter((id) => answer.text.includes(id) && !sent.includes(id));
  if (answer.status >= 500) return { verdict: 'server error', leaked };
  if (leaked.length > 0) return { verdict: 'succeeded', leaked };
  const ok = answer.status >= 200 && answer.status < 300;
  if (ok && (isWrite(attempt.route) || attempt.replay !== 'body')) return { verdict: 'succeeded', leaked };
  return { verdict: 'refused', leaked };
}
