import type { z } from 'zod';
import {
  BILLING_CALLS,
  ForgotPasswordSchema,
  IDENTITY_AGENCY_CALLS,
  IDENTITY_SUPPORT_CALLS,
  LoginSchema,
  OPERATIONS_CALLS,
  RefreshSchema,
  RegisterDeviceSchema,
  ResetPasswordSchema,
  STRIPE_WEBHOOK_PATH,
  UpdateUserSchema,
  type CallDefinition,
  type HttpMethod,
  type Right,
  type Role,
} from '@portal/contracts';
import type { ServiceName } from '../../system/system-under-test.js';

/**
 * Who may call a route: holders of one of `rights` (owner, support and the super admin hold them
 * all), the listed roles, any signed-in user, or anyone.
 */
export type Access =
  | { kind: 'rights'; rights: Right[]; ownCustomerWithoutRight?: boolean; onlyRoles?: readonly Role[] }
  | { kind: 'roles'; roles: readonly Role[] }
  | { kind: 'signed-in' }
  | { kind: 'public' };

export type CatalogueRoute = {
  service: ServiceName;
  method: HttpMethod;
  /** Hono's form: `/agency/:agencyId/site/:siteId`. */
  path: string;
  access: Access;
  body?: z.ZodType;
  query?: z.ZodType;
};

/** Identity's session calls (spec 00 §7), which are not agency calls and have no call table. */
const IDENTITY_SESSION_ROUTES: CatalogueRoute[] = [
  { service: 'identity', method: 'POST', path: '/login_check', access: { kind: 'public' }, body: LoginSchema },
  { service: 'identity', method: 'POST', path: '/token/refresh', access: { kind: 'public' }, body: RefreshSchema },
  {
    service: 'identity',
    method: 'POST',
    path: '/user/forgot-password',
    access: { kind: 'public' },
    body: ForgotPasswordSchema,
  },
  {
    service: 'identity',
    method: 'PUT',
    path: '/user/forgot-password/:confirmationToken',
    access: { kind: 'public' },
    body: ResetPasswordSchema,
  },
  { service: 'identity', method: 'GET', path: '/.well-known/jwks.json', access: { kind: 'public' } },
  { service: 'identity', method: 'GET', path: '/version', access: { kind: 'public' } },
  { service: 'identity', method: 'GET', path: '/user', access: { kind: 'signed-in' } },
  { service: 'identity', method: 'PUT', path: '/user', access: { kind: 'signed-in' }, body: UpdateUserSchema },
  { service: 'identity', method: 'GET', path: '/user/devices', access: { kind: 'signed-in' } },
  {
    service: 'identity',
    method: 'POST',
    path: '/user/device',
    access: { kind: 'signed-in' },
    body: RegisterDeviceSchema,
  },
  { service: 'identity', method: 'DELETE', path: '/user/device/:token', access: { kind: 'signed-in' } },
];

/** Stripe's webhook on billing: public, each event verified by its signature. */
const BILLING_PUBLIC_ROUTES: CatalogueRoute[] = [
  { service: 'billing', method: 'POST', path: STRIPE_WEBHOOK_PATH, access: { kind: 'public' } },
];

/**
 * The probes every service answers to anyone, and its metrics (open from the loopback the battery
 * calls from; METRICS_TOKEN's gate for other callers is the kit's own test).
 */
const PROBES: CatalogueRoute[] = (['identity', 'operations', 'billing'] as const).flatMap((service) => [
  { service, method: 'GET' as const, path: '/health', access: { kind: 'public' as const } },
  { service, method: 'GET' as const, path: '/ready', access: { kind: 'public' as const } },
  { service, method: 'GET' as const, path: '/metrics', access: { kind: 'public' as const } },
]);

function fromCalls(service: ServiceName, calls: readonly CallDefinition[]): CatalogueRoute[] {
  const routes = new Map<string, CatalogueRoute>();
  for (const call of calls) {
    const key = `${call.method} ${call.path}`;
    const known = routes.get(key);
    // One route may answer two calls (a save that creates or edits, each with its right).
    if (known && known.access.kind === 'rights' && 'right' in call) {
      known.access.rights.push(call.right);
      continue;
    }
    routes.set(key, {
      service,
      method: call.method,
      path: call.path,
      access:
        'right' in call
          ? {
              kind: 'rights',
              rights: [call.right],
              ownCustomerWithoutRight: call.ownCustomerWithoutRight === true,
              ...(ONLY_ROLES[key] ? { onlyRoles: ONLY_ROLES[key] } : {}),
            }
          : { kind: 'roles', roles: call.roles },
      ...(call.body ? { body: call.body } : {}),
      ...('query' in call && call.query ? { query: call.query } : {}),
    });
  }
  return [...routes.values()];
}

/**
 * Routes that need their right and a role besides: an agent's own unplanned service is planned for
 * the caller, so only an agent may ask for it (403 FORBIDDEN to anyone else).
 */
const ONLY_ROLES: Record<string, readonly Role[]> = {
  'POST /agency/:agencyId/field/unplanned-service': ['agent'],
};

/** Every route of every service, with who may call it and what it validates. */
export const ROUTE_CATALOGUE: readonly CatalogueRoute[] = [
  ...fromCalls('identity', [...Object.values(IDENTITY_AGENCY_CALLS), ...Object.values(IDENTITY_SUPPORT_CALLS)]),
  ...IDENTITY_SESSION_ROUTES,
  ...fromCalls('operations', OPERATIONS_CALLS),
  ...fromCalls('billing', BILLING_CALLS),
  ...BILLING_PUBLIC_ROUTES,
  ...PROBES,
];

/** The names of a route's path parameters, in order. */
export const paramsOf = (route: Pick<CatalogueRoute, 'path'>) =>
  [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');

export const routeName = (route: Pick<CatalogueRoute, 'service' | 'method' | 'path'>) =>
  `${route.service} ${route.method} ${route.path}`;

/** Whether the route changes something when it succeeds. */
export const isWrite = (route: Pick<CatalogueRoute, 'method' | 'path'>) =>
  route.method !== 'GET' && !/\/fetch\//.test(route.path) && !route.path.endsWith('/fetch');
