import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { IDENTITY_AGENCY_CALLS, IdSchema, UpdateAgencyBodySchema } from '@portal/contracts';
import {
  AppError,
  auditRoutes,
  authenticate,
  requireRight,
  requireTenant,
  scopeOf,
  validate,
  type AppEnv,
  writeContextOf,
} from '@portal/service-kit';
import { SERVICE_NAME, type IdentityDeps } from '../deps.js';
import { findAgencyById } from './find-agency.js';
import { getIdentityDashboard } from './get-identity-dashboard.js';
import { getLicenceUsage } from './get-licence-usage.js';
import { startFreeTrial } from './start-free-trial.js';
import { updateAgency } from './update-agency.js';

/** A customer user reads his own company's dashboard (requireTenant checked it); staff need the right. */
const customerOrRight = (right: 'dashboard.list') => {
  const staffCheck = requireRight(right);
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!IdSchema.safeParse(c.req.param('customerId')).success) throw new AppError('NOT_FOUND');
    if (c.get('session').role === 'customer') return next();
    return staffCheck(c, next);
  });
};

/**
 * The agency's own settings, licences, audit trail and identity dashboard (`/agency/{id}/...`, the
 * IDENTITY_AGENCY_CALLS of contracts); the audit trail is the kit's, the same route as every service's.
 * Middleware is set per route: this app is mounted at '/', where `use` would reach every route.
 */
export function agenciesRoutes(deps: IdentityDeps) {
  const auth = authenticate(deps.keys.verify);
  // Home and the payment pages' calls, open without a valid subscription (00 §2.1).
  const authWithoutSubscription = authenticate(deps.keys.verify, { subscription: 'optional' });
  return new Hono<AppEnv>()
    .get(
      '/agency/:agencyId',
      authWithoutSubscription,
      requireTenant,
      requireRight('agencySettings.list'),
      async (c) => {
        return c.json(await findAgencyById(deps.sql, scopeOf(c.get('session')), c.req.param('agencyId')));
      },
    )
    .put(
      '/agency/:agencyId',
      auth,
      requireTenant,
      requireRight('agencySettings.edit'),
      validate('json', UpdateAgencyBodySchema),
      async (c) => {
        return c.json(
          await updateAgency(deps.sql, c.req.param('agencyId'), c.req.valid('json'), writeContextOf(c, SERVICE_NAME)),
        );
      },
    )
    .post(
      '/agency/:agencyId/free-trial',
      authWithoutSubscription,
      requireTenant,
      requireRight('subscriptions.edit'),
      async (c) => {
        return c.json(await startFreeTrial(deps.sql, c.req.param('agencyId'), writeContextOf(c, SERVICE_NAME)));
      },
    )
    .get('/agency/:agencyId/licences', auth, requireTenant, requireRight('agents.list'), async (c) => {
      return c.json(await getLicenceUsage(deps.sql, scopeOf(c.get('session')), c.req.param('agencyId')));
    })
    .route('/', auditRoutes({ sql: deps.sql, verify: deps.keys.verify, call: IDENTITY_AGENCY_CALLS.audit }))
    .get(
      '/agency/:agencyId/dashboard',
      authWithoutSubscription,
      requireTenant,
      requireRight('dashboard.list'),
      async (c) => {
        return c.json(await getIdentityDashboard(deps.sql, scopeOf(c.get('session')), c.req.param('agencyId'), null));
      },
    )
    .get(
      '/agency/:agencyId/customer/:customerId/dashboard',
      auth,
      requireTenant,
      customerOrRight('dashboard.list'),
      async (c) => {
        const { agencyId, customerId } = c.req.param();
        return c.json(await getIdentityDashboard(deps.sql, scopeOf(c.get('session')), agencyId, customerId));
      },
    );
}
