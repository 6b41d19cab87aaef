import { fr } from '@portal/contracts';
import type { Logger, Sql, Tx } from '@portal/service-kit';
import { queueRenewalRefusal } from '../agency-mails/repo.js';
import { createOffSessionIntent } from '../agency-payments/off-session-intent.js';
import type { PaymentProvider } from '../agency-payments/payment-provider.js';
import { attachProviderIntent, markProcessing, updatePaymentState } from '../agency-payments/repo.js';
import { agencyMethods } from '../payment-methods/agency-methods.js';

export type RenewalChargeDeps = { sql: Sql; payments: PaymentProvider; logger: Logger };

type WaitingCharge = {
  paymentId: string;
  invoiceId: string;
  agencyId: string;
  amount: string;
  method: 'CARD' | 'SEPA';
};

/** At most this many charges a run: the rest wait for the next minute. */
const BATCH = 20;

/** Renewal payments to charge: opened by `renewSubscriptions`, not sent to Stripe yet (or its answer lost). */
async function waitingCharges(tx: Tx): Promise<WaitingCharge[]> {
  return tx<WaitingCharge[]>`
    select p.id as payment_id, p.invoice_id, p.agency_id, p.amount::text, p.method
      from agency_payments p join agency_invoices i on i.id = p.invoice_id
     where i.renewal_of is not null and i.status = 100 and p.status = 'PENDING'
       and p.provider_intent_id is null and p.method in ('CARD', 'SEPA')
     order by p.created_at
     limit ${BATCH}
       for update of p skip locked`;
}

/**
 * One renewal charged off session on the agency's default method (when it is still of the payment's
 * type and usable). The idempotency key is the payment's, as at checkout: a run retried after a crash
 * gets the same intent back, never a second charge. Stripe's events then move the payment (validated:
 * the invoice is paid and identity extends the period; refused: in error with Stripe's reason); a
 * SEPA debit is processing until the bank settles it, days later.
 */
async function charge(
  deps: RenewalChargeDeps,
  tx: Tx,
  waiting: WaitingCharge,
): Promise<'sent' | 'no-method' | 'retry'> {
  const { account, defaultMethod } = await agencyMethods(deps, waiting.agencyId, {
    scope: { kind: 'platform' },
    audit: null,
  });
  if (!account || !defaultMethod?.enabled || defaultMethod.type !== waiting.method) {
    await updatePaymentState(tx, waiting.paymentId, {
      status: 'ERROR',
      requiresAuthentication: false,
      error: fr.PAYMENT_NO_DEFAULT_METHOD,
    });
    await queueRenewalRefusal(tx, waiting.invoiceId);
    return 'no-method';
  }
  try {
    const intent = await createOffSessionIntent(deps.payments.stripe, {
      ...waiting,
      customerId: account.providerCustomerId,
      paymentMethodId: defaultMethod.id,
    });
    await attachProviderIntent(tx, waiting.paymentId, intent.id, intent.client_secret ?? '');
    // A SEPA debit is under way from Stripe's answer on, as at checkout: no second charge meanwhile.
    if (intent.status === 'processing') await markProcessing(tx, waiting.paymentId);
    return 'sent';
  } catch (error) {
    deps.logger.warn(
      { err: error, paymentId: waiting.paymentId },
      'renewal not charged: Stripe out of reach, tried again',
    );
    return 'retry';
  }
}

/**
 * Job `billing.agency-renewal-charges` (every minute, in the transaction that claims the
 * occurrence): the renewal payments waiting are charged. Their rows stay locked until the
 * transaction commits, so a webhook about one waits for its intent to be attached.
 */
export function chargeRenewals(deps: RenewalChargeDeps) {
  return async (tx: Tx) => {
    const counts = { sent: 0, 'no-method': 0, retry: 0 };
    for (const waiting of await waitingCharges(tx)) counts[await charge(deps, tx, waiting)] += 1;
    return counts;
  };
}
