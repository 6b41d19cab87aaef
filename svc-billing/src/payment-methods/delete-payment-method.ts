import type { AgencyPaymentMethods } from '@portal/contracts';
import { AppError, transaction, type WriteContext } from '@portal/service-kit';
import { agencyMethods, type PaymentMethodsDeps } from './agency-methods.js';
import { atStripe, paymentMethodsView } from './provider-methods.js';
import { markPaymentMethodDetached } from './repo.js';

/**
 * `POST payment-methods/{id}/delete`: the method is detached from the agency's customer at Stripe
 * (with an idempotency key of its own: a retried call detaches once). The default cannot be deleted
 * (02 §4) → 409 PAYMENT_METHOD_DEFAULT_UNDELETABLE; another agency's method → 404.
 */
export async function deletePaymentMethod(
  deps: PaymentMethodsDeps,
  agencyId: string,
  methodId: string,
  context: WriteContext,
): Promise<AgencyPaymentMethods> {
  const current = await agencyMethods(deps, agencyId, context);
  const method = current.rows.find((row) => row.id === methodId);
  if (!current.account || !method) throw new AppError('PAYMENT_METHOD_NOT_FOUND');
  if (current.defaultMethod?.id === method.id) throw new AppError('PAYMENT_METHOD_DEFAULT_UNDELETABLE');
  await atStripe(`detach ${methodId}`, () =>
    deps.payments.stripe.paymentMethods.detach(methodId, {}, { idempotencyKey: `detach-${methodId}` }),
  );
  await transaction(deps.sql, { kind: 'platform', userId: context.actor?.userId }, (tx) =>
    markPaymentMethodDetached(tx, methodId),
  );
  const rows = current.rows.filter((row) => row.id !== methodId);
  return paymentMethodsView(rows, current.defaultMethod?.id ?? null, current.account.defaultPaymentMethodType);
}
