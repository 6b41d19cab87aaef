import { EVENT_CATALOG, EventEnvelopeSchema, type EventEnvelope, type EventSubject } from '@portal/contracts';
import type { z } from 'zod';

export type ReadEvent =
  | { ok: true; event: EventEnvelope }
  | {
      ok: false;
      reason: 'not-json' | 'bad-envelope' | 'subject-mismatch' | 'unknown-subject' | 'bad-payload' | 'agency-mismatch';
      issues: z.core.$ZodIssue[];
    };

export function isEventSubject(subject: string): subject is EventSubject {
  return Object.hasOwn(EVENT_CATALOG, subject);
}

/** The agency a payload names (its `agencyId`), if it names one. */
function agencyNamedBy(payload: unknown): unknown {
  return typeof payload === 'object' && payload !== null && 'agencyId' in payload ? payload.agencyId : undefined;
}

/**
 * Parses a message received on `subject` (the edge where events enter a service): JSON, then the
 * envelope, then the payload against the catalog schema of the subject. The event returned carries
 * the parsed payload (defaults applied). An agency's event whose payload names another agency (the
 * envelope's agency scopes the handler's transaction) is refused here, once for every consumer; an
 * event of the platform (no agency on its envelope) runs in the platform scope and may name any.
 */
export function readEvent(subject: string, data: Uint8Array): ReadEvent {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(data));
  } catch {
    return { ok: false, reason: 'not-json', issues: [] };
  }
  const envelope = EventEnvelopeSchema.safeParse(json);
  if (!envelope.success) return { ok: false, reason: 'bad-envelope', issues: envelope.error.issues };
  if (envelope.data.subject !== subject) return { ok: false, reason: 'subject-mismatch', issues: [] };
  if (!isEventSubject(subject)) return { ok: false, reason: 'unknown-subject', issues: [] };
  const schema: z.ZodType = EVENT_CATALOG[subject].payload;
  const payload = schema.safeParse(envelope.data.payload);
  if (!payload.success) return { ok: false, reason: 'bad-payload', issues: payload.error.issues };
  const named = agencyNamedBy(payload.data);
  const { agencyId } = envelope.data;
  if (agencyId !== null && named !== undefined && named !== agencyId) {
    return { ok: false, reason: 'agency-mismatch', issues: [] };
  }
  return { ok: true, event: { ...envelope.data, payload: payload.data } };
}
