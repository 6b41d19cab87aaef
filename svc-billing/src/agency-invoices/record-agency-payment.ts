import { moneyToCents, type AgencyInvoice, type RecordAgencyPayment } from '@portal/contracts';
import { AppError, transaction, type Sql, type Tx } from '@portal/service-kit';
import { recordPlatformWrite, type PlatformWriteContext } from '../audit/platform-audit.js';
import { findPayment, insertAgencyPayment, paidCentsOf } from '../agency-payments/repo.js';
import { settleInvoice } from '../agency-payments/settle-invoice.js';
import { requireAgencyInvoice } from './get-agency-invoice.js';
import { lockAgencyInvoice, type LockedAgencyInvoice } from './repo.js';

/** The invoice locked (payments recorded by hand and the provider's events take their turn), not cancelled. */
export async function lockPayableInvoice(tx: Tx, invoiceId: string): Promise<LockedAgencyInvoice> {
  const invoice = await lockAgencyInvoice(tx, invoiceId);
  if (!invoice) throw new AppError('AGENCY_INVOICE_NOT_FOUND');
  if (invoice.status === 300) throw new AppError('AGENCY_INVOICE_CANCELLED');
  return invoice;
}

/** 400 'Le paiement dépasse le reste à payer' when `amount` is above the total less the validated payments. */
export async function requireWithinRemaining(tx: Tx, invoice: LockedAgencyInvoice, amount: string): Promise<void> {
  const remaining = invoice.totalCents - (await paidCentsOf(tx, invoice.id));
  if (moneyToCents(amount) > remaining) throw new AppError('PAYMENT_ABOVE_REMAINING');
}

/** A payment just validated by hand: when it completes the invoice, the invoice is paid and announced once. */
export async function settleByHand(tx: Tx, paymentId: string): Promise<void> {
  const payment = await findPayment(tx, paymentId);
  if (payment) await settleInvoice(tx, payment);
}

/**
 * `POST /admin/agency-invoice/partial-payments` without a payment id: a payment recorded by hand
 * (a cheque, a transfer, a card taken by phone) on the invoice, with its day and note, in one of the
 * three statuses a person may set (02 §4), with its platform audit line. At most what remains due
 * (the total less the validated payments, whatever the new one's status). Validated by hand and
 * covering the invoice: the invoice is paid and `billing.payment.validated` announced, once.
 */
export async function recordAgencyPayment(
  sql: Sql,
  input: RecordAgencyPayment,
  context: PlatformWriteContext,
): Promise<AgencyInvoice> {
  return transaction(sql, context.scope, async (tx) => {
    const invoice = await lockPayableInvoice(tx, input.invoiceId);
    await requireWithinRemaining(tx, invoice, input.amount);
    const paymentId = await insertAgencyPayment(tx, {
      invoiceId: invoice.id,
      agencyId: invoice.agencyId,
      amount: input.amount,
      method: input.method,
      status: input.status,
      note: input.note,
      date: input.date,
    });
    if (input.status === 'VALIDATED_MANUALLY') await settleByHand(tx, paymentId);
    await recordPlatformWrite(tx, context.audit, invoice.id);
    return requireAgencyInvoice(tx, invoice.id);
  });
}
