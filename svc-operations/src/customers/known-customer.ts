import { createMiddleware } from 'hono/factory';
import { AppError, scopeOf, transaction, type AppEnv, type Sql } from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { idParam } from '../sites/route-params.js';
import { findCustomer } from './repo.js';

/**
 * A customer-prefixed route (`/agency/{id}/customer/{customerId}/…`) names one of the agency's
 * customers: another agency's (or nobody's) is 404 CUSTOMER_NOT_FOUND for office users too, not an
 * empty answer. `requireTenant` already refuses a customer user another customer's id.
 */
export function knownCustomer(sql: Sql) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const customerId = idParam(c, 'customerId', 'CUSTOMER_NOT_FOUND');
    const agencyId = c.req.param('agencyId') ?? '';
    const customer = await transaction(sql, scopeOf(c.get('session')), async (tx) => {
      await requireProvisionedAgency(tx, agencyId);
      return findCustomer(tx, customerId);
    });
    if (customer?.agencyId !== agencyId) {
      throw new AppError('CUSTOMER_NOT_FOUND', { internal: `customer ${customerId} is not one of ${agencyId}` });
    }
    await next();
  });
}
