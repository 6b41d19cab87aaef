import { centsToMoney, type CartCheckout, type SepaPaymentRequest } from '@portal/contracts';
import { AppError, transaction, type Logger, type Tx } from '@portal/service-kit';
import { lockPayableInvoice } from '../agency-invoices/record-agency-payment.js';
import { cancelOpenIntents } from './cancel-open-intents.js';
import type { Buyer, CheckoutDeps } from './checkout-cart.js';
import { debitMandate, mandateOf } from './sepa-debit.js';
import { openCardIntent } from './open-card-intent.js';
import { agencyInvoicesByIds, hasPaymentUnderWayOn, insertAgencyPayment, paidCentsOf } from './repo.js';

/** The agency's own invoice, locked, still awaiting payment, and what remains due on it. */
async function payableOf(tx: Tx, buyer: Buyer, invoiceId: string) {
  const invoice = await lockPayableInvoice(tx, invoiceId);
  if (invoice.agencyId !== buyer.agencyId) throw new AppError('AGENCY_INVOICE_NOT_FOUND');
  const remainingCents = invoice.totalCents - (await paidCentsOf(tx, invoice.id));
  if (invoice.status !== 100 || remainingCents <= 0) throw new AppError('AGENCY_INVOICE_ALREADY_PAID');
  // A debit the bank is processing may still go through: never a second payment meanwhile.
  if (await hasPaymentUnderWayOn(tx, invoice.id)) throw new AppError('AGENCY_INVOICE_PAYMENT_UNDER_WAY');
  return { invoice, remaining: centsToMoney(remainingCents) };
}

/** The new payment of what remains due, once the invoice's card payments still open at Stripe are cancelled. */
async function openPayment(
  deps: CheckoutDeps & { logger: Logger },
  buyer: Buyer,
  invoiceId: string,
  method: 'CARD' | 'SEPA',
) {
  const scope = { kind: 'platform' as const, userId: buyer.userId };
  await transaction(deps.sql, scope, (tx) => payableOf(tx, buyer, invoiceId));
  await cancelOpenIntents(deps, invoiceId);
  return transaction(deps.sql, scope, async (tx) => {
    // Again, locked: an earlier card may have gone through while it was being cancelled.
    const { invoice, remaining } = await payableOf(tx, buyer, invoiceId);
    const paymentId = await insertAgencyPayment(tx, {
      invoiceId: invoice.id,
      agencyId: invoice.agencyId,
      amount: remaining,
      method,
      status: 'PENDING',
    });
    const [agency] = await tx<
      { name: string }[]
    >`select agency_name as name from agency_invoices where id = ${invoice.id}`;
    return { invoiceId: invoice.id, paymentId, amount: remaining, agencyName: agency?.name ?? '' };
  });
}

async function checkoutOf(deps: CheckoutDeps, buyer: Buyer, invoiceId: string, payment: CartCheckout['payment']) {
  const [invoice] = await transaction(deps.sql, { kind: 'platform', userId: buyer.userId }, (tx) =>
    agencyInvoicesByIds(tx, [invoiceId]),
  );
  if (!invoice) throw new Error(`agency invoice ${invoiceId} vanished while being paid`);
  return { invoice, payment };
}

/**
 * `POST agency-invoice/{id}/card-payment` (Mes factures): an invoice awaiting payment paid by card —
 * a renewal the bank refused, a cart left unpaid. Its card payments still open at Stripe are cancelled
 * first (one card confirmation per invoice at a time: never two that both go through), then a new
 * card payment of what remains due opens, with its intent, as at checkout. Platform scope (the
 * invoices are the platform's rows), the agency checked on the invoice: another's → 404.
 */
export async function payAgencyInvoiceByCard(
  deps: CheckoutDeps & { logger: Logger },
  buyer: Buyer,
  invoiceId: string,
): Promise<CartCheckout> {
  const order = await openPayment(deps, buyer, invoiceId, 'CARD');
  const clientSecret = await openCardIntent(deps, buyer, order);
  return checkoutOf(deps, buyer, invoiceId, { id: order.paymentId, clientSecret, status: 'PENDING' });
}

/**
 * `POST agency-invoice/{id}/sepa-payment` (Mes factures): the same, what remains due debited at once
 * on one of the agency's SEPA mandates (not one of its usable mandates: 404, nothing written).
 */
export async function payAgencyInvoiceBySepa(
  deps: CheckoutDeps & { logger: Logger },
  buyer: Buyer,
  invoiceId: string,
  request: SepaPaymentRequest,
): Promise<CartCheckout> {
  const mandate = await mandateOf(deps, buyer, request.methodId);
  const order = await openPayment(deps, buyer, invoiceId, 'SEPA');
  await debitMandate(deps, buyer, order, mandate);
  return checkoutOf(deps, buyer, invoiceId, { id: order.paymentId, clientSecret: '', status: 'PENDING' });
}
