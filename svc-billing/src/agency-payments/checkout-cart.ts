import type { CartCheckout, CartCheckoutRequest } from '@portal/contracts';
import { transaction, type Sql } from '@portal/service-kit';
import { openCardIntent } from './open-card-intent.js';
import type { PaymentProvider } from './payment-provider.js';
import { placeAgencyOrder } from './place-agency-order.js';
import { agencyInvoicesByIds } from './repo.js';
import { debitMandate, defaultMandateOf } from './sepa-debit.js';

export type CheckoutDeps = { sql: Sql; payments: PaymentProvider };
export type Buyer = { agencyId: string; userId: string; email: string };

/**
 * `POST subscription/cart`: the cart's agency invoice (`placeAgencyOrder`) with its payment waiting;
 * then, by card, the payment intent at the provider (idempotency key per payment) whose client secret
 * the screen confirms with the card; by SEPA, the debit of the agency's default mandate (checked
 * before anything is written).
 */
export async function checkoutCart(
  deps: CheckoutDeps,
  buyer: Buyer,
  request: CartCheckoutRequest,
): Promise<CartCheckout> {
  const { paymentMethod, ...cart } = request;
  const mandate = paymentMethod === 'SEPA' ? await defaultMandateOf(deps, buyer) : undefined;
  const order = await transaction(deps.sql, { kind: 'platform', userId: buyer.userId }, (tx) =>
    placeAgencyOrder(tx, {
      agencyId: buyer.agencyId,
      cart,
      createdBy: buyer.userId,
      payment: { method: paymentMethod, status: 'PENDING' },
    }),
  );
  const { paymentId } = order;
  if (!paymentId) throw new Error(`the order ${order.invoiceId} has no payment`);

  let clientSecret = '';
  if (mandate) await debitMandate(deps, buyer, { ...order, paymentId }, mandate);
  else clientSecret = await openCardIntent(deps, buyer, { ...order, paymentId });
  const [invoice] = await transaction(deps.sql, { kind: 'platform', userId: buyer.userId }, (tx) =>
    agencyInvoicesByIds(tx, [order.invoiceId]),
  );
  if (!invoice) throw new Error(`agency invoice ${order.invoiceId} vanished after its checkout`);
  return { invoice, payment: { id: paymentId, clientSecret, status: 'PENDING' } };
}
