import type { StreamName } from '@portal/contracts';
import { connectDatabase, type Sql } from './db/connect.js';
import { migrate } from './db/migrate.js';
import { waitForDatabase } from './db/wait-for-database.js';
import type { BaseEnv } from './env.js';
import { closeNatsConnection, connectNats, ensureStreams } from './events/nats.js';
import type { NatsConnection } from '@nats-io/transport-node';
import { startOutboxRelay } from './events/relay.js';
import { registerBackboneMetrics } from './metrics/backbone-metrics.js';
import { jetstreamManager } from '@nats-io/jetstream';
import { KIT_PURGE_JOBS } from './jobs/kit-purges.js';
import { startJobScheduler, type ScheduledJob } from './jobs/scheduler.js';
import { createLogger, type Logger } from './logger.js';

export type Backbone = {
  logger: Logger;
  sql: Sql;
  nc: NatsConnection;
  /**
   * The database answers and the NATS client has not given up. A NATS outage alone keeps the service
   * ready: its API works, its events wait in the outbox and its consumers resume when NATS is back.
   */
  ready: () => Promise<boolean>;
  /**
   * Stops the relay, drains NATS (or closes it when it is away: there is nothing left to flush) and
   * closes the pool (stop the service's consumers first). Never throws.
   */
  close(): Promise<void>;
};

/**
 * What every service's main.ts starts on: its logger, its database migrated (the kit's migrations,
 * then the service's folder), NATS with the service's own streams, the outbox relay and the
 * scheduled jobs.
 */
export async function startBackbone(options: {
  service: string;
  env: BaseEnv;
  migrationsDir: string | null;
  streams: readonly StreamName[];
  /**
   * The service's scheduled jobs, run with the kit's purges (see jobs/scheduler.ts); built from the
   * pool and the logger when a job works beside its claiming transaction (a provider's API).
   */
  jobs?: readonly ScheduledJob[] | ((deps: { sql: Sql; logger: Logger }) => readonly ScheduledJob[]);
}): Promise<Backbone> {
  const { service, env } = options;
  const logger = createLogger(service, env.LOG_LEVEL);
  const sql = connectDatabase(env.DATABASE_URL, { max: env.DATABASE_POOL_MAX });
  await waitForDatabase(sql, logger);
  await migrate(sql, options.migrationsDir, logger);
  const nc = await connectNats(env.NATS_URL, logger, { name: service });
  await ensureStreams(nc, options.streams, { replicas: env.NATS_STREAM_REPLICAS });
  const relay = await startOutboxRelay({ sql, nc, logger });
  registerBackboneMetrics(sql, () => jetstreamManager(nc), env.DATABASE_POOL_MAX);
  const scheduler = startJobScheduler({
    sql,
    logger,
    jobs: [
      ...KIT_PURGE_JOBS,
      ...(typeof options.jobs === 'function' ? options.jobs({ sql, logger }) : (options.jobs ?? [])),
    ],
    intervals: env.JOB_INTERVALS,
  });
  return {
    logger,
    sql,
    nc,
    ready: async () => {
      await sql`select 1`;
      return !nc.isClosed();
    },
    async close() {
      await scheduler.stop();
      await relay.stop();
      await closeNatsConnection(nc, logger);
      await sql.end({ timeout: 5 });
    },
  };
}
