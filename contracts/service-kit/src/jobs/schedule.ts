import { addDays, localDateOf, zonedEpochMs } from '@portal/contracts';

/** When a job is due: every N seconds (from the epoch), or every day at a time of Europe/Paris. */
export type JobSchedule = { everySeconds: number } | { dailyAt: string };

/** The latest occurrence of the schedule at or before `nowMs` (epoch ms). */
export function latestOccurrence(schedule: JobSchedule, nowMs: number): number {
  if ('everySeconds' in schedule) {
    const periodMs = schedule.everySeconds * 1000;
    return Math.floor(nowMs / periodMs) * periodMs;
  }
  const today = localDateOf(nowMs);
  const todays = zonedEpochMs(today, schedule.dailyAt);
  return todays <= nowMs ? todays : zonedEpochMs(addDays(today, -1), schedule.dailyAt);
}

/**
 * `JOB_INTERVALS` (`name=seconds,…`): another period for jobs run every N seconds (a test, or an
 * operator who wants a purge more often). Names not given keep their schedule.
 */
export function withIntervals(schedule: JobSchedule, name: string, intervals: Record<string, number>): JobSchedule {
  const seconds = intervals[name];
  return seconds !== undefined && 'everySeconds' in schedule ? { everySeconds: seconds } : schedule;
}
