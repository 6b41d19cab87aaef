import { hostname } from 'node:os';
import type { Sql, Tx } from '../db/connect.js';
import { transaction } from '../db/tenant.js';
import type { Logger } from '../logger.js';
import { latestOccurrence, withIntervals, type JobSchedule } from './schedule.js';

/** What a job did, as counts (rows purged…): logged and kept with its occurrence. */
export type JobResult = Record<string, number>;

export type ScheduledJob = {
  /** `service.what`: unique across the platform's jobs of a database. */
  name: string;
  schedule: JobSchedule;
  /**
   * The work of one occurrence, in the transaction that claims it (platform scope): its effects and
   * the claim commit together, or neither does and the occurrence is tried again.
   */
  run: (tx: Tx, occurrence: Date) => Promise<JobResult | void>;
};

export type JobScheduler = {
  /** Tries every job whose latest occurrence this replica has not settled yet (the timer calls it). */
  runDue(): Promise<void>;
  stop(): Promise<void>;
};

/** How often the replica looks at the clock; after a failed occurrence, how long before it tries again. */
const TICK_MS = 1000;
const RETRY_AFTER_FAILURE_MS = 30_000;

/**
 * Runs each occurrence of each job exactly once, whatever the number of replicas: every replica
 * looks for due occurrences, and the one whose transaction inserts the occurrence's row in
 * `scheduled_job_runs` (kit migration 004) does the work in that same transaction. An occurrence
 * missed while no replica ran (the latest one only) is run at start. A replica asks the database
 * only when an occurrence it has not settled is due.
 */
export function startJobScheduler(options: {
  sql: Sql;
  logger: Logger;
  jobs: readonly ScheduledJob[];
  /** JOB_INTERVALS: other periods for `everySeconds` jobs, by name. */
  intervals?: Record<string, number>;
  instance?: string;
}): JobScheduler {
  const { sql, logger } = options;
  const instance = options.instance ?? `${hostname()}:${process.pid}`;
  const jobs = options.jobs.map((job) => ({
    ...job,
    schedule: withIntervals(job.schedule, job.name, options.intervals ?? {}),
  }));
  /** The latest occurrence each job has settled here (run, or found taken), and when to retry a failure. */
  const settled = new Map<string, number>();
  const retryAt = new Map<string, number>();
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  async function runOccurrence(job: ScheduledJob, occurrenceMs: number): Promise<void> {
    const occurrence = new Date(occurrenceMs);
    const started = performance.now();
    try {
      const outcome = await transaction(sql, { kind: 'platform' }, async (tx) => {
        const claimed = await tx`
          insert into scheduled_job_runs (job, occurrence, instance) values (${job.name}, ${occurrence}, ${instance})
          on conflict do nothing returning job`;
        if (claimed.length === 0) return { ran: false as const };
        const result = (await job.run(tx, occurrence)) ?? {};
        await tx`update scheduled_job_runs set finished_at = now(), result = ${sql.json(result)}
                  where job = ${job.name} and occurrence = ${occurrence}`;
        return { ran: true as const, result };
      });
      settled.set(job.name, occurrenceMs);
      retryAt.delete(job.name);
      if (outcome.ran) {
        const ms = Math.round(performance.now() - started);
        logger.info({ job: job.name, occurrence: occurrence.toISOString(), ms, ...outcome.result }, 'job ran');
      }
    } catch (error) {
      retryAt.set(job.name, Date.now() + RETRY_AFTER_FAILURE_MS);
      logger.error({ err: error, job: job.name, occurrence: occurrence.toISOString() }, 'job failed');
    }
  }

  async function runDue(): Promise<void> {
    const now = Date.now();
    for (const job of jobs) {
      if (stopped) return;
      const occurrenceMs = latestOccurrence(job.schedule, now);
      if (settled.get(job.name) === occurrenceMs || (retryAt.get(job.name) ?? 0) > now) continue;
      await runOccurrence(job, occurrenceMs);
    }
  }

  /** One pass at a time: a pass still running when the next tick comes is waited for. */
  const queuePass = () =>
    (running = running.then(runDue).catch((error: unknown) => logger.error({ err: error }, 'job scheduler failed')));
  const timer = setInterval(queuePass, TICK_MS);
  timer.unref();
  void queuePass();

  return {
    runDue: queuePass,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
