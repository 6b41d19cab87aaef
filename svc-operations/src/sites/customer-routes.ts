import { Hono } from 'hono';
import { SITE_CALLS } from '@portal/contracts';
import { authenticate, requireRight, requireTenant, scopeOf, validate, type AppEnv } from '@portal/service-kit';
import { knownCustomer } from '../customers/known-customer.js';
import type { OperationsDeps } from '../deps.js';
import { findSites, getCustomerSite } from './find-sites.js';
import { idParam } from './route-params.js';

const { customerList, customerGet } = SITE_CALLS;

/**
 * A customer's own sites (customerSites, 00 §2.5, §7 customer prefix): `requireTenant` answers 404
 * for another customer's id, `knownCustomer` for a customer not of the agency, and every query is
 * bounded by the path's customer.
 */
export function customerSiteRoutes(deps: OperationsDeps) {
  const auth = authenticate(deps.verify);
  const customer = knownCustomer(deps.sql);
  return new Hono<AppEnv>()
    .post(
      customerList.path,
      auth,
      requireTenant,
      requireRight(customerList.right),
      customer,
      validate('json', customerList.body),
      async (c) => {
        const customerId = idParam(c, 'customerId', 'CUSTOMER_NOT_FOUND');
        const scope = scopeOf(c.get('session'));
        return c.json(await findSites(deps.sql, scope, c.req.param('agencyId'), c.req.valid('json'), customerId));
      },
    )
    .get(customerGet.path, auth, requireTenant, requireRight(customerGet.right), customer, async (c) => {
      const customerId = idParam(c, 'customerId', 'CUSTOMER_NOT_FOUND');
      const siteId = idParam(c, 'siteId', 'SITE_NOT_FOUND');
      const scope = scopeOf(c.get('session'));
      return c.json(await getCustomerSite(deps.sql, scope, c.req.param('agencyId'), customerId, siteId));
    });
}
