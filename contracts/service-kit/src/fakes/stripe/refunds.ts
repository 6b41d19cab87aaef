import { findCharge } from './charges.js';
import type { FakeContext } from './fake-context.js';
import { newId, unixNow } from './ids.js';
import type { Charge, Refund } from './objects.js';
import type { Params } from './params.js';
import { findPaymentIntent } from './payment-intents.js';
import { invalidRequest } from './stripe-error.js';

export const REFUND_PARAMS = ['payment_intent', 'charge', 'amount', 'reason', 'metadata'];
const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

function chargeToRefund(ctx: FakeContext, params: Params): Charge {
  const chargeId = params.optionalString('charge');
  if (chargeId) return findCharge(ctx, chargeId, 'charge');
  const paymentIntentId = params.optionalString('payment_intent');
  if (!paymentIntentId) {
    throw invalidRequest('One of the following params should be provided for this request: payment_intent or charge.');
  }
  const paymentIntent = findPaymentIntent(ctx, paymentIntentId);
  const charge = paymentIntent.latest_charge ? ctx.store.charges.get(paymentIntent.latest_charge) : undefined;
  if (paymentIntent.status !== 'succeeded' || charge?.status !== 'succeeded') {
    throw invalidRequest(`This PaymentIntent (${paymentIntentId}) does not have a successful charge to refund.`, {
      param: 'payment_intent',
    });
  }
  return charge;
}

/** Refunds all that is left of the charge, or `amount` of it; `charge.refunded` announces it. */
export function createRefund(ctx: FakeContext, params: Params): Refund {
  const charge = chargeToRefund(ctx, params);
  const left = charge.amount - charge.amount_refunded;
  if (left === 0) {
    throw invalidRequest(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
  }
  const amount = params.integer('amount') ?? left;
  if (amount < 1 || amount > left) {
    throw invalidRequest(`Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, {
      code: 'amount_too_large',
      param: 'amount',
    });
  }
  const refund: Refund = {
    id: newId('re'),
    object: 'refund',
    amount,
    charge: charge.id,
    created: unixNow(),
    currency: charge.currency,
    metadata: params.record('metadata') ?? {},
    payment_intent: charge.payment_intent,
    reason: params.choice('reason', REASONS) ?? null,
    status: 'succeeded',
  };
  ctx.store.refunds.set(refund.id, refund);
  const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  ctx.emit('charge.refunded', charge, previous);
  return refund;
}
