import type { EventPayload, EventSubject } from '@portal/contracts';
import { transaction } from '../db/tenant.js';
import { createEvent } from '../events/create-event.js';
import { connectNats, ensureStreams } from '../events/nats.js';
import { enqueueEvent } from '../events/outbox.js';
import { startOutboxRelay } from '../events/relay.js';
import type { Logger } from '../logger.js';
import { startServiceDatabase } from './service-database.js';

/**
 * Identity as far as its events go: a database of its own with the kit's outbox, and the kit's relay
 * publishing it to JetStream. `announce` writes an event the way identity's commands do.
 */
export async function startIdentityStandIn(natsUrl: string, logger: Logger) {
  const database = await startServiceDatabase('identity', null, { max: 3 });
  const { sql } = database;
  const nc = await connectNats(natsUrl, logger);
  await ensureStreams(nc, ['IDENTITY']);
  const relay = await startOutboxRelay({ sql, nc, logger, idleMs: 200 });
  return {
    nc,
    async announce<S extends EventSubject>(subject: S, payload: EventPayload<S>, agencyId: string) {
      const event = createEvent(subject, payload, { agencyId, actor: null });
      await transaction(sql, { kind: 'tenant', agencyId }, (tx) => enqueueEvent(tx, event));
      return event;
    },
    /** True once every event announced has been published to JetStream. */
    async allPublished() {
      const [row] = await sql<
        { pending: number }[]
      >`select count(*)::int as pending from outbox where published_at is null`;
      return row?.pending === 0;
    },
    async close() {
      await relay.stop();
      await nc.drain();
      await database.close();
    },
  };
}
export type IdentityStandIn = Awaited<ReturnType<typeof startIdentityStandIn>>;
