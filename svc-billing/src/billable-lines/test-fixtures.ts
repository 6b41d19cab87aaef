import { createEvent, transaction, type Logger } from '@portal/service-kit';
import { uuidv7, type EventEnvelope, type ServiceFinishedPayload } from '@portal/contracts';
import type { BillingHarness } from '../testing/harness.js';
import { billableLineEventHandlers } from './events.js';

/** Test support for the billable lines (not a test file). */

let serviceCounter = 0;

/**
 * A service operations finished: 10 h of a 2-agent guard at 25.50 an hour (4 h day, 3 h night,
 * 2 h Sunday, 1 h holiday), night × 1.1 and holiday × 2, on the customer and site given.
 */
export function finishedPayload(
  agencyId: string,
  overrides: Partial<ServiceFinishedPayload> = {},
): ServiceFinishedPayload {
  serviceCounter += 1;
  return {
    agencyId,
    serviceId: uuidv7(),
    reference: `PRE-${String(serviceCounter).padStart(5, '0')}`,
    siteId: uuidv7(),
    siteName: 'Bâtiment A',
    customerId: uuidv7(),
    customerName: 'Résidence Les Oliviers',
    startAt: '2026-03-07T20:00:00.000Z',
    endAt: '2026-03-08T06:00:00.000Z',
    status: 300,
    category: 'GUARDING',
    prestation: { label: 'Gardiennage', unitPrice: '25.50' },
    billingMode: 2,
    nbAgents: 2,
    agentIds: [uuidv7(), uuidv7()],
    finishedAt: '2026-03-08T06:00:00.000Z',
    hours: { day: 4, night: 3, sunday: 2, holiday: 1, total: 10 },
    nightFactor: 1.1,
    holidayFactor: 2,
    ...overrides,
  };
}

/** The event operations would publish for the payload (of its own agency unless told). */
export function finishedEvent(
  payload: ServiceFinishedPayload,
  agencyId: string = payload.agencyId,
): EventEnvelope<ServiceFinishedPayload> {
  return createEvent('operations.service.finished', payload, { agencyId, actor: null });
}

/** Records the lines through the consumer's own handler, without NATS (the list tests' data). */
export async function recordLines(
  h: BillingHarness,
  payloads: readonly ServiceFinishedPayload[],
  logger: Logger = h.logger,
) {
  const handle = billableLineEventHandlers(logger)['operations.service.finished'];
  for (const payload of payloads) {
    await transaction(h.sql, { kind: 'tenant', agencyId: payload.agencyId }, (tx) =>
      handle(tx, finishedEvent(payload)),
    );
  }
}

export const linesPath = (agencyId: string) => `/agency/${agencyId}/fetch/billable-lines`;
export const byCustomerPath = (agencyId: string) => `/agency/${agencyId}/fetch/billable-lines/by-customer`;
