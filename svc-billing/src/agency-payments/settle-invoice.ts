import type { Tx } from '@portal/service-kit';
import { announceInvoicePaid } from './announce-payment.js';
import { markInvoicePaid, paidCentsOf, type PaymentRow } from './repo.js';

/**
 * After a payment is validated (by the provider's event, or by hand: a cheque): when the validated
 * payments now cover the invoice, it is paid and announced once. True when it became paid.
 */
export async function settleInvoice(tx: Tx, payment: PaymentRow): Promise<boolean> {
  if (payment.invoiceStatus !== 100) return false;
  const [total] = await tx<{ cents: number }[]>`
    select (total_incl_tax * 100)::int as cents from agency_invoices where id = ${payment.invoiceId}`;
  if ((await paidCentsOf(tx, payment.invoiceId)) < (total?.cents ?? 0)) return false;
  const paidAt = new Date();
  await markInvoicePaid(tx, payment.invoiceId);
  await announceInvoicePaid(tx, payment, paidAt);
  return true;
}
