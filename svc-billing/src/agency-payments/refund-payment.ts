import type Stripe from 'stripe';
import { fr, PAID_PAYMENT_ITEM_STATUSES } from '@portal/contracts';
import { createEvent, enqueueEvent, type Logger, type Tx } from '@portal/service-kit';
import { findPaymentByIntent, updatePaymentState } from './repo.js';

const intentIdOf = (charge: Stripe.Charge) =>
  typeof charge.payment_intent === 'string' ? charge.payment_intent : (charge.payment_intent?.id ?? null);

/**
 * `charge.refunded` (whole charge): the payment no longer pays its invoice, which awaits payment
 * again, and the agency is locked (`billing.subscription.changed`) until a payment is validated anew.
 * A partial refund changes nothing here (the platform settles it with the agency).
 */
export type RefundOutcome = 'refunded' | 'ignored-partial-refund' | 'unknown-intent' | 'foreign' | 'not-paid';

export async function refundPayment(tx: Tx, charge: Stripe.Charge, logger: Logger): Promise<RefundOutcome> {
  const intentId = intentIdOf(charge);
  if (!intentId || !charge.refunded) return 'ignored-partial-refund';
  const payment = await findPaymentByIntent(tx, intentId);
  if (!payment) return 'unknown-intent';
  if (charge.metadata?.agencyId && charge.metadata.agencyId !== payment.agencyId) {
    logger.warn({ chargeId: charge.id, paymentId: payment.id }, 'refund of another agency’s payment');
    return 'foreign';
  }
  if (!PAID_PAYMENT_ITEM_STATUSES.includes(payment.status)) return 'not-paid';
  await updatePaymentState(tx, payment.id, {
    status: 'ERROR',
    requiresAuthentication: false,
    error: fr.PAYMENT_REFUNDED,
  });
  await tx`update agency_invoices set status = 100, paid_at = null where id = ${payment.invoiceId}`;
  await enqueueEvent(
    tx,
    createEvent(
      'billing.subscription.changed',
      {
        agencyId: payment.agencyId,
        locked: true,
        reason: 'payment_refunded',
        invoiceId: payment.invoiceId,
        paymentId: payment.id,
      },
      { agencyId: payment.agencyId, actor: null, correlationId: payment.id },
    ),
  );
  return 'refunded';
}
