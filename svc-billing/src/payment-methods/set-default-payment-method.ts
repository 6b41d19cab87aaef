import type { AgencyPaymentMethods } from '@portal/contracts';
import { AppError, transaction, type WriteContext } from '@portal/service-kit';
import { agencyMethods, type PaymentMethodsDeps } from './agency-methods.js';
import { paymentMethodsView } from './provider-methods.js';
import { replaceDefault } from './repo.js';

/**
 * `POST default-payment-methods/{id}` (02 §4: the default cannot be re-set): the agency's method
 * becomes its default. Another agency's method, or one Stripe no longer holds → 404; the default
 * already → 409 PAYMENT_METHOD_ALREADY_DEFAULT; an expired card → 409 PAYMENT_METHOD_INVALID.
 */
export async function setDefaultPaymentMethod(
  deps: PaymentMethodsDeps,
  agencyId: string,
  methodId: string,
  context: WriteContext,
): Promise<AgencyPaymentMethods> {
  const current = await agencyMethods(deps, agencyId, context);
  const method = current.rows.find((row) => row.id === methodId);
  if (!current.account || !method) throw new AppError('PAYMENT_METHOD_NOT_FOUND');
  if (current.defaultMethod?.id === method.id) throw new AppError('PAYMENT_METHOD_ALREADY_DEFAULT');
  if (!method.enabled) throw new AppError('PAYMENT_METHOD_INVALID');
  const previous = current.defaultMethod?.id ?? current.account.defaultPaymentMethodId;
  await transaction(deps.sql, { kind: 'platform', userId: context.actor?.userId }, (tx) =>
    replaceDefault(tx, agencyId, previous, { id: method.id, type: method.type }),
  );
  return paymentMethodsView(current.rows, method.id, method.type);
}
