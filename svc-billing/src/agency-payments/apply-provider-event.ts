import type Stripe from 'stripe';
import { fr, FINAL_PAYMENT_ITEM_STATUSES, moneyToCents } from '@portal/contracts';
import { transaction, type Logger, type Sql, type Tx } from '@portal/service-kit';
import { findPaymentByIntent, updatePaymentState } from './repo.js';
import { settleInvoice } from './settle-invoice.js';

type Outcome = 'applied' | 'paid' | 'ignored-type' | 'unknown-intent' | 'foreign' | 'amount-mismatch' | 'already-final';

/** What each payment intent event makes of our payment item (02 §4), when it is not final yet. */
function stateOf(type: string, intent: Stripe.PaymentIntent): Parameters<typeof updatePaymentState>[2] | undefined {
  switch (type) {
    case 'payment_intent.succeeded':
      return { status: 'VALIDATED', requiresAuthentication: false, error: null };
    case 'payment_intent.requires_action':
      return { status: 'PENDING', requiresAuthentication: true, error: null };
    case 'payment_intent.processing':
      return { status: 'PROCESSING', requiresAuthentication: false, error: null };
    case 'payment_intent.payment_failed':
      return { status: 'ERROR', requiresAuthentication: false, error: refusalOf(intent.last_payment_error) };
    case 'payment_intent.canceled':
      return { status: 'ERROR', requiresAuthentication: false, error: fr.PAYMENT_CANCELLED };
    default:
      return undefined;
  }
}

/** The provider's refusal in the words of 02 §8. */
function refusalOf(error: Stripe.PaymentIntent.LastPaymentError | null): string {
  if (error?.code === 'authentication_required') return fr.PAYMENT_AUTHENTICATION_REQUIRED;
  if (error?.code === 'card_declined' || error?.code === 'payment_intent_authentication_failure') {
    return fr.PAYMENT_NOT_COLLECTED;
  }
  return fr.PAYMENT_ERROR;
}

const isIntentEvent = (event: Stripe.Event): event is Stripe.Event & { data: { object: Stripe.PaymentIntent } } =>
  event.type.startsWith('payment_intent.');

async function applyIntentEvent(tx: Tx, event: Stripe.Event, logger: Logger): Promise<Outcome> {
  if (!isIntentEvent(event)) return 'ignored-type';
  const intent = event.data.object;
  const state = stateOf(event.type, intent);
  if (!state) return 'ignored-type';
  const payment = await findPaymentByIntent(tx, intent.id);
  if (!payment) return 'unknown-intent';
  if (intent.metadata?.agencyId !== payment.agencyId || intent.metadata?.paymentId !== payment.id) {
    logger.warn({ eventId: event.id, intentId: intent.id, paymentId: payment.id }, 'provider event of another payment');
    return 'foreign';
  }
  if (FINAL_PAYMENT_ITEM_STATUSES.includes(payment.status)) return 'already-final';
  if (state.status === 'VALIDATED' && intent.amount_received !== moneyToCents(payment.amount)) return 'amount-mismatch';
  await updatePaymentState(tx, payment.id, state);
  if (state.status !== 'VALIDATED') return 'applied';
  return (await settleInvoice(tx, payment)) ? 'paid' : 'applied';
}

/**
 * One verified provider event, applied once (02 §4, issue 15): its id is recorded in the same
 * transaction as its effect, so a replayed or redelivered event changes nothing; an event for a
 * payment whose metadata names another agency or payment, an amount that does not match, or a state
 * older than a final one are recorded and ignored.
 */
export async function applyProviderEvent(
  sql: Sql,
  event: Stripe.Event,
  logger: Logger,
): Promise<{ duplicate: boolean; outcome: Outcome | 'duplicate' }> {
  return transaction(sql, { kind: 'platform' }, async (tx) => {
    const [fresh] = await tx`
      insert into provider_events (id, type, outcome) values (${event.id}, ${event.type}, 'received')
      on conflict (id) do nothing returning id`;
    if (!fresh) return { duplicate: true, outcome: 'duplicate' as const };
    const outcome = await applyIntentEvent(tx, event, logger);
    await tx`update provider_events set outcome = ${outcome} where id = ${event.id}`;
    logger.info({ eventId: event.id, type: event.type, outcome }, 'provider event applied');
    return { duplicate: false, outcome };
  });
}
