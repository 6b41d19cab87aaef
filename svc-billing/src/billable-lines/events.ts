import type { EventEnvelope, ServiceFinishedPayload } from '@portal/contracts';
import {
  startConsumer,
  type EventHandlers,
  type Logger,
  type NatsConnection,
  type Sql,
  type Tx,
} from '@portal/service-kit';
import { lineOfService } from './line-of-service.js';
import { insertBillableLine } from './repo.js';

export const BILLABLE_LINES_DURABLE = 'billing--billable-lines';

/**
 * Operations' finished services, turned into billable lines (DOMAIN-MAP). The kit writes the line
 * in one transaction with the inbox row, so a redelivered event has no second effect; a service
 * already billed (the same fact published again under a new event id) keeps its first line.
 */
export function billableLineEventHandlers(logger: Logger) {
  const record = async (tx: Tx, event: EventEnvelope<ServiceFinishedPayload>) => {
    const { payload } = event;
    if (event.agencyId !== payload.agencyId) {
      logger.warn({ eventId: event.id, agencyId: event.agencyId }, 'finished service of another agency ignored');
      return;
    }
    const line = lineOfService(payload);
    const inserted = await insertBillableLine(tx, line);
    if (!inserted) {
      logger.info({ eventId: event.id, serviceId: payload.serviceId }, 'service already billed, event ignored');
    }
  };
  return { 'operations.service.finished': record } satisfies EventHandlers;
}

/** The durable consumer of operations' stream that records the billable lines. */
export function startBillableLines(options: { sql: Sql; nc: NatsConnection; logger: Logger }) {
  return startConsumer({
    ...options,
    durable: BILLABLE_LINES_DURABLE,
    stream: 'OPERATIONS',
    handlers: billableLineEventHandlers(options.logger),
  });
}
