import type { FakeContext } from './fake-context.js';
import { newId, unixNow } from './ids.js';
import type { Charge, PaymentIntent, PaymentMethod, PaymentMethodDetails } from './objects.js';
import { noSuch } from './stripe-error.js';

export function findCharge(ctx: FakeContext, id: string, param?: string): Charge {
  const charge = ctx.store.charges.get(id);
  if (!charge) throw noSuch('charge', id, param);
  return charge;
}

function detailsOf(paymentMethod: PaymentMethod): PaymentMethodDetails {
  if (paymentMethod.card) {
    const { fingerprint: _cardFingerprint, ...card } = paymentMethod.card;
    return { type: 'card', card };
  }
  if (paymentMethod.sepa_debit) {
    const { fingerprint: _ibanFingerprint, ...sepaDebit } = paymentMethod.sepa_debit;
    return { type: 'sepa_debit', sepa_debit: sepaDebit };
  }
  throw new Error(`Payment method ${paymentMethod.id} has no details`);
}

/** The charge of one payment attempt, succeeded or failed with `failure`. */
export function createCharge(
  ctx: FakeContext,
  paymentIntent: PaymentIntent,
  paymentMethod: PaymentMethod,
  failure?: { code: string; message: string },
): Charge {
  const succeeded = failure === undefined;
  const charge: Charge = {
    id: newId('ch'),
    object: 'charge',
    amount: paymentIntent.amount,
    amount_captured: succeeded ? paymentIntent.amount : 0,
    amount_refunded: 0,
    billing_details: paymentMethod.billing_details,
    captured: succeeded,
    created: unixNow(),
    currency: paymentIntent.currency,
    customer: paymentIntent.customer,
    description: paymentIntent.description,
    failure_code: failure?.code ?? null,
    failure_message: failure?.message ?? null,
    livemode: false,
    metadata: { ...paymentIntent.metadata },
    paid: succeeded,
    payment_intent: paymentIntent.id,
    payment_method: paymentMethod.id,
    payment_method_details: detailsOf(paymentMethod),
    refunded: false,
    status: succeeded ? 'succeeded' : 'failed',
  };
  ctx.store.charges.set(charge.id, charge);
  return charge;
}
