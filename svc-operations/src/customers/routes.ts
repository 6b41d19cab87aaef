import { Hono } from 'hono';
import { SITE_CALLS } from '@portal/contracts';
import { authenticate, requireRight, requireTenant, scopeOf, validate, type AppEnv } from '@portal/service-kit';
import type { OperationsDeps } from '../deps.js';
import { findCustomerChoices } from './find-customer-choices.js';

const { customerChoices } = SITE_CALLS;

/** The customer picker's call on operations' read model of billing's customers. */
export function customerRoutes(deps: OperationsDeps) {
  return new Hono<AppEnv>().post(
    customerChoices.path,
    authenticate(deps.verify),
    requireTenant,
    requireRight(customerChoices.right),
    validate('json', customerChoices.body),
    async (c) =>
      c.json(
        await findCustomerChoices(deps.sql, scopeOf(c.get('session')), c.req.param('agencyId'), c.req.valid('json')),
      ),
  );
}
