import {
  centsToMoney,
  moneyToCents,
  PAYMENT_STATUS_LABELS,
  uuidv7,
  type CommercialDocument,
  type PaymentState,
  type RecordPayment,
} from '@portal/contracts';
import { AppError, transaction, type Sql } from '@portal/service-kit';
import { announcePaid } from './announce.js';
import type { DocumentContext } from './document-context.js';
import { historyEvents, recordHistory } from './history.js';
import { loadDocument, requireDocument } from './load-document.js';
import { insertPayment } from './payments-repo.js';
import { setPaid } from './repo.js';

/** 0 unpaid, 50 partially paid, 100 paid (02 §4), from what accepted payments left to pay. */
function paymentStateOf(total: string, remaining: string): PaymentState {
  if (moneyToCents(remaining) <= 0) return 100;
  return moneyToCents(remaining) < moneyToCents(total) ? 50 : 0;
}

/**
 * `POST …/invoice/{id}/payment`: a partial payment (date, amount, note, status) of a validated
 * invoice (201). Above what remains to pay (total − accepted payments) → 400 PAYMENT_ABOVE_REMAINING,
 * nothing written. The payment state follows the accepted payments; the one that completes the
 * invoice announces `billing.invoice.paid` in the same transaction.
 */
export async function recordPayment(
  sql: Sql,
  agencyId: string,
  invoiceId: string,
  payment: RecordPayment,
  context: DocumentContext,
): Promise<CommercialDocument> {
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      const current = await requireDocument(tx, agencyId, invoiceId, 'invoices', { forUpdate: true });
      // A credit note is refunded, not paid: it has no payment.
      if (current.kind !== 'invoice') throw new AppError('BAD_REQUEST');
      if (!current.validated) throw new AppError('DOCUMENT_NOT_VALIDATED');
      if (current.status === 200) throw new AppError('DOCUMENT_CANCELLED');
      const before = await loadDocument(tx, agencyId, invoiceId, 'invoices');
      if (moneyToCents(payment.amount) > moneyToCents(before.remaining)) throw new AppError('PAYMENT_ABOVE_REMAINING');
      await insertPayment(tx, { id: uuidv7(), agencyId, documentId: invoiceId, ...payment });
      const after = await loadDocument(tx, agencyId, invoiceId, 'invoices');
      const paid = paymentStateOf(after.totals.totalInclTax, after.remaining);
      const paidAmount = centsToMoney(moneyToCents(after.totals.totalInclTax) - moneyToCents(after.remaining));
      await setPaid(tx, agencyId, invoiceId, { paid, paidAmount });
      const events = [historyEvents.payment(payment.amount, after.currency, PAYMENT_STATUS_LABELS[payment.status])];
      if (paid === 100 && current.paid !== 100) events.push(historyEvents.paid());
      await recordHistory(
        tx,
        agencyId,
        events.map((event) => ({ documentId: invoiceId, event })),
        context,
      );
      const document = await loadDocument(tx, agencyId, invoiceId, 'invoices');
      if (paid === 100 && current.paid !== 100) await announcePaid(tx, agencyId, document, payment.date, context);
      return document;
    },
    context.audit,
  );
}
