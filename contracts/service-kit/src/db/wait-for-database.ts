import { backoffDelay, sleep } from '../events/backoff.js';
import type { Logger } from '../logger.js';
import type { Sql } from './connect.js';

/**
 * Waits until the database answers, retrying with a backoff (250 ms … 2 s) and saying so in the log:
 * a service started while its database is down (a restart of both, a failover) comes up by itself
 * once the database does, instead of exiting and waiting for a supervisor.
 */
export async function waitForDatabase(sql: Sql, logger: Logger, signal?: AbortSignal): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await sql`select 1`;
      if (attempt > 1) logger.info({ attempts: attempt }, 'database reachable');
      return;
    } catch (error) {
      if (signal?.aborted) throw error;
      const retryInMs = backoffDelay(attempt, 250, 2_000);
      logger.warn({ err: error, attempt, retryInMs }, 'database unreachable, retrying');
      await sleep(retryInMs, signal);
    }
  }
}
