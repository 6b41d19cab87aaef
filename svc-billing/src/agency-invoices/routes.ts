import { Hono } from 'hono';
import { AGENCY_INVOICE_ADMIN_CALLS, AGENCY_PAYMENT_CALLS } from '@portal/contracts';
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
import { cancelOpenIntents } from '../agency-payments/cancel-open-intents.js';
import { platformWriteContextOf } from '../audit/platform-audit.js';
import { pdfResponse } from '../commercial-documents/render-pdf.js';
import { idParam, provisionedAgency } from '../customers/guards.js';
import { SERVICE_NAME, type BillingDeps } from '../deps.js';
import { agencyCreditNotePdf, agencyInvoicePdf } from './agency-invoice-pdf.js';
import { cancelAgencyInvoice } from './cancel-agency-invoice.js';
import { changeAgencyPaymentStatus } from './change-agency-payment-status.js';
import { createAgencyInvoice } from './create-agency-invoice.js';
import { requireAgencyInvoice } from './get-agency-invoice.js';
import { recordAgencyPayment } from './record-agency-payment.js';
import { searchAgencyInvoices } from './search-agency-invoices.js';

const { list, get, create, partialPayments, creditNote, preview } = AGENCY_INVOICE_ADMIN_CALLS;
const { invoicePdf, creditNotePdf } = AGENCY_PAYMENT_CALLS;

/**
 * The agency invoices (AGENCY_INVOICE_ADMIN_CALLS of contracts, and the agency's own PDF of
 * AGENCY_PAYMENT_CALLS). The /admin routes are the super admin's (02 §6): the role is checked before
 * the input, the work runs in platform scope even for a token acting in an agency, each write with
 * its platform audit line. The agency reads its own invoice's PDF, subscription or not (a payment page).
 */
export function agencyInvoicesRoutes(deps: BillingDeps) {
  const auth = authenticate(deps.verify);
  const superAdmin = requireRole(...list.roles);
  const invoiceId = idParam('invoiceId', 'AGENCY_INVOICE_NOT_FOUND');
  const platform = { kind: 'platform' } as const;
  // The agency reads its own invoices' PDFs, subscription or not (a payment page).
  const agencyReader = [
    authenticate(deps.verify, { subscription: 'optional' }),
    requireTenant,
    requireRight(invoicePdf.right),
    provisionedAgency(deps.sql),
    invoiceId,
  ] as const;
  return new Hono<AppEnv>()
    .post(list.path, auth, superAdmin, validate('json', list.body), async (c) =>
      c.json(await searchAgencyInvoices(deps.sql, c.req.valid('json'))),
    )
    .get(get.path, auth, superAdmin, invoiceId, async (c) =>
      c.json(await transaction(deps.sql, platform, (tx) => requireAgencyInvoice(tx, c.req.param('invoiceId')))),
    )
    .post(create.path, auth, superAdmin, validate('json', create.body), async (c) =>
      c.json(await createAgencyInvoice(deps.sql, c.req.valid('json'), platformWriteContextOf(c, SERVICE_NAME)), 201),
    )
    .post(partialPayments.path, auth, superAdmin, validate('json', partialPayments.body), async (c) => {
      const input = c.req.valid('json');
      const context = platformWriteContextOf(c, SERVICE_NAME);
      const invoice =
        input.kind === 'status'
          ? await changeAgencyPaymentStatus(deps.sql, input, context)
          : await recordAgencyPayment(deps.sql, input, context);
      if (invoice.status === 200) await cancelOpenIntents(deps, invoice.id);
      return c.json(invoice, input.kind === 'status' ? 200 : 201);
    })
    .post(creditNote.path, auth, superAdmin, validate('json', creditNote.body), async (c) =>
      c.json(await cancelAgencyInvoice(deps, c.req.valid('json'), platformWriteContextOf(c, SERVICE_NAME)), 201),
    )
    .post(preview.path, auth, superAdmin, validate('json', preview.body), async (c) => {
      const { invoiceId: id, document } = c.req.valid('json');
      const render = document === 'creditNote' ? agencyCreditNotePdf : agencyInvoicePdf;
      return pdfResponse(c, await render(deps, platform, id));
    })
    .get(invoicePdf.path, ...agencyReader, async (c) =>
      pdfResponse(c, await agencyInvoicePdf(deps, scopeOf(c.get('session')), c.req.param('invoiceId'))),
    )
    .get(creditNotePdf.path, ...agencyReader, async (c) =>
      pdfResponse(c, await agencyCreditNotePdf(deps, scopeOf(c.get('session')), c.req.param('invoiceId'))),
    );
}
