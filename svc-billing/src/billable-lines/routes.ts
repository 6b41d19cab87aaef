import { Hono } from 'hono';
import { BILLABLE_LINE_CALLS } from '@portal/contracts';
import { authenticate, requireRight, requireTenant, scopeOf, validate, type AppEnv } from '@portal/service-kit';
import type { BillingDeps } from '../deps.js';
import { provisionedAgency } from '../customers/guards.js';
import { findBillableCustomers } from './find-billable-customers.js';
import { findBillableLines } from './find-billable-lines.js';

const { list, byCustomer } = BILLABLE_LINE_CALLS;

/**
 * Billable lines (BILLABLE_LINE_CALLS of contracts), read only: every route checks the token, the
 * tenant (another agency → 404; a customer user, whose routes are under /customer/{id} → 404), the
 * right, that billing knows the agency, then the input.
 */
export function billableLinesRoutes(deps: BillingDeps) {
  const auth = authenticate(deps.verify);
  const agency = provisionedAgency(deps.sql);
  return new Hono<AppEnv>()
    .post(list.path, auth, requireTenant, requireRight(list.right), agency, validate('json', list.body), async (c) =>
      c.json(
        await findBillableLines(deps.sql, scopeOf(c.get('session')), c.req.param('agencyId'), c.req.valid('json')),
      ),
    )
    .post(
      byCustomer.path,
      auth,
      requireTenant,
      requireRight(byCustomer.right),
      agency,
      validate('json', byCustomer.body),
      async (c) =>
        c.json(
          await findBillableCustomers(
            deps.sql,
            scopeOf(c.get('session')),
            c.req.param('agencyId'),
            c.req.valid('json'),
          ),
        ),
    );
}
