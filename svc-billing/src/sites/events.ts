import type { EventEnvelope, SitePayload } from '@portal/contracts';
import {
  startConsumer,
  type EventHandlers,
  type Logger,
  type NatsConnection,
  type Sql,
  type Tx,
} from '@portal/service-kit';
import { upsertSite } from './repo.js';

export const SITE_COPIES_DURABLE = 'billing--sites';

/**
 * Operations' sites, kept as billing's copy (DOMAIN-MAP: site names on invoice rows): a row may name
 * only a site of its agency. The kit writes the copy in one transaction with the inbox row, so a
 * redelivered event has no second effect (a site announced for another agency than the event's never
 * reaches it: the kit refuses the event).
 */
export function siteEventHandlers() {
  const record = async (tx: Tx, event: EventEnvelope<SitePayload>) => {
    await upsertSite(tx, event.payload);
  };
  return { 'operations.site.created': record, 'operations.site.updated': record } satisfies EventHandlers;
}

/** The durable consumer of operations' stream that keeps billing's copy of the sites. */
export function startSiteCopies(options: { sql: Sql; nc: NatsConnection; logger: Logger }) {
  return startConsumer({
    ...options,
    durable: SITE_COPIES_DURABLE,
    stream: 'OPERATIONS',
    handlers: siteEventHandlers(),
  });
}
