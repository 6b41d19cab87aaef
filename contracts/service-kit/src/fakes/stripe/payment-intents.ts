import { findCustomer } from './customers.js';
import type { FakeContext } from './fake-context.js';
import { newClientSecret, newId, unixNow } from './ids.js';
import type { PaymentIntent } from './objects.js';
import type { Params } from './params.js';
import { attemptPayment } from './payment-attempts.js';
import { paymentMethodTypesFrom } from './payment-method-types.js';
import { paymentMethodOnCreation, resolvePaymentMethod } from './resolve-payment-method.js';
import { invalidRequest, noSuch } from './stripe-error.js';

const CONFIRM_PARAMS = [
  'payment_method',
  'payment_method_data',
  'off_session',
  'setup_future_usage',
  'return_url',
  'allowed_payment_method_types',
  'payment_method_types',
];
export const PAYMENT_INTENT_CONFIRM_PARAMS = [...CONFIRM_PARAMS, 'client_secret'];
export const PAYMENT_INTENT_CREATE_PARAMS = [
  ...CONFIRM_PARAMS,
  'amount',
  'currency',
  'customer',
  'metadata',
  'description',
  'excluded_payment_method_types',
  'automatic_payment_methods',
  'confirm',
  'receipt_email',
  'statement_descriptor',
];
export const PAYMENT_INTENT_CANCEL_PARAMS = ['cancellation_reason'];

const CANCELLATION_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'] as const;
const SETUP_FUTURE_USAGES = ['on_session', 'off_session'] as const;

export function findPaymentIntent(ctx: FakeContext, id: string): PaymentIntent {
  const paymentIntent = ctx.store.paymentIntents.get(id);
  if (!paymentIntent) throw noSuch('payment_intent', id);
  return paymentIntent;
}

/** `off_session`: a boolean, or (stripe@23) `one_off` / `recurring`, both off session. */
function offSession(params: Params): boolean | undefined {
  const value = params.string('off_session');
  if (value === undefined) return undefined;
  if (value === 'true' || value === 'one_off' || value === 'recurring') return true;
  if (value === 'false') return false;
  throw invalidRequest(`Invalid off_session: ${value}`, { param: 'off_session' });
}

export function createPaymentIntent(ctx: FakeContext, params: Params): PaymentIntent {
  const amount = params.requiredInteger('amount');
  if (amount < 50) {
    throw invalidRequest('Amount must be at least 50 cents', { code: 'amount_too_small', param: 'amount' });
  }
  const currency = params.requiredString('currency').toLowerCase();
  const customer = params.optionalString('customer');
  if (customer) findCustomer(ctx, customer, 'customer');
  const confirm = params.boolean('confirm') ?? false;
  if (offSession(params) !== undefined && !confirm) {
    throw invalidRequest('You may only specify `off_session` when `confirm` is true.', { param: 'off_session' });
  }
  const { id: paymentMethod, rest } = paymentMethodOnCreation(ctx, params);
  const types = paymentMethodTypesFrom(params);
  const id = newId('pi');
  const paymentIntent: PaymentIntent = {
    id,
    object: 'payment_intent',
    ...types,
    amount,
    amount_capturable: 0,
    amount_received: 0,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: newClientSecret(id),
    confirmation_method: 'automatic',
    created: unixNow(),
    currency,
    customer,
    description: params.optionalString('description'),
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: params.record('metadata') ?? {},
    next_action: null,
    payment_method: paymentMethod,
    receipt_email: params.optionalString('receipt_email'),
    setup_future_usage: params.choice('setup_future_usage', SETUP_FUTURE_USAGES) ?? null,
    statement_descriptor: params.optionalString('statement_descriptor'),
    status: paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
  };
  ctx.store.paymentIntents.set(id, paymentIntent);
  ctx.emit('payment_intent.created', paymentIntent);
  return confirm ? confirmPaymentIntent(ctx, id, rest) : paymentIntent;
}

const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

export function confirmPaymentIntent(ctx: FakeContext, id: string, params: Params): PaymentIntent {
  const paymentIntent = findPaymentIntent(ctx, id);
  if (!CONFIRMABLE.includes(paymentIntent.status)) {
    throw invalidRequest(`You cannot confirm this PaymentIntent because it has a status of ${paymentIntent.status}.`, {
      code: 'payment_intent_unexpected_state',
    });
  }
  if (params.has('allowed_payment_method_types') || params.has('payment_method_types')) {
    Object.assign(paymentIntent, paymentMethodTypesFrom(params));
  }
  const paymentMethod = resolvePaymentMethod(ctx, params, paymentIntent, 'PaymentIntent');
  const setupFutureUsage = params.choice('setup_future_usage', SETUP_FUTURE_USAGES);
  if (setupFutureUsage) paymentIntent.setup_future_usage = setupFutureUsage;
  return attemptPayment(ctx, paymentIntent, paymentMethod, offSession(params) ?? false);
}

const CANCELABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

export function cancelPaymentIntent(ctx: FakeContext, id: string, params: Params): PaymentIntent {
  const paymentIntent = findPaymentIntent(ctx, id);
  if (!CANCELABLE.includes(paymentIntent.status)) {
    throw invalidRequest(
      `You cannot cancel this PaymentIntent because it has a status of ${paymentIntent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
      { code: 'payment_intent_unexpected_state' },
    );
  }
  Object.assign(paymentIntent, {
    status: 'canceled',
    canceled_at: unixNow(),
    cancellation_reason: params.choice('cancellation_reason', CANCELLATION_REASONS) ?? null,
    next_action: null,
  });
  ctx.emit('payment_intent.canceled', paymentIntent);
  return paymentIntent;
}
