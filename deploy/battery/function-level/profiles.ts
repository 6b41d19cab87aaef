import {
  ALL_RIGHTS,
  DEFAULT_AGENT_RIGHTS,
  DEFAULT_CUSTOMER_RIGHTS,
  withDependencies,
  type AccessClaims,
  type Right,
  type Role,
} from '@portal/contracts';
import type { TokenSigner } from '@portal/service-kit';
import type { CatalogueRoute } from '../routes/catalogue.js';
import type { AgencyWorld } from '../world/world.js';

/** Someone calling a route: a role, the rights the token carries, whether it acts in the agency. */
export type Profile = {
  name: string;
  role: Role | null;
  rights: readonly Right[];
  /** Acting in the world's agency (false: a platform user outside any agency, or no token). */
  inAgency: boolean;
  token: (route: CatalogueRoute) => Promise<string | null>;
};

/** The rights that open a route (every one of them, for a route answering two calls). */
const rightsOf = (route: CatalogueRoute): Right[] => (route.access.kind === 'rights' ? route.access.rights : []);

/**
 * The callers the matrix tries on every route of the world's first agency: nobody, the owner, the
 * default agent and customer, office staff with no right, with exactly the route's right(s), with
 * every right but the route's, support and the super admin inside and outside the agency. With
 * `eachRight`, also staff holding one right alone, for every right of the catalogue.
 */
export function profilesOf(
  agency: AgencyWorld,
  platform: { support: string; admin: string; supportAltered: string; adminAltered: string },
  sign: TokenSigner,
  eachRight: boolean,
): Profile[] {
  const staff = (name: string, rights: (route: CatalogueRoute) => readonly Right[]): Profile => ({
    name,
    role: 'staff',
    rights: [],
    inAgency: true,
    token: (route) => sign({ ...agency.claims.staff, rights: [...rights(route)] } satisfies AccessClaims),
  });
  const fixed = (
    name: string,
    role: Role | null,
    rights: readonly Right[],
    inAgency: boolean,
    token: string | null,
  ) => ({
    name,
    role,
    rights,
    inAgency,
    token: async () => token,
  });
  const profiles: Profile[] = [
    fixed('anonymous', null, [], false, null),
    fixed('owner', 'owner', ALL_RIGHTS, true, agency.callers.owner),
    fixed('agent (default rights)', 'agent', DEFAULT_AGENT_RIGHTS, true, agency.callers.agent),
    fixed('customer (default rights)', 'customer', DEFAULT_CUSTOMER_RIGHTS, true, agency.callers.customer),
    fixed('support outside any agency', 'support', ALL_RIGHTS, false, platform.support),
    fixed('super admin outside any agency', 'super_admin', ALL_RIGHTS, false, platform.admin),
    fixed('support acting as the agency', 'support', ALL_RIGHTS, true, platform.supportAltered),
    fixed('super admin acting as the agency', 'super_admin', ALL_RIGHTS, true, platform.adminAltered),
    { ...staff('staff without any right', () => []), rights: [] },
  ];
  const exactly = staff('staff with the route’s right(s)', (route) => withDependencies(rightsOf(route)));
  const allBut = staff('staff with every right but the route’s', (route) =>
    ALL_RIGHTS.filter((right) => !rightsOf(route).includes(right)),
  );
  profiles.push(exactly, allBut);
  if (eachRight) {
    for (const right of ALL_RIGHTS) {
      profiles.push({ ...staff(`staff with ${right} alone`, () => [right]), rights: [right] });
    }
  }
  return profiles;
}

/** The rights a profile holds when calling `route` (the route-dependent staff profiles included). */
export function heldRights(profile: Profile, route: CatalogueRoute): readonly Right[] {
  if (profile.name === 'staff with the route’s right(s)') return withDependencies(rightsOf(route));
  if (profile.name === 'staff with every right but the route’s')
    return ALL_RIGHTS.filter((right) => !rightsOf(route).includes(right));
  return profile.rights;
}

/**
 * The rights that open the route for this body: a save answering two calls (create, and edit with
 * `id`: "the route checks the right matching the body") needs the one its body asks for.
 */
function neededRights(route: CatalogueRoute, body: unknown): Right[] {
  const rights = rightsOf(route);
  if (rights.length < 2) return rights;
  const isUpdate = typeof body === 'object' && body !== null && 'id' in body;
  return rights.filter((right) => right.endsWith(isUpdate ? '.edit' : '.create'));
}

/**
 * Whether the route's declared access lets the profile through with this body: what the services
 * must enforce.
 * Agency routes need a caller acting in the agency; customer users use only the customer-prefixed
 * ones (their own customer's); owner, support and the super admin hold every right.
 */
export function isAllowed(route: CatalogueRoute, profile: Profile, body: unknown): boolean {
  const { access } = route;
  if (access.kind === 'public') return true;
  if (profile.role === null) return false;
  if (access.kind === 'signed-in') return true;
  if (route.path.startsWith('/agency/:agencyId')) {
    if (!profile.inAgency) return false;
    if (profile.role === 'customer' && !route.path.includes('/customer/:customerId')) return false;
  }
  if (access.kind === 'roles') return access.roles.includes(profile.role);
  if (access.onlyRoles && !access.onlyRoles.includes(profile.role)) return false;
  if (access.ownCustomerWithoutRight && profile.role === 'customer') return true;
  if (['owner', 'support', 'super_admin'].includes(profile.role)) return true;
  const held = heldRights(profile, route);
  return neededRights(route, body).some((right) => held.includes(right));
}
