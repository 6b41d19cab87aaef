import { completeAuthentication, findIntent } from './authentication.js';
import { findCharge } from './charges.js';
import { CUSTOMER_PARAMS, createCustomer, findCustomer, updateCustomer } from './customers.js';
import type { FakeContext } from './fake-context.js';
import type { Params } from './params.js';
import {
  PAYMENT_INTENT_CANCEL_PARAMS,
  PAYMENT_INTENT_CONFIRM_PARAMS,
  PAYMENT_INTENT_CREATE_PARAMS,
  cancelPaymentIntent,
  confirmPaymentIntent,
  createPaymentIntent,
  findPaymentIntent,
} from './payment-intents.js';
import { attachPaymentMethod, detachPaymentMethod, findPaymentMethod, listPaymentMethods } from './payment-methods.js';
import { REFUND_PARAMS, createRefund } from './refunds.js';
import { missingParam } from './stripe-error.js';
import {
  SETUP_INTENT_CONFIRM_PARAMS,
  SETUP_INTENT_CREATE_PARAMS,
  confirmSetupIntent,
  createSetupIntent,
  findSetupIntent,
} from './setup-intents.js';

/**
 * Who may call a route: `secret` a secret key (`sk_test_…`); `secret-or-client-secret` also a
 * publishable key (`pk_test_…`) presenting the intent's `client_secret`; `client-secret` anyone
 * presenting it (the fake 3-D Secure page).
 */
export type RouteAccess = 'secret' | 'secret-or-client-secret' | 'client-secret';

export type FakeRoute = {
  method: 'GET' | 'POST';
  /** Hono's pattern; `:id` is the object the call is about. */
  path: string;
  access: RouteAccess;
  /** The parameters it knows (besides `expand`): any other is refused like Stripe refuses it. */
  params: readonly string[];
  handle: (ctx: FakeContext, call: { id: string; params: Params }) => object;
};

const LIST_PARAMS = ['limit', 'starting_after', 'ending_before'];

/** The part of Stripe's API the fake answers. */
export const FAKE_ROUTES: readonly FakeRoute[] = [
  {
    method: 'POST',
    path: '/v1/customers',
    access: 'secret',
    params: CUSTOMER_PARAMS,
    handle: (ctx, { params }) => createCustomer(ctx, params),
  },
  {
    method: 'GET',
    path: '/v1/customers/:id',
    access: 'secret',
    params: [],
    handle: (ctx, { id }) => findCustomer(ctx, id),
  },
  {
    method: 'POST',
    path: '/v1/customers/:id',
    access: 'secret',
    params: CUSTOMER_PARAMS,
    handle: (ctx, { id, params }) => updateCustomer(ctx, id, params),
  },
  {
    method: 'GET',
    path: '/v1/customers/:id/payment_methods',
    access: 'secret',
    params: ['type', ...LIST_PARAMS],
    handle: (ctx, { id, params }) => listPaymentMethods(ctx, params, id),
  },
  {
    method: 'POST',
    path: '/v1/payment_intents',
    access: 'secret',
    params: PAYMENT_INTENT_CREATE_PARAMS,
    handle: (ctx, { params }) => createPaymentIntent(ctx, params),
  },
  {
    method: 'GET',
    path: '/v1/payment_intents/:id',
    access: 'secret-or-client-secret',
    params: ['client_secret'],
    handle: (ctx, { id }) => findPaymentIntent(ctx, id),
  },
  {
    method: 'POST',
    path: '/v1/payment_intents/:id/confirm',
    access: 'secret-or-client-secret',
    params: PAYMENT_INTENT_CONFIRM_PARAMS,
    handle: (ctx, { id, params }) => confirmPaymentIntent(ctx, id, params),
  },
  {
    method: 'POST',
    path: '/v1/payment_intents/:id/cancel',
    access: 'secret',
    params: PAYMENT_INTENT_CANCEL_PARAMS,
    handle: (ctx, { id, params }) => cancelPaymentIntent(ctx, id, params),
  },
  {
    method: 'POST',
    path: '/v1/setup_intents',
    access: 'secret',
    params: SETUP_INTENT_CREATE_PARAMS,
    handle: (ctx, { params }) => createSetupIntent(ctx, params),
  },
  {
    method: 'GET',
    path: '/v1/setup_intents/:id',
    access: 'secret-or-client-secret',
    params: ['client_secret'],
    handle: (ctx, { id }) => findSetupIntent(ctx, id),
  },
  {
    method: 'POST',
    path: '/v1/setup_intents/:id/confirm',
    access: 'secret-or-client-secret',
    params: SETUP_INTENT_CONFIRM_PARAMS,
    handle: (ctx, { id, params }) => confirmSetupIntent(ctx, id, params),
  },
  {
    method: 'GET',
    path: '/v1/payment_methods',
    access: 'secret',
    params: ['customer', 'type', ...LIST_PARAMS],
    handle: (ctx, { params }) => listPaymentMethods(ctx, params),
  },
  {
    method: 'GET',
    path: '/v1/payment_methods/:id',
    access: 'secret',
    params: [],
    handle: (ctx, { id }) => findPaymentMethod(ctx, id),
  },
  {
    method: 'POST',
    path: '/v1/payment_methods/:id/attach',
    access: 'secret',
    params: ['customer'],
    handle: (ctx, { id, params }) => attachPaymentMethod(ctx, id, params.requiredString('customer')),
  },
  {
    method: 'POST',
    path: '/v1/payment_methods/:id/detach',
    access: 'secret',
    params: [],
    handle: (ctx, { id }) => detachPaymentMethod(ctx, id),
  },
  {
    method: 'GET',
    path: '/v1/charges/:id',
    access: 'secret',
    params: [],
    handle: (ctx, { id }) => findCharge(ctx, id),
  },
  {
    method: 'POST',
    path: '/v1/refunds',
    access: 'secret',
    params: REFUND_PARAMS,
    handle: (ctx, { params }) => createRefund(ctx, params),
  },
  {
    // Not Stripe's: what the fake 3-D Secure page posts when the payer clicks Complete or Fail.
    method: 'POST',
    path: '/fake/3ds/:id',
    access: 'client-secret',
    params: ['client_secret', 'outcome'],
    handle: (ctx, { id, params }) => {
      const outcome = params.choice('outcome', ['succeed', 'fail'] as const);
      if (!outcome) throw missingParam('outcome');
      return completeAuthentication(ctx, id, outcome);
    },
  },
];

/** The client secret that opens the intent `id` to the browser. */
export function clientSecretOf(ctx: FakeContext, id: string): string {
  return findIntent(ctx, id).client_secret;
}
