import type { CartCheckout, SubscriptionCart } from '@portal/contracts';
import { transaction, type Sql } from '@portal/service-kit';
import { openCardIntent } from './open-card-intent.js';
import type { PaymentProvider } from './payment-provider.js';
import { placeAgencyOrder } from './place-agency-order.js';
import { agencyInvoicesByIds } from './repo.js';

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

  const clientSecret = await openCardIntent(deps, buyer, { ...order, paymentId });
  const [invoice] = await transaction(deps.sql, { kind: 'platform', userId: buyer.userId }, (tx) =>
    agencyInvoicesByIds(tx, [order.invoiceId]),
  );
  if (!invoice) throw new Error(`agency invoice ${order.invoiceId} vanished after its checkout`);
  return { invoice, payment: { id: paymentId, clientSecret, status: 'PENDING' } };
}
