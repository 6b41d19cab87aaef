import type { EventAlertedPayload, EventEnvelope } from '@portal/contracts';
import {
  startConsumer,
  type EventHandlers,
  type Logger,
  type NatsConnection,
  type Sql,
  type Tx,
} from '@portal/service-kit';
import { alertRecipients, queueAlertMails } from './repo.js';

export const EVENT_ALERTS_DURABLE = 'billing--event-alerts';

/**
 * Operations' events its sites notify (`operations.event.alerted`), each turned into the mails to
 * send (the agency, the customer's contacts who receive the event reports), written with the inbox
 * row: a redelivered event queues nothing twice. The job `billing.event-alert-mails` sends them.
 */
export function eventAlertHandlers(logger: Logger) {
  const alerted = async (tx: Tx, event: EventEnvelope<EventAlertedPayload>) => {
    const queued = await queueAlertMails(tx, event.payload, await alertRecipients(tx, event.payload));
    logger.info({ eventId: event.id, fieldEventId: event.payload.eventId, queued }, 'event alert mails queued');
  };
  return { 'operations.event.alerted': alerted } satisfies EventHandlers;
}

/** The durable consumer of operations' stream that queues the alert mails. */
export function startEventAlerts(options: { sql: Sql; nc: NatsConnection; logger: Logger }) {
  return startConsumer({
    ...options,
    durable: EVENT_ALERTS_DURABLE,
    stream: 'OPERATIONS',
    handlers: eventAlertHandlers(options.logger),
  });
}
