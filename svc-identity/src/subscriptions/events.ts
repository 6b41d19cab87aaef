import {
  startConsumer,
  type EventConsumer,
  type EventHandlers,
  type Logger,
  type NatsConnection,
  type Sql,
} from '@portal/service-kit';
import { grantPayment } from './grant-payment.js';
import { lockAgency } from './lock-agency.js';

export const PAYMENT_GRANTS_DURABLE = 'identity--payment-grants';

/** Billing's validated payments, granted to the agencies, and their locks (DOMAIN-MAP). */
export function paymentGrantHandlers(logger: Logger) {
  return {
    'billing.payment.validated': (tx, event) => grantPayment(tx, event, logger),
    'billing.subscription.changed': (tx, event) => lockAgency(tx, event, logger),
  } satisfies EventHandlers;
}

/** The durable consumer of billing's stream that grants what agencies paid for. */
export function startPaymentGrants(options: { sql: Sql; nc: NatsConnection; logger: Logger }): Promise<EventConsumer> {
  return startConsumer({
    ...options,
    durable: PAYMENT_GRANTS_DURABLE,
    stream: 'BILLING',
    handlers: paymentGrantHandlers(options.logger),
  });
}
