import type { FakeContext } from './fake-context.js';
import type { PaymentMethod, PaymentMethodType } from './objects.js';
import type { Params } from './params.js';
import { createPaymentMethod, findPaymentMethod } from './payment-methods.js';
import { invalidRequest } from './stripe-error.js';

/**
 * `payment_method_data` given on an intent's creation: the payment method is created with it, and the
 * intent then holds it like a `payment_method` (a confirmation in the same call uses it).
 */
export function paymentMethodOnCreation(ctx: FakeContext, params: Params): { id: string | null; rest: Params } {
  const data = params.nested('payment_method_data');
  const id = params.optionalString('payment_method');
  if (data && id) {
    throw invalidRequest('You may only specify one of these parameters: payment_method, payment_method_data.', {
      code: 'parameters_exclusive',
    });
  }
  if (data) return { id: createPaymentMethod(ctx, data).id, rest: params.without('payment_method_data') };
  if (id) findPaymentMethod(ctx, id, 'payment_method');
  return { id, rest: params };
}

/**
 * The payment method a confirmation uses: `payment_method` (an id), `payment_method_data[…]` (created
 * now), or the one the intent already holds. It must be of an allowed type and not another
 * customer's.
 */
export function resolvePaymentMethod(
  ctx: FakeContext,
  params: Params,
  intent: { payment_method: string | null; payment_method_types: PaymentMethodType[]; customer: string | null },
  intentLabel: 'PaymentIntent' | 'SetupIntent',
): PaymentMethod {
  const data = params.nested('payment_method_data');
  const id = params.optionalString('payment_method');
  if (data && id) {
    throw invalidRequest('You may only specify one of these parameters: payment_method, payment_method_data.', {
      code: 'parameters_exclusive',
    });
  }
  let paymentMethod: PaymentMethod;
  if (data) paymentMethod = createPaymentMethod(ctx, data);
  else if (id) paymentMethod = findPaymentMethod(ctx, id, 'payment_method');
  else if (intent.payment_method) paymentMethod = findPaymentMethod(ctx, intent.payment_method);
  else {
    throw invalidRequest(
      `You cannot confirm this ${intentLabel} because it's missing a payment method. To confirm the ${intentLabel} with ${intent.customer ?? 'a customer'}, specify a payment method attached to this customer along with the customer ID.`,
      { code: `${intentLabel === 'PaymentIntent' ? 'payment_intent' : 'setup_intent'}_unexpected_state` },
    );
  }
  if (!intent.payment_method_types.includes(paymentMethod.type)) {
    throw invalidRequest(
      `The provided PaymentMethod type (${paymentMethod.type}) is not allowed on this ${intentLabel}: it allows ${intent.payment_method_types.join(', ')}.`,
      { code: 'payment_intent_incompatible_payment_method', param: 'payment_method' },
    );
  }
  if (paymentMethod.customer !== null && paymentMethod.customer !== intent.customer) {
    throw invalidRequest(
      `The provided PaymentMethod belongs to customer ${paymentMethod.customer}, not to this ${intentLabel}'s.`,
      { param: 'payment_method' },
    );
  }
  return paymentMethod;
}
