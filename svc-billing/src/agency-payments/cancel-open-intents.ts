import type Stripe from 'stripe';
import { transaction, type Logger, type Sql } from '@portal/service-kit';
import type { PaymentProvider } from './payment-provider.js';

/** Our payments the provider may still collect, and which Stripe still lets us cancel. */
const OPEN_AT_PROVIDER = ['VALIDATION', 'PENDING'] as const;

async function openIntentsOf(sql: Sql, invoiceId: string): Promise<string[]> {
  const rows = await transaction(
    sql,
    { kind: 'platform' },
    (tx) => tx<{ intentId: string }[]>`
      select p.provider_intent_id as intent_id from agency_payments p
       where p.invoice_id = ${invoiceId} and p.provider_intent_id is not null and p.status in ${tx(OPEN_AT_PROVIDER)}`,
  );
  return rows.map((row) => row.intentId);
}

const alreadyOver = (error: unknown) =>
  (error as Stripe.errors.StripeError | undefined)?.code === 'payment_intent_unexpected_state';

/**
 * Once an invoice is paid otherwise (a cheque, a transfer validated by hand), or before it is paid
 * anew by card from Mes factures, the card payments of it still waiting at Stripe (the payer left the
 * bank's page, a card form abandoned) are cancelled there, so that nobody confirms them later and
 * pays twice. Stripe's `payment_intent.canceled` then
 * puts each in error, 'Paiement annulé'. An intent that went on meanwhile (succeeded, processing) is
 * left to its events and said in the log: that payment is then to be refunded by hand.
 */
export async function cancelOpenIntents(
  deps: { sql: Sql; payments: PaymentProvider; logger: Logger },
  invoiceId: string,
): Promise<void> {
  for (const intentId of await openIntentsOf(deps.sql, invoiceId)) {
    try {
      await deps.payments.stripe.paymentIntents.cancel(
        intentId,
        { cancellation_reason: 'duplicate' },
        { idempotencyKey: `cancel-${intentId}` },
      );
      deps.logger.info({ invoiceId, intentId }, 'open card payment cancelled');
    } catch (error) {
      const reason = alreadyOver(error) ? 'no longer cancellable' : 'provider unreachable';
      deps.logger.warn({ invoiceId, intentId, err: error, reason }, 'open card payment not cancelled');
    }
  }
}
