import type { EventEnvelope, ReportSignedPayload, ServiceFinishedPayload } from '@portal/contracts';
import {
  startConsumer,
  type EventHandlers,
  type Logger,
  type NatsConnection,
  type Sql,
  type Tx,
} from '@portal/service-kit';
import { recordServiceProof, recordSignedReport } from '../proofs/repo.js';
import { lineOfService } from './line-of-service.js';
import { insertBillableLine } from './repo.js';

export const BILLABLE_LINES_DURABLE = 'billing--billable-lines';

/**
 * Operations' finished services, turned into billable lines (DOMAIN-MAP), with what each proves
 * (its proof and signed report, for the invoice's proof-of-service pack). The kit writes them in one
 * transaction with the inbox row, so a redelivered event has no second effect; a service already
 * billed (the same fact published again under a new event id) keeps its first line.
 */
export function billableLineEventHandlers(logger: Logger) {
  const record = async (tx: Tx, event: EventEnvelope<ServiceFinishedPayload>) => {
    const { payload } = event;
    const inserted = await insertBillableLine(tx, lineOfService(payload));
    if (!inserted) {
      logger.info({ eventId: event.id, serviceId: payload.serviceId }, 'service already billed, event ignored');
    }
    if (payload.proof) await recordServiceProof(tx, { ...payload, proof: payload.proof });
  };
  const reportSigned = async (tx: Tx, event: EventEnvelope<ReportSignedPayload>) => {
    await recordSignedReport(tx, event.payload);
  };
  return {
    'operations.service.finished': record,
    'operations.report.signed': reportSigned,
  } satisfies EventHandlers;
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
