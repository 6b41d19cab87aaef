import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedEpochMs } from '@portal/contracts';
import { createLogger } from '../logger.js';
import { startServiceDatabase, type ServiceDatabase } from '../testing/service-database.js';
import { latestOccurrence, withIntervals } from './schedule.js';
import { startJobScheduler, type ScheduledJob } from './scheduler.js';

let db: ServiceDatabase;
beforeAll(async () => {
  db = await startServiceDatabase('kit_jobs', null, { max: 6 });
  await db.sql`create table job_effects (job text not null, occurrence timestamptz not null, replica text not null)`;
});
afterAll(async () => db?.close());

const logger = createLogger('kit-jobs-test', 'silent');

/** A job that records each run as a row, in the claiming transaction, after `workMs`. */
function recordingJob(name: string, replica: string, everySeconds: number, workMs = 0): ScheduledJob {
  return {
    name,
    schedule: { everySeconds },
    run: async (tx, occurrence) => {
      if (workMs) await new Promise((resolve) => setTimeout(resolve, workMs));
      await tx`insert into job_effects (job, occurrence, replica) values (${name}, ${occurrence}, ${replica})`;
      return { recorded: 1 };
    },
  };
}

const effectsOf = (job: string) =>
  db.sql<
    { occurrence: Date; replica: string }[]
  >`select occurrence, replica from job_effects where job = ${job} order by occurrence`;

describe('schedules', () => {
  it('every N seconds from the epoch, or daily at a time of Europe/Paris (the latest at or before now)', () => {
    expect(latestOccurrence({ everySeconds: 60 }, Date.parse('2026-11-25T10:07:42Z'))).toBe(
      Date.parse('2026-11-25T10:07:00Z'),
    );
    // 07:00 in Paris is 06:00 UTC in winter, 05:00 UTC in summer.
    expect(latestOccurrence({ dailyAt: '07:00' }, Date.parse('2026-11-25T06:30:00Z'))).toBe(
      Date.parse('2026-11-25T06:00:00Z'),
    );
    expect(latestOccurrence({ dailyAt: '07:00' }, Date.parse('2026-11-25T05:59:59Z'))).toBe(
      Date.parse('2026-11-24T06:00:00Z'),
    );
    expect(latestOccurrence({ dailyAt: '07:00' }, Date.parse('2026-07-01T05:00:00Z'))).toBe(
      zonedEpochMs('2026-07-01', '07:00'),
    );
    expect(withIntervals({ everySeconds: 3600 }, 'kit.purge-outbox', { 'kit.purge-outbox': 2 })).toEqual({
      everySeconds: 2,
    });
    expect(withIntervals({ dailyAt: '07:00' }, 'x', { x: 2 })).toEqual({ dailyAt: '07:00' });
  });
});

describe('the job scheduler', () => {
  it('runs each occurrence once across four replicas, its effect committed with its claim', async () => {
    const schedulers = ['a', 'b', 'c', 'd'].map((replica) =>
      startJobScheduler({ sql: db.sql, logger, jobs: [recordingJob('test.once', replica, 1, 50)], instance: replica }),
    );
    await new Promise((resolve) => setTimeout(resolve, 4500));
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));

    const effects = await effectsOf('test.once');
    const occurrences = effects.map((effect) => effect.occurrence.getTime());
    expect(effects.length).toBeGreaterThanOrEqual(4);
    expect(new Set(occurrences).size).toBe(occurrences.length);
    const runs = await db.sql<{ occurrence: Date; instance: string; result: unknown }[]>`
      select occurrence, instance, result from scheduled_job_runs where job = 'test.once' order by occurrence`;
    expect(runs.map((run) => [run.occurrence.getTime(), run.instance])).toEqual(
      effects.map((effect) => [effect.occurrence.getTime(), effect.replica]),
    );
    expect(runs.every((run) => JSON.stringify(run.result) === '{"recorded":1}')).toBe(true);
  });

  it('a failed occurrence leaves nothing behind and is run again', async () => {
    let calls = 0;
    const flaky: ScheduledJob = {
      name: 'test.flaky',
      schedule: { everySeconds: 3600 },
      run: async (tx, occurrence) => {
        calls += 1;
        await tx`insert into job_effects (job, occurrence, replica) values ('test.flaky', ${occurrence}, 'x')`;
        if (calls === 1) throw new Error('the first try fails after its write');
      },
    };
    const scheduler = startJobScheduler({ sql: db.sql, logger, jobs: [flaky] });
    await scheduler.runDue();
    expect(await effectsOf('test.flaky')).toHaveLength(0);
    expect(await db.sql`select 1 from scheduled_job_runs where job = 'test.flaky'`).toHaveLength(0);
    await scheduler.stop();
    // Another replica (or this one, 30 s later) takes it up.
    const other = startJobScheduler({ sql: db.sql, logger, jobs: [flaky] });
    await other.runDue();
    await other.stop();
    expect(await effectsOf('test.flaky')).toHaveLength(1);
  });

  it('runs the missed latest occurrence at start, once, and not again until the next one', async () => {
    const job = recordingJob('test.daily', 'r', 86_400);
    for (let start = 0; start < 3; start++) {
      const scheduler = startJobScheduler({ sql: db.sql, logger, jobs: [job] });
      await scheduler.runDue();
      await scheduler.stop();
    }
    const effects = await effectsOf('test.daily');
    expect(effects.map((effect) => effect.occurrence.getTime())).toEqual([
      latestOccurrence({ everySeconds: 86_400 }, Date.now()),
    ]);
  });
});
