import type { EventEnvelope } from '@portal/contracts';
import type { Tx } from '../db/connect.js';

/** The LISTEN/NOTIFY channel the outbox relay wakes on. */
export const OUTBOX_CHANNEL = 'outbox';

/**
 * Writes an event to the outbox in the caller's transaction, so that it is published if and only if
 * the state change it announces commits. `created_at` is the clock time of the insert (not the
 * transaction start), which keeps the events of one transaction in the order they were enqueued.
 * The notification is delivered at commit and wakes the relay at once.
 */
export async function enqueueEvent(tx: Tx, event: EventEnvelope): Promise<void> {
  await tx`insert into outbox (id, subject, envelope, created_at)
           values (${event.id}, ${event.subject}, ${JSON.stringify(event)}::text::jsonb, clock_timestamp())`;
  await tx`select pg_notify(${OUTBOX_CHANNEL}, '')`;
}
