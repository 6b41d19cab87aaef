import { Hono } from 'hono';
import { INVOICE_CALLS } from '@portal/contracts';
import { authenticate, requireRight, requireTenant, scopeOf, validate, type AppEnv } from '@portal/service-kit';
import type { BillingDeps } from '../deps.js';
import { idParam, provisionedAgency, saveRight } from '../customers/guards.js';
import { copyDocument } from './copy-document.js';
import { createCreditNote } from './create-credit-note.js';
import { createDocument } from './create-document.js';
import { deleteDocument } from './delete-document.js';
import { documentContextOf } from './document-context.js';
import { findDocuments } from './find-documents.js';
import { findReminds } from './find-reminds.js';
import { getDocumentPdf } from './get-document-pdf.js';
import { findDocumentHistory, getDocument } from './get-document.js';
import { invoiceBillableLines } from './invoice-billable-lines.js';
import { markDocumentSent } from './mark-document-sent.js';
import { previewDocument } from './preview-document.js';
import { recordPayment } from './record-payment.js';
import { pdfResponse } from './render-pdf.js';
import { sendDocument } from './send-document.js';
import { updateDocument } from './update-document.js';
import { validateInvoice } from './validate-invoice.js';

const {
  list,
  get,
  save,
  update,
  preview,
  sent,
  reminds,
  validate: numberIt,
  copy,
  creditNote,
  payment,
  fromBillableLines,
  pdf,
  send,
  history,
  delete: remove,
} = INVOICE_CALLS;

/**
 * Invoices and credit notes (INVOICE_CALLS of contracts): every route checks the token, the tenant
 * (another agency → 404; a customer user, whose routes are under /customer/{id} → 404), the right,
 * that billing knows the agency (a list in its own transaction, with its page), then the input. The
 * deletion is declared last. Middleware is set per route: this app is mounted at '/'.
 */
export function invoiceRoutes(deps: BillingDeps) {
  const auth = authenticate(deps.verify);
  const agency = provisionedAgency(deps.sql);
  const invoice = idParam('invoiceId', 'DOCUMENT_NOT_FOUND');
  return new Hono<AppEnv>()
    .post(list.path, auth, requireTenant, requireRight(list.right), validate('json', list.body), async (c) => {
      const { agencyId } = c.req.param();
      return c.json(
        await findDocuments(deps.sql, scopeOf(c.get('session')), agencyId, 'invoices', c.req.valid('json')),
      );
    })
    .get(reminds.path, auth, requireTenant, requireRight(reminds.right), agency, async (c) =>
      c.json(await findReminds(deps.sql, scopeOf(c.get('session')), c.req.param('agencyId'), 'invoices')),
    )
    .post(
      preview.path,
      auth,
      requireTenant,
      requireRight(preview.right),
      agency,
      validate('json', preview.body),
      async (c) => {
        const { agencyId } = c.req.param();
        const rendered = await previewDocument(
          deps.sql,
          scopeOf(c.get('session')),
          agencyId,
          'invoices',
          c.req.valid('json'),
        );
        return pdfResponse(c, rendered);
      },
    )
    .get(get.path, auth, requireTenant, requireRight(get.right), agency, invoice, async (c) => {
      const { agencyId, invoiceId } = c.req.param();
      return c.json(await getDocument(deps.sql, scopeOf(c.get('session')), agencyId, 'invoices', invoiceId));
    })
    .get(history.path, auth, requireTenant, requireRight(history.right), agency, invoice, async (c) => {
      const { agencyId, invoiceId } = c.req.param();
      return c.json(await findDocumentHistory(deps.sql, scopeOf(c.get('session')), agencyId, 'invoices', invoiceId));
    })
    .post(
      fromBillableLines.path,
      auth,
      requireTenant,
      requireRight(fromBillableLines.right),
      agency,
      validate('json', fromBillableLines.body),
      async (c) => {
        const { agencyId } = c.req.param();
        return c.json(await invoiceBillableLines(deps.sql, agencyId, c.req.valid('json'), documentContextOf(c)), 201);
      },
    )
    .post(
      save.path,
      auth,
      requireTenant,
      saveRight(save.right, update.right),
      agency,
      validate('json', save.body),
      async (c) => {
        const input = c.req.valid('json');
        const { agencyId } = c.req.param();
        if (input.id === undefined) {
          const kind = input.kind ?? 'invoice';
          return c.json(await createDocument(deps.sql, agencyId, kind, input, documentContextOf(c)), 201);
        }
        return c.json(await updateDocument(deps.sql, agencyId, 'invoices', input.id, input, documentContextOf(c)));
      },
    )
    .patch(
      sent.path,
      auth,
      requireTenant,
      requireRight(sent.right),
      agency,
      invoice,
      validate('json', sent.body),
      async (c) => {
        const { agencyId, invoiceId } = c.req.param();
        const { sent: value } = c.req.valid('json');
        return c.json(await markDocumentSent(deps.sql, agencyId, 'invoices', invoiceId, value, documentContextOf(c)));
      },
    )
    .post(numberIt.path, auth, requireTenant, requireRight(numberIt.right), agency, invoice, async (c) => {
      const { agencyId, invoiceId } = c.req.param();
      return c.json(await validateInvoice(deps.sql, agencyId, invoiceId, documentContextOf(c)));
    })
    .post(copy.path, auth, requireTenant, requireRight(copy.right), agency, invoice, async (c) => {
      const { agencyId, invoiceId } = c.req.param();
      return c.json(await copyDocument(deps.sql, agencyId, 'invoices', invoiceId, documentContextOf(c)), 201);
    })
    .post(
      creditNote.path,
      auth,
      requireTenant,
      requireRight(creditNote.right),
      agency,
      invoice,
      validate('json', creditNote.body),
      async (c) => {
        const { agencyId, invoiceId } = c.req.param();
        const { rowIds } = c.req.valid('json');
        return c.json(await createCreditNote(deps.sql, agencyId, invoiceId, rowIds, documentContextOf(c)), 201);
      },
    )
    .post(
      payment.path,
      auth,
      requireTenant,
      requireRight(payment.right),
      agency,
      invoice,
      validate('json', payment.body),
      async (c) => {
        const { agencyId, invoiceId } = c.req.param();
        return c.json(
          await recordPayment(deps.sql, agencyId, invoiceId, c.req.valid('json'), documentContextOf(c)),
          201,
        );
      },
    )
    .get(pdf.path, auth, requireTenant, requireRight(pdf.right), agency, invoice, async (c) => {
      const { agencyId, invoiceId } = c.req.param();
      return pdfResponse(c, await getDocumentPdf(deps.sql, scopeOf(c.get('session')), agencyId, 'invoices', invoiceId));
    })
    .post(
      send.path,
      auth,
      requireTenant,
      requireRight(send.right),
      agency,
      invoice,
      validate('json', send.body),
      async (c) => {
        const { agencyId, invoiceId } = c.req.param();
        return c.json(
          await sendDocument(deps, agencyId, 'invoices', invoiceId, c.req.valid('json'), documentContextOf(c)),
        );
      },
    )
    .delete(remove.path, auth, requireTenant, requireRight(remove.right), agency, invoice, async (c) => {
      const { agencyId, invoiceId } = c.req.param();
      await deleteDocument(deps.sql, agencyId, 'invoices', invoiceId, documentContextOf(c));
      return c.body(null, 204);
    });
}
