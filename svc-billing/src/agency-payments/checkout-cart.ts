import {
  fr,
  HIDDEN_SUBSCRIPTION_OFFER_TYPES,
  localDateOf,
  moneyToCents,
  priceCart,
  type CartCheckout,
  type SubscriptionCart,
} from '@portal/contracts';
import { AppError, transaction, type Sql } from '@portal/service-kit';
import { findAgency } from '../agencies/repo.js';
import { lockSubscriptionOffers } from '../subscription-offers/repo.js';
import { nextAgencyInvoiceNumber } from './invoice-numbers.js';
import type { PaymentProvider } from './payment-provider.js';
import { providerCustomerOf } from './provider-customer.js';
import { agencyInvoicesByIds, attachProviderIntent, insertAgencyInvoice, insertAgencyPayment } from './repo.js';
import { failPayment } from './fail-payment.js';

export type CheckoutDeps = { sql: Sql; payments: PaymentProvider };
export type Buyer = { agencyId: string; userId: string; email: string };

/**
 * `POST subscription/cart`: the cart's agency invoice, numbered, with its lines copied from the
 * offers as they are priced now and a card payment waiting (one transaction, platform scope: the
 * numbering is the platform's); then the payment intent at the provider, with an idempotency key per
 * payment, whose client secret the screen confirms with the card. Only offered offers may be bought:
 * a hidden, deactivated, deleted or unknown one is 404 'Offre introuvable'.
 */
export async function checkoutCart(deps: CheckoutDeps, buyer: Buyer, cart: SubscriptionCart): Promise<CartCheckout> {
  const order = await transaction(deps.sql, { kind: 'platform', userId: buyer.userId }, async (tx) => {
    const agency = await findAgency(tx, buyer.agencyId);
    if (!agency) throw new AppError('AGENCY_NOT_FOUND');
    const offers = (
      await lockSubscriptionOffers(
        tx,
        cart.lines.map((line) => line.offerId),
      )
    ).filter((offer) => offer.status === 100 && !HIDDEN_SUBSCRIPTION_OFFER_TYPES.includes(offer.type));
    if (offers.length !== cart.lines.length) throw new AppError('SUBSCRIPTION_OFFER_NOT_FOUND');
    const priced = priceCart(cart, offers);
    if (priced.needsDelivery && cart.deliveryAddress === '') {
      throw new AppError('VALIDATION_FAILED', {
        details: { issues: [{ path: 'deliveryAddress', message: fr.REQUIRED }] },
      });
    }
    // The invoice's day in France, where the platform invoices.
    const date = localDateOf(new Date());
    const invoiceId = await insertAgencyInvoice(tx, {
      agencyId: agency.id,
      agencyName: agency.name,
      number: await nextAgencyInvoiceNumber(tx, date),
      date,
      period: cart.period,
      cart: priced,
      deliveryAddress: cart.deliveryAddress,
      deliveryInstructions: cart.deliveryInstructions,
      createdBy: buyer.userId,
    });
    const amount = priced.totals.totalInclTax;
    const paymentId = await insertAgencyPayment(tx, {
      invoiceId,
      agencyId: agency.id,
      amount,
      method: 'CARD',
      status: 'PENDING',
    });
    return { invoiceId, paymentId, amount, agencyName: agency.name };
  });

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
        metadata: { agencyId: buyer.agencyId, invoiceId: order.invoiceId, paymentId: order.paymentId },
      },
      { idempotencyKey: `payment-${order.paymentId}` },
    );
    clientSecret = intent.client_secret ?? '';
    await transaction(deps.sql, { kind: 'platform', userId: buyer.userId }, (tx) =>
      attachProviderIntent(tx, order.paymentId, intent.id, clientSecret),
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await failPayment(deps.sql, order.paymentId, message);
    throw new AppError('STRIPE_ERROR', {
      params: { message },
      internal: `payment intent of ${order.paymentId}: ${message}`,
    });
  }
  const [invoice] = await transaction(deps.sql, { kind: 'platform', userId: buyer.userId }, (tx) =>
    agencyInvoicesByIds(tx, [order.invoiceId]),
  );
  if (!invoice) throw new Error(`agency invoice ${order.invoiceId} vanished after its checkout`);
  return { invoice, payment: { id: order.paymentId, clientSecret, status: 'PENDING' } };
}
