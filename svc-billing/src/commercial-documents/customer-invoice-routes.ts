import { Hono } from 'hono';
import { CUSTOMER_INVOICE_CALLS } from '@portal/contracts';
import { authenticate, requireTenant, scopeOf, validate, type AppEnv } from '@portal/service-kit';
import type { BillingDeps } from '../deps.js';
import { findCustomerInvoices } from './find-documents.js';
import { customerOrRight } from './guards.js';

const { list } = CUSTOMER_INVOICE_CALLS;

/**
 * customerInvoices (CUSTOMER_INVOICE_CALLS of contracts): a customer's validated invoices and credit
 * notes. His own users call it without the right and reach no other company (requireTenant → 404);
 * office users need invoices.list.
 */
export function customerInvoiceRoutes(deps: BillingDeps) {
  const auth = authenticate(deps.verify);
  return new Hono<AppEnv>().post(
    list.path,
    auth,
    requireTenant,
    customerOrRight(list.right),
    validate('json', list.body),
    async (c) => {
      const { agencyId, customerId } = c.req.param();
      return c.json(
        await findCustomerInvoices(deps.sql, scopeOf(c.get('session')), agencyId, customerId, c.req.valid('json')),
      );
    },
  );
}
