import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EventPayload, EventSubject } from '@portal/contracts';
import {
  connectDatabase,
  connectNats,
  createEvent,
  enqueueEvent,
  ensureStreams,
  migrate,
  startOutboxRelay,
  transaction,
  type Logger,
} from '@portal/service-kit';
import { createTestDatabase } from '@portal/service-kit/testing/database';

/**
 * Identity as far as its events go: a database of its own with the kit's outbox, and the kit's relay
 * publishing it to JetStream. `announce` writes an event the way identity's commands do.
 */
export async function startIdentityStandIn(natsUrl: string, logger: Logger) {
  const database = await createTestDatabase('identity');
  const sql = connectDatabase(database.url, { max: 3 });
  const noServiceMigrations = await mkdtemp(path.join(tmpdir(), 'identity-stand-in-'));
  await migrate(sql, noServiceMigrations);
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
      await sql.end({ timeout: 5 });
      await database.drop();
      await rm(noServiceMigrations, { recursive: true, force: true });
    },
  };
}
export type IdentityStandIn = Awaited<ReturnType<typeof startIdentityStandIn>>;
