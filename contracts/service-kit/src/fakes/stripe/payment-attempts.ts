import { createCharge } from './charges.js';
import type { FakeContext } from './fake-context.js';
import { newId } from './ids.js';
import type { NextAction, PaymentError, PaymentIntent, PaymentMethod } from './objects.js';
import { attachPaymentMethod, findPaymentMethod } from './payment-methods.js';
import { StripeFakeError, invalidRequest } from './stripe-error.js';
import { AUTHENTICATION_REQUIRED, cardOutcome, type CardDecline } from './test-cards.js';
import { sepaOutcome } from './test-ibans.js';

const docUrl = (code: string) => `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`;

export const AUTHENTICATION_FAILURE_MESSAGE =
  'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.';

/** What a 3-D Secure authentication looks like to Stripe.js (here the fake browser script). */
export function threeDSecureAction(ctx: FakeContext, intentId: string): NextAction {
  return {
    type: 'use_stripe_sdk',
    use_stripe_sdk: {
      type: 'three_d_secure_redirect',
      stripe_js: `${ctx.settings.baseUrl}/fake/3ds/${intentId}`,
      source: newId('src'),
    },
  };
}

/**
 * One payment attempt with `paymentMethod`, by what its test card or IBAN does: succeeded,
 * `requires_action` (3-D Secure), `processing` (SEPA), or a 402 card error after which the intent
 * `requires_payment_method` again.
 */
export function attemptPayment(
  ctx: FakeContext,
  paymentIntent: PaymentIntent,
  paymentMethod: PaymentMethod,
  offSession: boolean,
): PaymentIntent {
  paymentIntent.payment_method = paymentMethod.id;
  paymentIntent.last_payment_error = null;
  paymentIntent.next_action = null;
  const source = ctx.store.sources.get(paymentMethod.id);
  if (source && 'iban' in source) return startSepaDebit(ctx, paymentIntent, paymentMethod, source.iban);
  const outcome = cardOutcome(source && 'cardNumber' in source ? source.cardNumber : '');
  switch (outcome.kind) {
    case 'succeed':
      return succeedPayment(ctx, paymentIntent, paymentMethod);
    case 'authenticate':
      if (!offSession) {
        paymentIntent.status = 'requires_action';
        paymentIntent.next_action = threeDSecureAction(ctx, paymentIntent.id);
        ctx.emit('payment_intent.requires_action', paymentIntent);
        return paymentIntent;
      }
      if (outcome.offSession === 'unless-set-up' && ctx.store.setUpForOffSession.has(paymentMethod.id)) {
        return succeedPayment(ctx, paymentIntent, paymentMethod);
      }
      return declinePayment(ctx, paymentIntent, paymentMethod, AUTHENTICATION_REQUIRED, false);
    case 'decline':
      return declinePayment(ctx, paymentIntent, paymentMethod, outcome.decline, true);
  }
}

function succeedPayment(ctx: FakeContext, paymentIntent: PaymentIntent, paymentMethod: PaymentMethod): PaymentIntent {
  const charge = createCharge(ctx, paymentIntent, paymentMethod);
  Object.assign(paymentIntent, {
    status: 'succeeded',
    amount_received: paymentIntent.amount,
    latest_charge: charge.id,
    next_action: null,
    last_payment_error: null,
  });
  if (paymentIntent.setup_future_usage && paymentIntent.customer) {
    attachPaymentMethod(ctx, paymentMethod.id, paymentIntent.customer);
    if (paymentIntent.setup_future_usage === 'off_session') ctx.store.setUpForOffSession.add(paymentMethod.id);
  }
  ctx.emit('payment_intent.succeeded', paymentIntent);
  return paymentIntent;
}

/** Back to `requires_payment_method` with `error` as `last_payment_error`, announced as failed. */
function failPayment(ctx: FakeContext, paymentIntent: PaymentIntent, error: PaymentError): void {
  Object.assign(paymentIntent, {
    status: 'requires_payment_method',
    payment_method: null,
    next_action: null,
    last_payment_error: error,
    ...(error.charge ? { latest_charge: error.charge } : {}),
  });
  ctx.emit('payment_intent.payment_failed', paymentIntent);
}

function declinePayment(
  ctx: FakeContext,
  paymentIntent: PaymentIntent,
  paymentMethod: PaymentMethod,
  decline: CardDecline,
  withCharge: boolean,
): never {
  const charge = withCharge
    ? createCharge(ctx, paymentIntent, paymentMethod, { code: decline.code, message: decline.message })
    : undefined;
  const error: PaymentError = {
    type: 'card_error',
    code: decline.code,
    ...(decline.declineCode ? { decline_code: decline.declineCode } : {}),
    message: decline.message,
    ...(charge ? { charge: charge.id } : {}),
    doc_url: docUrl(decline.code),
    payment_method: structuredClone(paymentMethod),
    payment_method_type: paymentMethod.type,
  };
  failPayment(ctx, paymentIntent, error);
  throw new StripeFakeError(402, { ...error, payment_intent: structuredClone(paymentIntent) });
}

function startSepaDebit(
  ctx: FakeContext,
  paymentIntent: PaymentIntent,
  paymentMethod: PaymentMethod,
  iban: string,
): PaymentIntent {
  paymentIntent.status = 'processing';
  ctx.emit('payment_intent.processing', paymentIntent);
  ctx.later(ctx.settings.sepaProcessingMs, (later) => {
    if (paymentIntent.status !== 'processing') return;
    if (sepaOutcome(iban) === 'succeed') {
      succeedPayment(later, paymentIntent, paymentMethod);
      return;
    }
    const message = "The customer's account has insufficient funds to cover this payment.";
    const charge = createCharge(later, paymentIntent, paymentMethod, { code: 'insufficient_funds', message });
    failPayment(later, paymentIntent, {
      type: 'invalid_request_error',
      code: 'insufficient_funds',
      message,
      charge: charge.id,
      payment_method: structuredClone(paymentMethod),
      payment_method_type: 'sepa_debit',
    });
  });
  return paymentIntent;
}

/** What the 3-D Secure page does: the payment goes through, or fails authentication. */
export function completePaymentAuthentication(
  ctx: FakeContext,
  paymentIntent: PaymentIntent,
  outcome: 'succeed' | 'fail',
): PaymentIntent {
  if (paymentIntent.status !== 'requires_action' || !paymentIntent.payment_method) {
    throw invalidRequest(`This PaymentIntent is not awaiting authentication: its status is ${paymentIntent.status}.`, {
      code: 'payment_intent_unexpected_state',
    });
  }
  const paymentMethod = findPaymentMethod(ctx, paymentIntent.payment_method);
  if (outcome === 'succeed') {
    if (paymentIntent.setup_future_usage === 'off_session') ctx.store.setUpForOffSession.add(paymentMethod.id);
    return succeedPayment(ctx, paymentIntent, paymentMethod);
  }
  failPayment(ctx, paymentIntent, {
    type: 'invalid_request_error',
    code: 'payment_intent_authentication_failure',
    message: AUTHENTICATION_FAILURE_MESSAGE,
    doc_url: docUrl('payment_intent_authentication_failure'),
    payment_method: structuredClone(paymentMethod),
    payment_method_type: paymentMethod.type,
  });
  return paymentIntent;
}
