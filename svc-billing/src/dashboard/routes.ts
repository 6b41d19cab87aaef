import { Hono } from 'hono';
import { BILLING_DASHBOARD_CALLS } from '@portal/contracts';
import { authenticate, requireRight, requireTenant, scopeOf, type AppEnv } from '@portal/service-kit';
import type { BillingDeps } from '../deps.js';
import { getDashboard } from './commands.js';

const { get } = BILLING_DASHBOARD_CALLS;

/** `GET /agency/{id}/dashboard` (spec 00 §7 `{scope}/dashboard`). */
export function dashboardRoutes(deps: BillingDeps) {
  return new Hono<AppEnv>().get(
    get.path,
    authenticate(deps.verify),
    requireTenant,
    requireRight(get.right),
    async (c) => c.json(await getDashboard(deps.sql, scopeOf(c.get('session')), c.req.param('agencyId'))),
  );
}
