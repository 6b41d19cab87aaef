import type Stripe from 'stripe';
import type { PaymentsFixResult } from '@portal/contracts';
import { transaction, type Logger, type Sql } from '@portal/service-kit';
import { applyIntentState } from '../agency-payments/apply-provider-event.js';
import type { PaymentProvider } from '../agency-payments/payment-provider.js';
import { recordPlatformWrite, type PlatformWriteContext } from '../audit/platform-audit.js';
import { atStripe } from '../payment-methods/provider-methods.js';

export type PaymentsFixDeps = { sql: Sql; payments: PaymentProvider; logger: Logger };

/** The event a payment intent's current status stands for; none while it waits for a payment method. */
export function eventTypeOf(intent: Stripe.PaymentIntent): string | undefined {
  switch (intent.status) {
    case 'succeeded':
      return 'payment_intent.succeeded';
    case 'processing':
      return 'payment_intent.processing';
    case 'requires_action':
      return 'payment_intent.requires_action';
    case 'canceled':
      return 'payment_intent.canceled';
    case 'requires_payment_method':
      return intent.last_payment_error ? 'payment_intent.payment_failed' : undefined;
    default:
      return undefined;
  }
}

/** Stripe's truth for a payment refunded in full: it succeeded, then its charge was refunded. */
const isRefunded = (intent: Stripe.PaymentIntent) =>
  typeof intent.latest_charge === 'object' && intent.latest_charge !== null && intent.latest_charge.refunded;

type Unsettled = { id: string; providerIntentId: string; status: string; requiresAuthentication: boolean };

/**
 * `GET payments-fix` (02 §6 'Fix payment errors'): every agency payment in error, pending or
 * processing that has a Stripe payment intent is read again from Stripe, and its real state applied
 * through the webhook's own code (`applyIntentState`: final payments untouched, metadata and amount
 * checked, an invoice now covered paid and announced once). A lost webhook is so repaired; a payment
 * refunded in full is left in error. Counts the payments whose state changed. The platform audit line is written first, for the attempt.
 */
export async function fixPayments(deps: PaymentsFixDeps, context: PlatformWriteContext): Promise<PaymentsFixResult> {
  const unsettled = await transaction(deps.sql, context.scope, async (tx) => {
    await recordPlatformWrite(tx, context.audit, null);
    return tx<Unsettled[]>`
      select id, provider_intent_id, status, requires_authentication from agency_payments
       where status in ('ERROR', 'PENDING', 'PROCESSING') and provider_intent_id is not null
       order by created_at, id`;
  });
  let fixed = 0;
  for (const payment of unsettled) {
    const intent = await atStripe(`payment intent ${payment.providerIntentId}`, () =>
      deps.payments.stripe.paymentIntents.retrieve(payment.providerIntentId, { expand: ['latest_charge'] }),
    );
    const type = eventTypeOf(intent);
    // A refunded payment (in error since `charge.refunded`) stays so: its intent's success is not taken back.
    if (!type || isRefunded(intent)) continue;
    const changed = await transaction(deps.sql, context.scope, async (tx) => {
      await applyIntentState(tx, type, intent, deps.logger);
      const [after] = await tx<{ status: string; requiresAuthentication: boolean }[]>`
        select status, requires_authentication from agency_payments where id = ${payment.id}`;
      return after?.status !== payment.status || after.requiresAuthentication !== payment.requiresAuthentication;
    });
    if (changed) {
      fixed += 1;
      deps.logger.info({ paymentId: payment.id, intentId: intent.id, type }, 'payment fixed from Stripe');
    }
  }
  return { checked: unsettled.length, fixed };
}
