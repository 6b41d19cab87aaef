import { Hono } from 'hono';
import { OWN_PLANNING_CALLS } from '@portal/contracts';
import {
  authenticate,
  requireRight,
  requireRole,
  requireTenant,
  scopeOf,
  transaction,
  validate,
  type AppEnv,
} from '@portal/service-kit';
import { provisionedAgencyFirst, requireProvisionedAgency } from '../agencies/require-agency.js';
import { knownCustomer } from '../customers/known-customer.js';
import type { OperationsDeps } from '../deps.js';
import { idParam } from '../sites/route-params.js';
import { agentsHours } from '../hours/hours-report.js';
import { hoursReport } from '../hours/routes.js';
import { findSitesPlanning, servicesInWindow } from './planning-views.js';

const { customerSitesPlanning, myServices, myHours } = OWN_PLANNING_CALLS;

/**
 * The read-only plannings (01 §2): the customer's interventions on his own sites (customerPlaningSites,
 * customer prefix: `requireTenant` answers 404 for another customer's id, and the query is bounded by
 * the path's customer), and the signed-in agent's own services (terrain/planning) and hours (hoursAgent).
 */
export function ownPlanningRoutes(deps: OperationsDeps) {
  const auth = authenticate(deps.verify);
  const provisioned = provisionedAgencyFirst(deps.sql);
  return new Hono<AppEnv>()
    .post(
      customerSitesPlanning.path,
      auth,
      requireTenant,
      requireRight(customerSitesPlanning.right),
      knownCustomer(deps.sql),
      validate('json', customerSitesPlanning.body),
      async (c) => {
        const customerId = idParam(c, 'customerId', 'CUSTOMER_NOT_FOUND');
        const scope = scopeOf(c.get('session'));
        return c.json(
          await findSitesPlanning(deps.sql, scope, c.req.param('agencyId'), c.req.valid('json'), customerId),
        );
      },
    )
    .post(
      myServices.path,
      auth,
      requireTenant,
      provisioned,
      requireRole(...myServices.roles),
      validate('json', myServices.body),
      async (c) => {
        const session = c.get('session');
        const agencyId = c.req.param('agencyId');
        // A collaborator's login account bears his id (identity's accounts follow operations' collaborators).
        const services = await transaction(deps.sql, scopeOf(session), async (tx) => {
          await requireProvisionedAgency(tx, agencyId);
          return servicesInWindow(tx, agencyId, { ...c.req.valid('json'), agentIds: [session.userId] });
        });
        return c.json({ services });
      },
    )
    .post(
      myHours.path,
      auth,
      requireTenant,
      provisioned,
      requireRole(...myHours.roles),
      validate('json', myHours.body),
      async (c) => {
        const session = c.get('session');
        const rows = await hoursReport(
          deps.sql,
          scopeOf(session),
          c.req.param('agencyId'),
          c.req.valid('json'),
          agentsHours,
        );
        return c.json({ hours: rows.find((row) => row.agentId === session.userId) ?? null });
      },
    );
}
