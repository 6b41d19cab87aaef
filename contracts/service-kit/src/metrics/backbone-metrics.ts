import type { JetStreamManager } from '@nats-io/jetstream';
import type { Sql } from '../db/connect.js';
import { poolUse } from '../db/pool-use.js';
import { scrapedGauge } from './registry.js';

/** The durable consumers of the process, whose lag is read at each scrape. */
const consumers = new Map<string, { stream: string; durable: string }>();

export function trackConsumerLag(stream: string, durable: string): () => void {
  const key = `${stream}/${durable}`;
  consumers.set(key, { stream, durable });
  return () => consumers.delete(key);
}

/**
 * The backbone's gauges, read at each scrape: the outbox's backlog (events not published yet, and
 * how old the oldest is), the consumers' lag (events of the stream not delivered yet, and delivered
 * but not acknowledged), the database connections of the service's role (every replica's), this
 * process's pool use (connections held, transactions waiting for one) and the pool's size.
 */
export function registerBackboneMetrics(sql: Sql, jsm: () => Promise<JetStreamManager>, poolMax: number): void {
  scrapedGauge({
    name: 'outbox_pending_events',
    help: 'Events written to the outbox and not yet published',
    read: async (gauge) => {
      const [row] = await sql<
        { count: number }[]
      >`select count(*)::int as count from outbox where published_at is null`;
      gauge.set(row?.count ?? 0);
    },
  });
  scrapedGauge({
    name: 'outbox_oldest_pending_seconds',
    help: 'Age of the oldest event not yet published (0 when none)',
    read: async (gauge) => {
      const [row] = await sql<{ seconds: number | null }[]>`
        select extract(epoch from now() - min(created_at))::float8 as seconds from outbox where published_at is null`;
      gauge.set(row?.seconds ?? 0);
    },
  });
  scrapedGauge({
    name: 'event_consumer_lag',
    help: 'Events of the stream not yet delivered (pending) or delivered and not acknowledged (unacked), by durable',
    labelNames: ['stream', 'durable', 'state'] as const,
    read: async (gauge) => {
      const manager = await jsm();
      for (const { stream, durable } of consumers.values()) {
        const info = await manager.consumers.info(stream, durable);
        gauge.set({ stream, durable, state: 'pending' }, info.num_pending);
        gauge.set({ stream, durable, state: 'unacked' }, info.num_ack_pending);
      }
    },
  });
  scrapedGauge({
    name: 'db_connections',
    help: "Connections of the service's database role (all its replicas), by state",
    labelNames: ['state'] as const,
    read: async (gauge) => {
      const rows = await sql<{ state: string; count: number }[]>`
        select coalesce(state, 'other') as state, count(*)::int as count from pg_stat_activity
         where usename = current_user and datname = current_database() group by 1`;
      gauge.reset();
      for (const row of rows) gauge.set({ state: row.state }, row.count);
    },
  });
  scrapedGauge({
    name: 'db_pool_connections_in_use',
    help: "Connections of this process's pool held by a transaction now",
    read: async (gauge) => gauge.set(poolUse(sql).held),
  });
  scrapedGauge({
    name: 'db_pool_waiting',
    help: 'Transactions of this process waiting for a connection of its pool',
    read: async (gauge) => gauge.set(poolUse(sql).waiting),
  });
  scrapedGauge({
    name: 'db_pool_max_connections',
    help: "Size of this process's database pool (DATABASE_POOL_MAX)",
    read: async (gauge) => gauge.set(poolMax),
  });
}
