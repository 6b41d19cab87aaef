import {
  startConsumer,
  type EventConsumer,
  type EventHandlers,
  type Logger,
  type NatsConnection,
  type Sql,
} from '@portal/service-kit';
import { followCustomer } from './follow-customer.js';

export const CUSTOMER_USERS_DURABLE = 'identity--customer-users';

/**
 * Billing's customer events, kept as the customer users of the contacts with portal access
 * (DOMAIN-MAP). Each event carries every contact that has access now, so created, updated and
 * archived all make identity match it; the kit's inbox gives a redelivered event no second effect.
 */
export function customerEventHandlers(logger: Logger) {
  const handle = (archived: boolean) =>
    (async (tx, event) => {
      const outcome = await followCustomer(tx, event, archived, logger);
      logger.info({ eventId: event.id, customerId: event.payload.customerId, outcome }, 'customer users followed');
    }) satisfies EventHandlers['billing.customer.updated'];
  return {
    'billing.customer.created': handle(false),
    'billing.customer.updated': handle(false),
    'billing.customer.archived': handle(true),
  } satisfies EventHandlers;
}

/** The durable consumer of billing's stream that gives customer contacts their login accounts. */
export function startCustomerUsers(options: { sql: Sql; nc: NatsConnection; logger: Logger }): Promise<EventConsumer> {
  return startConsumer({
    ...options,
    durable: CUSTOMER_USERS_DURABLE,
    stream: 'BILLING',
    handlers: customerEventHandlers(options.logger),
  });
}
