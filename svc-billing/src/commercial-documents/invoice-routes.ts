import { Hono } from 'hono';
import { INVOICE_CALLS } from '@portal/contracts';
import { requireRight, requireTenant, validate, type AppEnv } from '@portal/service-kit';
import type { BillingDeps } from '../deps.js';
import { createCreditNote } from './create-credit-note.js';
import { documentBookRoutes, type BookGuards, type DocumentBook } from './document-book-routes.js';
import { documentContextOf } from './document-context.js';
import { invoiceBillableLines } from './invoice-billable-lines.js';
import { recordPayment } from './record-payment.js';
import { validateInvoice } from './validate-invoice.js';

const { validate: numberIt, creditNote, payment, fromBillableLines } = INVOICE_CALLS;

/** Invoices and credit notes: a save creates the kind its body names, an invoice unless told. */
const INVOICES: DocumentBook = {
  book: 'invoices',
  calls: INVOICE_CALLS,
  idName: 'invoiceId',
  kindOf: (input) => input.kind ?? 'invoice',
};

/**
 * Invoices and credit notes (INVOICE_CALLS of contracts): the routes of every book
 * (document-book-routes.ts), and the invoice's own, guarded alike: a draft of billable lines, the
 * validation, a credit note, a payment.
 */
export function invoiceRoutes(deps: BillingDeps) {
  const own = ({ auth, agency, document: invoice }: BookGuards) =>
    new Hono<AppEnv>()
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
      .post(numberIt.path, auth, requireTenant, requireRight(numberIt.right), agency, invoice, async (c) => {
        const { agencyId, invoiceId } = c.req.param();
        return c.json(await validateInvoice(deps.sql, agencyId, invoiceId, documentContextOf(c)));
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
      );
  return documentBookRoutes(deps, INVOICES, own);
}
