import {
  DOCUMENT_ROWS_MAX,
  vatRateOf,
  type CommercialDocument,
  type InvoiceFromBillableLines,
} from '@portal/contracts';
import { AppError, transaction, type Sql } from '@portal/service-kit';
import { billingSettingsOf } from '../customers/create-customer.js';
import { lockLines, markLinesInvoiced } from './billable-lines-repo.js';
import type { DocumentContext } from './document-context.js';
import { NO_ALLOWANCES, draftContentOf, requireCustomer } from './draft-content.js';
import { insertNewDocument } from './create-document.js';
import { historyEvents } from './history.js';
import { loadDocument } from './load-document.js';
import { rowsOfBillableLines, titleOfLines } from './rows-of-billable-lines.js';

/**
 * `POST …/invoice/from-billable-lines` ('À facturer'): a draft invoice of some of a customer's
 * finished services, one row per line grouped by site (a header row each) then prestation, the
 * hours split by kind of time in each row's description (201). The lines are locked, then invoiced
 * by the draft: one already invoiced → 409 BILLABLE_LINE_ALREADY_INVOICED; another customer's or
 * agency's → 404. Deleting the draft lets them wait again.
 */
export async function invoiceBillableLines(
  sql: Sql,
  agencyId: string,
  input: InvoiceFromBillableLines,
  context: DocumentContext,
): Promise<CommercialDocument> {
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      await requireCustomer(tx, agencyId, input.customerId);
      const ids = [...new Set(input.lineIds)];
      const lines = await lockLines(tx, agencyId, ids);
      if (lines.length < ids.length || lines.some((line) => line.customerId !== input.customerId)) {
        throw new AppError('BILLABLE_LINE_NOT_FOUND');
      }
      if (lines.some((line) => line.status !== 'to_invoice')) throw new AppError('BILLABLE_LINE_ALREADY_INVOICED');
      const settings = await billingSettingsOf(tx, agencyId);
      const rows = rowsOfBillableLines(lines, vatRateOf(settings.defaultVatRate));
      if (rows.length > DOCUMENT_ROWS_MAX) {
        throw new AppError('VALIDATION_FAILED', {
          details: {
            issues: [{ path: 'lineIds', message: `Un document ne peut pas dépasser ${DOCUMENT_ROWS_MAX} lignes` }],
          },
        });
      }
      const content = await draftContentOf(
        tx,
        agencyId,
        'invoice',
        {
          kind: 'invoice',
          customerId: input.customerId,
          date: input.date,
          dueDate: null,
          title: titleOfLines(lines),
          header: '',
          footer: '',
          rows,
          adjustments: [],
          sourceDocumentId: null,
          // What was done joins what is billed: the services' proofs print with the invoice.
          proofPack: true,
          estimatedHours: null,
        },
        {
          settings,
          number: null,
          allowed: {
            ...NO_ALLOWANCES,
            billableLineIds: new Set(ids),
            siteNames: new Map(lines.map((line) => [line.siteId, line.siteName])),
          },
        },
      );
      const invoiceId = await insertNewDocument(tx, agencyId, 'invoice', content, {
        context,
        event: historyEvents.created('invoice', `${ids.length} ligne(s) à facturer`),
      });
      await markLinesInvoiced(tx, agencyId, invoiceId, ids);
      return loadDocument(tx, agencyId, invoiceId, 'invoices');
    },
    context.audit,
  );
}
