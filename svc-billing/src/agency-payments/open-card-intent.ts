import { moneyToCents } from '@portal/contracts';
import { AppError, transaction } from '@portal/service-kit';
import type { Buyer, CheckoutDeps } from './checkout-cart.js';
import { failPayment } from './fail-payment.js';
import { providerCustomerOf } from './provider-customer.js';
import { attachProviderIntent } from './repo.js';

/**
 * The payment intent of a card payment waiting at billing (the agency's customer at Stripe created
 * on its first payment), with the payment's idempotency key, then attached to it; the card is saved
 * for the renewals (`off_session`). Answers the client secret the screen confirms with the card. Stripe
 * out of reach or refusing: the payment is in error with Stripe's words, and 502 'Erreur Stripe : …'.
 */
export async function openCardIntent(
  deps: CheckoutDeps,
  buyer: Buyer,
  payment: { invoiceId: string; paymentId: string; amount: string; agencyName: string },
): Promise<string> {
  const { paymentId } = payment;
  try {
    const customer = await providerCustomerOf(deps, { ...buyer, agencyName: payment.agencyName });
    const intent = await deps.payments.stripe.paymentIntents.create(
      {
        amount: moneyToCents(payment.amount),
        currency: 'eur',
        customer,
        allowed_payment_method_types: ['card'],
        setup_future_usage: 'off_session',
        metadata: { agencyId: buyer.agencyId, invoiceId: payment.invoiceId, paymentId },
      },
      { idempotencyKey: `payment-${paymentId}` },
    );
    const clientSecret = intent.client_secret ?? '';
    await transaction(deps.sql, { kind: 'platform', userId: buyer.userId }, (tx) =>
      attachProviderIntent(tx, paymentId, intent.id, clientSecret),
    );
    return clientSecret;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await failPayment(deps.sql, paymentId, message);
    throw new AppError('STRIPE_ERROR', { params: { message }, internal: `payment intent of ${paymentId}: ${message}` });
  }
}
