import type { CustomerPayload, EventEnvelope } from '@portal/contracts';
import {
  startConsumer,
  type EventHandlers,
  type Logger,
  type NatsConnection,
  type Sql,
  type Tx,
} from '@portal/service-kit';
import { applyCustomerEvent } from './repo.js';

export const CUSTOMER_READ_MODEL_DURABLE = 'operations--customer-read-model';

/**
 * Billing's customer events, kept as operations' read model for site pickers and planning
 * (DOMAIN-MAP). The kit applies each event once (inbox row in the same transaction); an event older
 * than the one already applied to the customer is ignored, so a retried event never rolls it back.
 */
export function customerEventHandlers(logger: Logger) {
  const apply = async (tx: Tx, event: EventEnvelope<CustomerPayload>) => {
    const { payload } = event;
    const applied = await applyCustomerEvent(tx, payload, new Date(event.occurredAt));
    if (!applied) {
      logger.info({ eventId: event.id, customerId: payload.customerId }, 'stale customer event ignored');
    }
  };
  return {
    'billing.customer.created': apply,
    'billing.customer.updated': apply,
    'billing.customer.archived': apply,
  } satisfies EventHandlers;
}

/** The durable consumer of billing's stream that keeps the customers read model. */
export function startCustomerReadModel(options: { sql: Sql; nc: NatsConnection; logger: Logger }) {
  return startConsumer({
    ...options,
    durable: CUSTOMER_READ_MODEL_DURABLE,
    stream: 'BILLING',
    handlers: customerEventHandlers(options.logger),
  });
}
