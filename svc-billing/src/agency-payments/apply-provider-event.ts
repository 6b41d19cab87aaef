import type Stripe from 'stripe';
import { fr, FINAL_PAYMENT_ITEM_STATUSES, moneyToCents } from '@portal/contracts';
import { transaction, type Logger, type Sql, type Tx } from '@portal/service-kit';
import { queueRenewalRefusal } from '../agency-mails/repo.js';
import { applyPaymentMethodEvent, type MethodEventOutcome } from '../payment-methods/apply-method-event.js';
import { refundPayment, type RefundOutcome } from './refund-payment.js';
import { findPaymentForIntent, updatePaymentState } from './repo.js';
import { settleInvoice } from './settle-invoice.js';

export type IntentOutcome =
  'applied' | 'paid' | 'ignored-type' | 'unknown-intent' | 'foreign' | 'amount-mismatch' | 'already-final';
type Outcome = IntentOutcome | MethodEventOutcome | RefundOutcome;

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

/**
 * What a payment intent's state makes of our payment (an event's type, or the one its current status
 * stands for when `GET payments-fix` reads it again): applied unless it is final, another payment's,
 * or an amount that does not match.
 */
export async function applyIntentState(
  tx: Tx,
  type: string,
  intent: Stripe.PaymentIntent,
  logger: Logger,
): Promise<IntentOutcome> {
  const state = stateOf(type, intent);
  if (!state) return 'ignored-type';
  const payment = await findPaymentForIntent(tx, intent);
  if (!payment) return 'unknown-intent';
  if (intent.metadata?.agencyId !== payment.agencyId || intent.metadata?.paymentId !== payment.id) {
    logger.warn({ type, intentId: intent.id, paymentId: payment.id }, 'provider event of another payment');
    return 'foreign';
  }
  if (FINAL_PAYMENT_ITEM_STATUSES.includes(payment.status)) return 'already-final';
  if (state.status === 'VALIDATED' && intent.amount_received !== moneyToCents(payment.amount)) return 'amount-mismatch';
  await updatePaymentState(tx, payment.id, state);
  if (state.status === 'ERROR') await queueRenewalRefusal(tx, payment.invoiceId);
  if (state.status !== 'VALIDATED') return 'applied';
  if (payment.invoiceStatus !== 100) {
    // Paid otherwise, or cancelled by a credit note, before this card went through (its cancellation
    // came too late): the money is the agency's, nothing is granted.
    logger.warn(
      { intentId: intent.id, paymentId: payment.id, invoiceId: payment.invoiceId },
      payment.invoiceStatus === 200
        ? 'payment of an invoice already paid: to refund'
        : 'payment of a cancelled invoice: to refund',
    );
  }
  return (await settleInvoice(tx, payment)) ? 'paid' : 'applied';
}

/**
 * Payment intents' events move payments, a charge refunded unpays one; set-ups' and payment methods'
 * move the saved methods.
 */
function applyEvent(tx: Tx, event: Stripe.Event, logger: Logger): Promise<Outcome> {
  if (isIntentEvent(event)) return applyIntentState(tx, event.type, event.data.object, logger);
  if (event.type === 'charge.refunded') return refundPayment(tx, event.data.object, logger);
  return applyPaymentMethodEvent(tx, event, logger);
}

/**
 * One verified provider event, applied once (02 §4, issue 15): a payment intent's (the payment) or a
 * set-up's and a payment method's (the agency's saved methods). Its id is recorded in the same
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
    const outcome = await applyEvent(tx, event, logger);
    await tx`update provider_events set outcome = ${outcome} where id = ${event.id}`;
    logger.info({ eventId: event.id, type: event.type, outcome }, 'provider event applied');
    return { duplicate: false, outcome };
  });
}
