import Stripe from 'stripe';
import { moneyToCents } from '@portal/contracts';

/** A payment charged without the payer on screen, on a method the agency saved (card or SEPA mandate). */
export type OffSessionCharge = {
  agencyId: string;
  invoiceId: string;
  paymentId: string;
  amount: string;
  method: 'CARD' | 'SEPA';
  customerId: string;
  paymentMethodId: string;
};

const STRIPE_TYPES = { CARD: 'card', SEPA: 'sepa_debit' } as const;

/**
 * The payment intent of an off-session charge, created and confirmed at once with the payment's
 * idempotency key (a retry after a crash gets the same intent back, never a second charge). A
 * refusal (a card declined, an authentication the bank wants) still made the intent: it is answered,
 * its events say why. Stripe out of reach or any other error is thrown. The caller attaches the
 * intent to the payment in its own transaction.
 */
export async function createOffSessionIntent(stripe: Stripe, charge: OffSessionCharge): Promise<Stripe.PaymentIntent> {
  try {
    return await stripe.paymentIntents.create(
      {
        amount: moneyToCents(charge.amount),
        currency: 'eur',
        customer: charge.customerId,
        payment_method: charge.paymentMethodId,
        allowed_payment_method_types: [STRIPE_TYPES[charge.method]],
        confirm: true,
        off_session: true,
        metadata: { agencyId: charge.agencyId, invoiceId: charge.invoiceId, paymentId: charge.paymentId },
      },
      { idempotencyKey: `payment-${charge.paymentId}` },
    );
  } catch (error) {
    const refused = error instanceof Stripe.errors.StripeCardError ? error.payment_intent : undefined;
    if (refused) return refused;
    throw error;
  }
}
