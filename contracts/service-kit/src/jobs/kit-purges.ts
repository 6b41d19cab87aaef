import type { ScheduledJob } from './scheduler.js';

/** How long the kit's own tables keep what no one reads any more. */
export const KIT_RETENTION = {
  /** Published events: kept a week for investigations (the stream keeps them too). */
  publishedOutboxDays: 7,
  /**
   * Handled events: far beyond any redelivery (JetStream redelivers within minutes; a replay of a
   * stream is the longest case and stays within its retention).
   */
  inboxDays: 30,
  jobRunsDays: 30,
} as const;

const HOURLY = { everySeconds: 3600 };

/** The purges every service runs on its own database: outbox, inbox, runs of the jobs. */
export const KIT_PURGE_JOBS: readonly ScheduledJob[] = [
  {
    name: 'kit.purge-outbox',
    schedule: HOURLY,
    run: async (tx) => {
      const rows =
        await tx`delete from outbox where published_at < now() - ${`${KIT_RETENTION.publishedOutboxDays} days`}::interval`;
      return { deleted: rows.count };
    },
  },
  {
    name: 'kit.purge-inbox',
    schedule: HOURLY,
    run: async (tx) => {
      const rows =
        await tx`delete from inbox where received_at < now() - ${`${KIT_RETENTION.inboxDays} days`}::interval`;
      return { deleted: rows.count };
    },
  },
  {
    name: 'kit.purge-job-runs',
    schedule: HOURLY,
    run: async (tx) => {
      const rows =
        await tx`delete from scheduled_job_runs where started_at < now() - ${`${KIT_RETENTION.jobRunsDays} days`}::interval`;
      return { deleted: rows.count };
    },
  },
];
