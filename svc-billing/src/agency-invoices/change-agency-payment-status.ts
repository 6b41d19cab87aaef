import { FINAL_PAYMENT_ITEM_STATUSES, type AgencyInvoice, type ChangeAgencyPaymentStatus } from '@portal/contracts';
import { AppError, transaction, type Sql } from '@portal/service-kit';
import { recordPlatformWrite, type PlatformWriteContext } from '../audit/platform-audit.js';
import { findPayment } from '../agency-payments/repo.js';
import { requireAgencyInvoice } from './get-agency-invoice.js';
import { lockPayableInvoice, requireWithinRemaining, settleByHand } from './record-agency-payment.js';
import { setPaymentStatusByHand } from './repo.js';

/**
 * `POST /admin/agency-invoice/partial-payments` with a payment id: the payment's status set by hand
 * to one of the three (02 §4), with its platform audit line. Refused: a payment of another invoice
 * (404); the same status (400 NO_CHANGE); a final one — validated, by the provider or by hand, or
 * cancelled by hand — since the licences it paid may already be granted (409 PAYMENT_STATUS_FINAL);
 * one the provider is handling (a card payment not in error), whose events decide (409
 * PAYMENT_AT_PROVIDER). Validated by hand: at most what remains due, and the invoice paid and
 * announced once when it is covered.
 */
export async function changeAgencyPaymentStatus(
  sql: Sql,
  input: ChangeAgencyPaymentStatus,
  context: PlatformWriteContext,
): Promise<AgencyInvoice> {
  return transaction(sql, context.scope, async (tx) => {
    const invoice = await lockPayableInvoice(tx, input.invoiceId);
    const payment = await findPayment(tx, input.paymentId, { forUpdate: true });
    if (!payment || payment.invoiceId !== invoice.id) throw new AppError('PAYMENT_NOT_FOUND');
    if (payment.status === input.status) throw new AppError('NO_CHANGE');
    if (FINAL_PAYMENT_ITEM_STATUSES.includes(payment.status)) throw new AppError('PAYMENT_STATUS_FINAL');
    if (payment.providerIntentId !== null && payment.status !== 'ERROR') throw new AppError('PAYMENT_AT_PROVIDER');
    if (input.status === 'VALIDATED_MANUALLY') await requireWithinRemaining(tx, invoice, payment.amount);
    await setPaymentStatusByHand(tx, payment.id, input.status);
    if (input.status === 'VALIDATED_MANUALLY') await settleByHand(tx, payment.id);
    await recordPlatformWrite(tx, context.audit, invoice.id);
    return requireAgencyInvoice(tx, invoice.id);
  });
}
