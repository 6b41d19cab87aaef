import { Hono } from 'hono';
import { CUSTOMER_INVOICE_CALLS } from '@portal/contracts';
import { authenticate, requireTenant, scopeOf, validate, type AppEnv } from '@portal/service-kit';
import type { BillingDeps } from '../deps.js';
import { idParam, provisionedAgency } from '../customers/guards.js';
import { findCustomerInvoices } from './find-documents.js';
import { findDueInvoices } from './find-due-invoices.js';
import { getCustomerInvoicePdf } from './get-document-pdf.js';
import { customerOrRight } from './guards.js';
import { pdfResponse } from './render-pdf.js';

const { list, pdf, due } = CUSTOMER_INVOICE_CALLS;

/**
 * customerInvoices and customerDashboard (CUSTOMER_INVOICE_CALLS of contracts): a customer's
 * validated invoices and credit notes, their PDFs, and what he owes. His own users call them without
 * the right and reach no other company (requireTenant → 404); office users need invoices.list.
 */
export function customerInvoiceRoutes(deps: BillingDeps) {
  const auth = authenticate(deps.verify);
  const invoice = idParam('invoiceId', 'DOCUMENT_NOT_FOUND');
  return new Hono<AppEnv>()
    .post(list.path, auth, requireTenant, customerOrRight(list.right), validate('json', list.body), async (c) => {
      const { agencyId, customerId } = c.req.param();
      return c.json(
        await findCustomerInvoices(deps.sql, scopeOf(c.get('session')), agencyId, customerId, c.req.valid('json')),
      );
    })
    .get(pdf.path, auth, requireTenant, customerOrRight(pdf.right), provisionedAgency(deps.sql), invoice, async (c) => {
      const { agencyId, customerId, invoiceId } = c.req.param();
      const scope = scopeOf(c.get('session'));
      return pdfResponse(c, await getCustomerInvoicePdf(deps.sql, scope, agencyId, customerId, invoiceId));
    })
    .get(due.path, auth, requireTenant, customerOrRight(due.right), async (c) => {
      const { agencyId, customerId } = c.req.param();
      return c.json(await findDueInvoices(deps.sql, scopeOf(c.get('session')), agencyId, customerId));
    });
}
