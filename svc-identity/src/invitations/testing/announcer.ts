import type { EventEnvelope, EventPayload, EventSubject, StreamName } from '@portal/contracts';
import {
  connectNats,
  createEvent,
  enqueueEvent,
  startOutboxRelay,
  transaction,
  type Logger,
} from '@portal/service-kit';
import { startServiceDatabase } from '@portal/service-kit/testing/service-database';

/**
 * Another service as far as its events go (operations, billing): a database of its own with the
 * kit's outbox, and the kit's relay publishing it to JetStream. Its stream is not ensured here: the
 * relay creates it on its first publish, so identity's consumers may well start before it exists.
 */
export async function startAnnouncer(service: 'operations' | 'billing', natsUrl: string, logger: Logger) {
  const database = await startServiceDatabase(service, null, { max: 3 });
  const { sql } = database;
  const nc = await connectNats(natsUrl, logger);
  const relay = await startOutboxRelay({ sql, nc, logger, idleMs: 200 });
  return {
    stream: service.toUpperCase() as StreamName,
    /** Writes the event the way the service's commands do: to its outbox, in a transaction. */
    async announce<S extends EventSubject>(
      subject: S,
      payload: EventPayload<S>,
      agencyId: string,
    ): Promise<EventEnvelope<EventPayload<S>>> {
      const event = createEvent(subject, payload, { agencyId, actor: null });
      await transaction(sql, { kind: 'tenant', agencyId }, (tx) => enqueueEvent(tx, event));
      return event;
    },
    /** Enqueues an envelope as it is (e.g. an older `occurredAt`, the same id again). */
    async enqueue(event: EventEnvelope): Promise<void> {
      await transaction(sql, { kind: 'platform' }, (tx) => enqueueEvent(tx, event));
    },
    /** True once every event announced has been published to JetStream. */
    async allPublished(): Promise<boolean> {
      const [row] = await sql<
        { pending: number }[]
      >`select count(*)::int as pending from outbox where published_at is null`;
      return row?.pending === 0;
    },
    async close(): Promise<void> {
      await relay.stop();
      await nc.drain();
      await database.close();
    },
  };
}
export type Announcer = Awaited<ReturnType<typeof startAnnouncer>>;
