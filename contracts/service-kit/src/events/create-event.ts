import {
  EVENT_CATALOG,
  EventEnvelopeSchema,
  uuidv7,
  type EventActor,
  type EventEnvelope,
  type EventPayload,
  type EventSubject,
} from '@portal/contracts';
import { z } from 'zod';

/** Who and what an event belongs to; `correlationId` defaults to the event's own id (a new chain). */
export type EventMeta = {
  agencyId: string | null;
  actor: EventActor | null;
  correlationId?: string;
};

/**
 * Builds the envelope of a catalogued event (ARCHITECTURE §5): a UUID v7 id, the catalog version and
 * the payload as its schema parses it. A payload that fails its schema is a programming error: it
 * throws rather than letting a bad fact reach the outbox.
 */
export function createEvent<S extends EventSubject>(
  subject: S,
  payload: EventPayload<S>,
  meta: EventMeta,
): EventEnvelope<EventPayload<S>> {
  const entry = EVENT_CATALOG[subject];
  const schema: z.ZodType = entry.payload;
  const parsedPayload = schema.safeParse(payload);
  if (!parsedPayload.success) {
    throw new Error(`Invalid payload for event ${subject}:\n${z.prettifyError(parsedPayload.error)}`);
  }
  const id = uuidv7();
  const envelope = EventEnvelopeSchema.safeParse({
    id,
    subject,
    version: entry.version,
    occurredAt: new Date().toISOString(),
    agencyId: meta.agencyId,
    actor: meta.actor,
    correlationId: meta.correlationId ?? id,
    payload: parsedPayload.data,
  });
  if (!envelope.success) {
    throw new Error(`Invalid envelope for event ${subject}:\n${z.prettifyError(envelope.error)}`);
  }
  // The payload was parsed by the schema of S just above.
  return envelope.data as EventEnvelope<EventPayload<S>>;
}
