import { AppError, transaction } from '@portal/service-kit';
import { agencyMethods } from '../payment-methods/agency-methods.js';
import type { Buyer, CheckoutDeps } from './checkout-cart.js';
import { failPayment } from './fail-payment.js';
import { createOffSessionIntent } from './off-session-intent.js';
import { attachProviderIntent, markProcessing } from './repo.js';

const platformOf = (buyer: Buyer) => ({ kind: 'platform' as const, userId: buyer.userId });

/** The agency's default SEPA mandate at Stripe, usable; otherwise 409 SEPA_MANDATE_REQUIRED. */
export async function defaultMandateOf(deps: CheckoutDeps, buyer: Buyer) {
  const { account, defaultMethod } = await agencyMethods(deps, buyer.agencyId, {
    scope: platformOf(buyer),
    audit: null,
  });
  if (!account || !defaultMethod?.enabled || defaultMethod.type !== 'SEPA') throw new AppError('SEPA_MANDATE_REQUIRED');
  return { customerId: account.providerCustomerId, paymentMethodId: defaultMethod.id };
}

/** One of the agency's usable SEPA mandates at Stripe; otherwise 404 'Moyen de paiement introuvable'. */
export async function mandateOf(deps: CheckoutDeps, buyer: Buyer, methodId: string) {
  const { account, rows } = await agencyMethods(deps, buyer.agencyId, { scope: platformOf(buyer), audit: null });
  const mandate = rows.find((row) => row.id === methodId && row.type === 'SEPA' && row.enabled);
  if (!account || !mandate) throw new AppError('PAYMENT_METHOD_NOT_FOUND');
  return { customerId: account.providerCustomerId, paymentMethodId: mandate.id };
}

/**
 * The debit of the order's SEPA payment on the agency's mandate, at once and off session: Stripe's
 * events then move it (processing, then validated when the bank settles it, or refused). Stripe out
 * of reach: the payment is in error and 502 'Erreur Stripe : …'.
 */
export async function debitMandate(
  deps: CheckoutDeps,
  buyer: Buyer,
  order: { invoiceId: string; paymentId: string; amount: string },
  mandate: { customerId: string; paymentMethodId: string },
): Promise<void> {
  try {
    const intent = await createOffSessionIntent(deps.payments.stripe, {
      ...order,
      ...mandate,
      agencyId: buyer.agencyId,
      method: 'SEPA',
    });
    await transaction(deps.sql, platformOf(buyer), async (tx) => {
      await attachProviderIntent(tx, order.paymentId, intent.id, intent.client_secret ?? '');
      // The debit is under way from Stripe's answer on (the agency in moderation at once); its
      // 'processing' event says the same, and a later state is never undone.
      if (intent.status === 'processing') await markProcessing(tx, order.paymentId);
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await failPayment(deps.sql, order.paymentId, message);
    throw new AppError('STRIPE_ERROR', {
      params: { message },
      internal: `SEPA debit of ${order.paymentId}: ${message}`,
    });
  }
}
