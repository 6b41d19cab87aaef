import { z } from 'zod';
import { IdSchema } from '../common/ids.js';

/** Who caused an event: the user, and the support user when support acted as the agency. */
export const EventActorSchema = z.object({
  userId: IdSchema,
  alteredBy: IdSchema.nullable().default(null),
});
export type EventActor = z.infer<typeof EventActorSchema>;

/** Envelope of every domain event (ARCHITECTURE §5). `id` is a UUID v7 and the JetStream Nats-Msg-Id. */
export const EventEnvelopeSchema = z.object({
  id: IdSchema,
  subject: z.string().regex(/^[a-z]+\.[a-z-]+\.[a-z-]+$/),
  version: z.int().min(1),
  occurredAt: z.iso.datetime({ offset: true }),
  agencyId: IdSchema.nullable(),
  actor: EventActorSchema.nullable(),
  correlationId: z.string().min(1).max(100),
  payload: z.unknown(),
});
export type EventEnvelope<P = unknown> = Omit<z.infer<typeof EventEnvelopeSchema>, 'payload'> & { payload: P };

/** One stream per owning service, file storage. */
export const STREAMS = {
  IDENTITY: { subjects: ['identity.>'] },
  OPERATIONS: { subjects: ['operations.>'] },
  BILLING: { subjects: ['billing.>'] },
} as const;
export type StreamName = keyof typeof STREAMS;

export function streamOf(subject: string): StreamName {
  const domain = subject.split('.')[0]?.toUpperCase();
  if (domain && domain in STREAMS) return domain as StreamName;
  throw new Error(`No stream owns subject ${subject}`);
}
