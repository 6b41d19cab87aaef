import { Hono } from 'hono';
import { z } from 'zod';
import { CUSTOMER_CALLS, CustomerActionSchema } from '@portal/contracts';
import {
  authenticate,
  requireRight,
  requireTenant,
  scopeOf,
  validate,
  type AppEnv,
  writeContextOf,
} from '@portal/service-kit';
import { SERVICE_NAME, type BillingDeps } from '../deps.js';
import { changeCustomerStatus } from './change-customer-status.js';
import { createCustomer } from './create-customer.js';
import { deleteContact } from './delete-contact.js';
import { deleteCustomer } from './delete-customer.js';
import { findCustomers } from './find-customers.js';
import { getCustomer } from './get-customer.js';
import { agencyMembersOnly, idParam, provisionedAgency, saveRight } from './guards.js';
import { updateCustomerWithContacts } from './update-customer.js';

const { list, save, get, changeStatus, deleteContact: removeContact, delete: remove } = CUSTOMER_CALLS;

/**
 * Customers and prospects with their contacts (CUSTOMER_CALLS of contracts): every route checks the
 * token, the tenant (another agency → 404; a customer user only reaches his own company), the right,
 * that billing knows the agency, then the input. Middleware is set per route: this app is mounted at '/'.
 */
export function customersRoutes(deps: BillingDeps) {
  const auth = authenticate(deps.verify);
  const agency = provisionedAgency(deps.sql);
  const customerId = idParam('customerId', 'CUSTOMER_NOT_FOUND');
  return (
    new Hono<AppEnv>()
      .post(list.path, auth, requireTenant, requireRight(list.right), agency, validate('json', list.body), async (c) =>
        c.json(await findCustomers(deps.sql, scopeOf(c.get('session')), c.req.param('agencyId'), c.req.valid('json'))),
      )
      .post(
        save.path,
        auth,
        requireTenant,
        saveRight(save.right, 'customers.edit'),
        agency,
        validate('json', save.body),
        async (c) => {
          const input = c.req.valid('json');
          const agencyId = c.req.param('agencyId');
          if (input.id === undefined) {
            return c.json(await createCustomer(deps.sql, agencyId, input, writeContextOf(c, SERVICE_NAME)), 201);
          }
          return c.json(
            await updateCustomerWithContacts(deps.sql, agencyId, input.id, input, writeContextOf(c, SERVICE_NAME)),
          );
        },
      )
      .get(get.path, auth, requireTenant, requireRight(get.right), agency, customerId, async (c) =>
        c.json(
          await getCustomer(deps.sql, scopeOf(c.get('session')), c.req.param('agencyId'), c.req.param('customerId')),
        ),
      )
      .patch(
        changeStatus.path,
        auth,
        requireTenant,
        agencyMembersOnly,
        requireRight(changeStatus.right),
        agency,
        customerId,
        validate('param', z.object({ action: CustomerActionSchema })),
        async (c) =>
          c.json(
            await changeCustomerStatus(
              deps.sql,
              c.req.param('agencyId'),
              c.req.param('customerId'),
              c.req.valid('param').action,
              writeContextOf(c, SERVICE_NAME),
            ),
          ),
      )
      // The contact's route before the customer's: both start with /agencyCustomer/:customerId.
      .delete(
        removeContact.path,
        auth,
        requireTenant,
        agencyMembersOnly,
        requireRight(removeContact.right),
        agency,
        customerId,
        idParam('contactId', 'CUSTOMER_CONTACT_NOT_FOUND'),
        async (c) => {
          const ids = [c.req.param('agencyId'), c.req.param('customerId'), c.req.param('contactId')] as const;
          await deleteContact(deps.sql, ...ids, writeContextOf(c, SERVICE_NAME));
          return c.body(null, 204);
        },
      )
      .delete(
        remove.path,
        auth,
        requireTenant,
        agencyMembersOnly,
        requireRight(remove.right),
        agency,
        customerId,
        async (c) => {
          await deleteCustomer(
            deps.sql,
            c.req.param('agencyId'),
            c.req.param('customerId'),
            writeContextOf(c, SERVICE_NAME),
          );
          return c.body(null, 204);
        },
      )
  );
}
