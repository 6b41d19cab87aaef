import { localDateOf, uuidv7, type AgencyInvoice, type CancelAgencyInvoice } from '@portal/contracts';
import { AppError, transaction, type Logger, type Sql, type Tx } from '@portal/service-kit';
import { cancelOpenIntents } from '../agency-payments/cancel-open-intents.js';
import type { PaymentProvider } from '../agency-payments/payment-provider.js';
import { hasPaymentUnderWayOn, paidCentsOf } from '../agency-payments/repo.js';
import { queueAgencyMail } from '../agency-mails/repo.js';
import { recordPlatformWrite, type PlatformWriteContext } from '../audit/platform-audit.js';
import { nextAgencyDocumentNumber } from '../agency-payments/invoice-numbers.js';
import { requireAgencyInvoice } from './get-agency-invoice.js';
import { lockAgencyInvoice, type LockedAgencyInvoice } from './repo.js';

/**
 * The invoice locked, and cancellable: awaiting payment, nothing paid on it, no debit the bank is
 * processing (it may still go through). Refusals: 404, 409 cancelled, 409 paid, 409 under way.
 */
async function lockCancellableInvoice(tx: Tx, invoiceId: string): Promise<LockedAgencyInvoice> {
  const invoice = await lockAgencyInvoice(tx, invoiceId);
  if (!invoice) throw new AppError('AGENCY_INVOICE_NOT_FOUND');
  if (invoice.status === 300) throw new AppError('AGENCY_INVOICE_CANCELLED');
  if (invoice.status === 200 || (await paidCentsOf(tx, invoice.id)) > 0) {
    throw new AppError('AGENCY_INVOICE_PAID_NOT_CANCELLABLE');
  }
  if (await hasPaymentUnderWayOn(tx, invoice.id)) throw new AppError('AGENCY_INVOICE_PAYMENT_UNDER_WAY');
  return invoice;
}

/**
 * `POST /admin/agency-invoice/credit-note`: an unpaid agency invoice cancelled by a credit note for
 * its whole amount (an issued invoice is never deleted nor edited), numbered on its own continuous
 * sequence, with why, in one transaction with the invoice's status 300 and the platform audit line.
 * The invoice's card payments still open at Stripe are cancelled there first (their events then put
 * them in error, 'Paiement annulé'); its payments announced by hand and not validated ('À venir', a
 * cheque) are cancelled with it; the agency is mailed the credit note (job `billing.agency-mails`). A
 * cancelled renewal is not invoiced again: the plan is not renewed.
 * A card that went through meanwhile makes the invoice paid, and the credit note is refused.
 */
export async function cancelAgencyInvoice(
  deps: { sql: Sql; payments: PaymentProvider; logger: Logger },
  input: CancelAgencyInvoice,
  context: PlatformWriteContext,
): Promise<AgencyInvoice> {
  await transaction(deps.sql, context.scope, (tx) => lockCancellableInvoice(tx, input.invoiceId));
  await cancelOpenIntents(deps, input.invoiceId);
  return transaction(deps.sql, context.scope, async (tx) => {
    const invoice = await lockCancellableInvoice(tx, input.invoiceId);
    const date = localDateOf(new Date());
    await tx`
      insert into agency_credit_notes (id, invoice_id, agency_id, number, date, reason, created_by)
      values (${uuidv7()}, ${invoice.id}, ${invoice.agencyId}, ${await nextAgencyDocumentNumber(tx, 'creditNote', date)},
              ${date}, ${input.reason}, ${context.audit.actorUserId})`;
    await tx`update agency_invoices set status = 300 where id = ${invoice.id}`;
    await tx`
      update agency_payments set status = 'CANCELLED_MANUALLY', requires_authentication = false, updated_at = now()
       where invoice_id = ${invoice.id} and provider_intent_id is null and status in ('COMING_SOON', 'PENDING')`;
    await queueAgencyMail(tx, { agencyId: invoice.agencyId, invoiceId: invoice.id, kind: 'credit_note_issued' });
    await recordPlatformWrite(tx, context.audit, invoice.id);
    return requireAgencyInvoice(tx, invoice.id);
  });
}
