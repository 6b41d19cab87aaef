import { moneyToCents, type CartCheckout, type SubscriptionCart } from '@portal/contracts';
import { AppError, transaction, type Sql } from '@portal/service-kit';
import { failPayment } from './fail-payment.js';
import type { PaymentProvider } from './payment-provider.js';
import { placeAgencyOrder } from './place-agency-order.js';
import { providerCustomerOf } from './provider-customer.js';
import { agencyInvoicesByIds, attachProviderIntent } from './repo.js';

export type CheckoutDeps = { sql: Sql; payments: PaymentProvider };
export type Buyer = { agencyId: string; userId: string; email: string };

/**
 * `POST subscription/cart`: the cart's agency invoice (`placeAgencyOrder`) with a card payment
 * waiting; then the payment intent at the provider, with an idempotency key per payment, whose client
 * secret the screen confirms with the card.
 */
export async function checkoutCart(deps: CheckoutDeps, buyer: Buyer, cart: SubscriptionCart): Promise<CartCheckout> {
  const order = await transaction(deps.sql, { kind: 'platform', userId: buyer.userId }, (tx) =>
    placeAgencyOrder(tx, {
      agencyId: buyer.agencyId,
      cart,
      createdBy: buyer.userId,
      payment: { method: 'CARD', status: 'PENDING' },
    }),
  );
  const { paymentId } = order;
  if (!paymentId) throw new Error(`the card order ${order.invoiceId} has no payment`);

  let clientSecret: string;
  try {
    const customer = await providerCustomerOf(deps, { ...buyer, agencyName: order.agencyName });
    const intent = await deps.payments.stripe.paymentIntents.create(
      {
        amount: moneyToCents(order.amount),
        currency: 'eur',
        customer,
        allowed_payment_method_types: ['card'],
        setup_future_usage: 'off_session',
        metadata: { agencyId: buyer.agencyId, invoiceId: order.invoiceId, paymentId },
      },
      { idempotencyKey: `payment-${paymentId}` },
    );
    clientSecret = intent.client_secret ?? '';
    await transaction(deps.sql, { kind: 'platform', userId: buyer.userId }, (tx) =>
      attachProviderIntent(tx, paymentId, intent.id, clientSecret),
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await failPayment(deps.sql, paymentId, message);
    throw new AppError('STRIPE_ERROR', {
      params: { message },
      internal: `payment intent of ${paymentId}: ${message}`,
    });
  }
  const [invoice] = await transaction(deps.sql, { kind: 'platform', userId: buyer.userId }, (tx) =>
    agencyInvoicesByIds(tx, [order.invoiceId]),
  );
  if (!invoice) throw new Error(`agency invoice ${order.invoiceId} vanished after its checkout`);
  return { invoice, payment: { id: paymentId, clientSecret, status: 'PENDING' } };
}
