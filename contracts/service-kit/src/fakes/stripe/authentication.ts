import type { FakeContext } from './fake-context.js';
import type { PaymentIntent, SetupIntent } from './objects.js';
import { completePaymentAuthentication } from './payment-attempts.js';
import { findPaymentIntent } from './payment-intents.js';
import { completeSetupAuthentication, findSetupIntent } from './setup-intents.js';

export type AuthenticationOutcome = 'succeed' | 'fail';

/** A payment or set-up intent by its id (`pi_…` or `seti_…`). */
export function findIntent(ctx: FakeContext, id: string): PaymentIntent | SetupIntent {
  return id.startsWith('seti_') ? findSetupIntent(ctx, id) : findPaymentIntent(ctx, id);
}

/** The end of a 3-D Secure authentication of the intent `id`, as the test page reports it. */
export function completeAuthentication(
  ctx: FakeContext,
  id: string,
  outcome: AuthenticationOutcome,
): PaymentIntent | SetupIntent {
  const intent = findIntent(ctx, id);
  return intent.object === 'setup_intent'
    ? completeSetupAuthentication(ctx, intent, outcome)
    : completePaymentAuthentication(ctx, intent, outcome);
}
