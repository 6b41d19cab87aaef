import { findCustomer } from './customers.js';
import type { FakeContext } from './fake-context.js';
import { newClientSecret, newId, unixNow } from './ids.js';
import type { PaymentError, PaymentMethod, SetupIntent } from './objects.js';
import type { Params } from './params.js';
import { threeDSecureAction } from './payment-attempts.js';
import { paymentMethodTypesFrom } from './payment-method-types.js';
import { attachPaymentMethod, findPaymentMethod } from './payment-methods.js';
import { paymentMethodOnCreation, resolvePaymentMethod } from './resolve-payment-method.js';
import { StripeFakeError, invalidRequest, noSuch } from './stripe-error.js';
import { cardOutcome } from './test-cards.js';

const CONFIRM_PARAMS = [
  'payment_method',
  'payment_method_data',
  'return_url',
  'mandate_data',
  'allowed_payment_method_types',
  'payment_method_types',
];
export const SETUP_INTENT_CONFIRM_PARAMS = [...CONFIRM_PARAMS, 'client_secret'];
export const SETUP_INTENT_CREATE_PARAMS = [
  ...CONFIRM_PARAMS,
  'customer',
  'excluded_payment_method_types',
  'automatic_payment_methods',
  'usage',
  'metadata',
  'description',
  'confirm',
];

export const SETUP_AUTHENTICATION_FAILURE_MESSAGE =
  'The latest attempt to set up the payment method has failed because authentication failed.';

export function findSetupIntent(ctx: FakeContext, id: string): SetupIntent {
  const setupIntent = ctx.store.setupIntents.get(id);
  if (!setupIntent) throw noSuch('setupintent', id);
  return setupIntent;
}

export function createSetupIntent(ctx: FakeContext, params: Params): SetupIntent {
  const customer = params.optionalString('customer');
  if (customer) findCustomer(ctx, customer, 'customer');
  const { id: paymentMethod, rest } = paymentMethodOnCreation(ctx, params);
  const types = paymentMethodTypesFrom(params);
  const id = newId('seti');
  const setupIntent: SetupIntent = {
    id,
    object: 'setup_intent',
    ...types,
    cancellation_reason: null,
    client_secret: newClientSecret(id),
    created: unixNow(),
    customer,
    description: params.optionalString('description'),
    last_setup_error: null,
    livemode: false,
    mandate: null,
    metadata: params.record('metadata') ?? {},
    next_action: null,
    payment_method: paymentMethod,
    status: paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
    usage: params.choice('usage', ['on_session', 'off_session'] as const) ?? 'off_session',
  };
  ctx.store.setupIntents.set(id, setupIntent);
  ctx.emit('setup_intent.created', setupIntent);
  return params.boolean('confirm') ? confirmSetupIntent(ctx, id, rest) : setupIntent;
}

const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

/**
 * Saves the payment method for later: a card (3-D Secure cards first `requires_action`; cards that
 * decline even a verification refuse with 402) or a SEPA IBAN, whose mandate is then accepted.
 */
export function confirmSetupIntent(ctx: FakeContext, id: string, params: Params): SetupIntent {
  const setupIntent = findSetupIntent(ctx, id);
  if (!CONFIRMABLE.includes(setupIntent.status)) {
    throw invalidRequest(`You cannot confirm this SetupIntent because it has a status of ${setupIntent.status}.`, {
      code: 'setup_intent_unexpected_state',
    });
  }
  if (params.has('allowed_payment_method_types') || params.has('payment_method_types')) {
    Object.assign(setupIntent, paymentMethodTypesFrom(params));
  }
  const paymentMethod = resolvePaymentMethod(ctx, params, setupIntent, 'SetupIntent');
  Object.assign(setupIntent, { payment_method: paymentMethod.id, last_setup_error: null, next_action: null });
  const source = ctx.store.sources.get(paymentMethod.id);
  if (!source || 'iban' in source) return succeedSetup(ctx, setupIntent, paymentMethod);
  const outcome = cardOutcome(source.cardNumber);
  if (outcome.kind === 'authenticate') {
    setupIntent.status = 'requires_action';
    setupIntent.next_action = threeDSecureAction(ctx, setupIntent.id);
    ctx.emit('setup_intent.requires_action', setupIntent);
    return setupIntent;
  }
  if (outcome.kind === 'decline' && outcome.onSetUp) {
    const error: PaymentError = {
      type: 'card_error',
      code: outcome.decline.code,
      ...(outcome.decline.declineCode ? { decline_code: outcome.decline.declineCode } : {}),
      message: outcome.decline.message,
      payment_method: structuredClone(paymentMethod),
      payment_method_type: paymentMethod.type,
    };
    failSetup(ctx, setupIntent, error);
    throw new StripeFakeError(402, { ...error, setup_intent: structuredClone(setupIntent) });
  }
  return succeedSetup(ctx, setupIntent, paymentMethod);
}

function succeedSetup(ctx: FakeContext, setupIntent: SetupIntent, paymentMethod: PaymentMethod): SetupIntent {
  if (setupIntent.customer) attachPaymentMethod(ctx, paymentMethod.id, setupIntent.customer);
  if (setupIntent.usage === 'off_session') ctx.store.setUpForOffSession.add(paymentMethod.id);
  Object.assign(setupIntent, {
    status: 'succeeded',
    payment_method: paymentMethod.id,
    next_action: null,
    mandate: paymentMethod.type === 'sepa_debit' ? newId('mandate') : null,
  });
  ctx.emit('setup_intent.succeeded', setupIntent);
  return setupIntent;
}

function failSetup(ctx: FakeContext, setupIntent: SetupIntent, error: PaymentError): void {
  Object.assign(setupIntent, {
    status: 'requires_payment_method',
    payment_method: null,
    next_action: null,
    last_setup_error: error,
  });
  ctx.emit('setup_intent.setup_failed', setupIntent);
}

/** What the 3-D Secure page does for a set-up: the card is saved, or authentication fails. */
export function completeSetupAuthentication(
  ctx: FakeContext,
  setupIntent: SetupIntent,
  outcome: 'succeed' | 'fail',
): SetupIntent {
  if (setupIntent.status !== 'requires_action' || !setupIntent.payment_method) {
    throw invalidRequest(`This SetupIntent is not awaiting authentication: its status is ${setupIntent.status}.`, {
      code: 'setup_intent_unexpected_state',
    });
  }
  const paymentMethod = findPaymentMethod(ctx, setupIntent.payment_method);
  if (outcome === 'succeed') return succeedSetup(ctx, setupIntent, paymentMethod);
  failSetup(ctx, setupIntent, {
    type: 'invalid_request_error',
    code: 'setup_intent_authentication_failure',
    message: SETUP_AUTHENTICATION_FAILURE_MESSAGE,
    payment_method: structuredClone(paymentMethod),
    payment_method_type: paymentMethod.type,
  });
  return setupIntent;
}
