import { Hono } from 'hono';
import { AGENCY_PAYMENT_CALLS } from '@portal/contracts';
import {
  authenticate,
  requireRight,
  requireTenant,
  scopeOf,
  validate,
  writeContextOf,
  type AppEnv,
} from '@portal/service-kit';
import { provisionedAgency } from '../customers/guards.js';
import { SERVICE_NAME, type BillingDeps } from '../deps.js';
import { changePlan, findAgencyPlanState } from './agency-subscription.js';

const { subscription, plan } = AGENCY_PAYMENT_CALLS;

/**
 * The agency's running plan and its termination (agencySubscription/subscriptions): open without a
 * valid subscription, as the other subscription pages.
 */
export function agencyTerminationsRoutes(deps: BillingDeps) {
  const auth = authenticate(deps.verify, { subscription: 'optional' });
  const agency = provisionedAgency(deps.sql);
  return new Hono<AppEnv>()
    .get(subscription.path, auth, requireTenant, requireRight(subscription.right), agency, async (c) =>
      c.json(await findAgencyPlanState(deps.sql, c.req.param('agencyId'), scopeOf(c.get('session')))),
    )
    .patch(plan.path, auth, requireTenant, requireRight(plan.right), agency, validate('json', plan.body), async (c) =>
      c.json(await changePlan(deps.sql, c.req.param('agencyId'), c.req.valid('json'), writeContextOf(c, SERVICE_NAME))),
    );
}
