import { vi } from 'vitest';
import { connectNats, createLogger } from '@portal/service-kit';
import type { ServiceName } from '../../system/system-under-test.js';
import type { SuperuserSql } from './superuser.js';

const STREAMS = ['IDENTITY', 'OPERATIONS', 'BILLING'];

type Settling = { natsUrl: string; superusers: Record<ServiceName, SuperuserSql> };

/** What is still moving in the background: unpublished events, undelivered ones, unsent invitations. */
async function stillMoving(system: Settling): Promise<string[]> {
  const moving: string[] = [];
  for (const [service, sql] of Object.entries(system.superusers)) {
    const [row] = await sql<{ count: number }[]>`select count(*)::int as count from outbox where published_at is null`;
    if (row?.count) moving.push(`${service}: ${row.count} unpublished event(s)`);
  }
  const [invitations] = await system.superusers.identity<{ count: number }[]>`
    select count(*)::int as count from invitations where status = 'pending'`;
  if (invitations?.count) moving.push(`identity: ${invitations.count} invitation(s) to send`);
  const nc = await connectNats(system.natsUrl, createLogger('battery-settle', 'silent'));
  try {
    for (const stream of STREAMS) {
      const names = await nc
        .request(`$JS.API.CONSUMER.NAMES.${stream}`, '', { timeout: 2000 })
        .then((reply) => reply.json<{ consumers?: string[] | null }>().consumers ?? [])
        .catch(() => []);
      for (const durable of names) {
        const state = await nc
          .request(`$JS.API.CONSUMER.INFO.${stream}.${durable}`, '', { timeout: 2000 })
          .then((reply) => reply.json<{ num_pending: number; num_ack_pending: number }>());
        if (state.num_pending + state.num_ack_pending > 0) moving.push(`${durable}: events not handled yet`);
      }
    }
  } finally {
    await nc.close();
  }
  return moving;
}

/**
 * Waits until every event is published and handled and every invitation sent: from then on only a
 * call can change a row, which is what the battery's before/after digests compare.
 */
export async function settle(system: Settling, timeout = 60_000): Promise<void> {
  await vi.waitFor(
    async () => {
      const moving = await stillMoving(system);
      if (moving.length > 0) throw new Error(`still moving: ${moving.join('; ')}`);
    },
    { timeout, interval: 100 },
  );
}
