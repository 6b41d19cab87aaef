import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appliedCounts } from './reliability/handled-events.js';
import { jobRuns } from './reliability/job-runs.js';
import { finishAtRate, type FinishOutcome } from './reliability/paced-finishes.js';
import { billedServices, planServices } from './reliability/planned-services.js';
import { count, reportFigure, seconds } from './report.js';
import { atScale } from './scale.js';
import type { BatterySystem } from './world/battery-system.js';
import { startLoggedBattery, type LoggedBattery } from './world/logged-battery.js';
import type { AgencyWorld } from './world/world.js';

const EVENTS = atScale({ fast: 300, full: 5_000 });
const RATE = 60;
const DURABLE = 'billing--billable-lines';
const JOB_INTERVALS = 'kit.purge-outbox=1,kit.purge-inbox=1,kit.purge-job-runs=1,identity.purge-sessions=1';
const SERVICES = ['identity', 'operations', 'billing'] as const;
let jobsStarted: number;

let battery: LoggedBattery;
let logDir: string;
let system: BatterySystem;
let agency: AgencyWorld;

beforeAll(async () => {
  jobsStarted = Date.now();
  battery = await startLoggedBattery({
    replicas: 2,
    // The hourly purges every second, so that the run sees many occurrences of each.
    env: { JOB_INTERVALS, LOG_LEVEL: 'info' },
  });
  ({ system, agency, logDir } = battery);
}, 300_000);
afterAll(async () => battery?.stop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('scale-out', () => {
  test(`two replicas of each service behind one address, sharing their durable consumers, ${count(EVENTS)} events: every event handled once`, async () => {
    const ids = await planServices(system, agency, EVENTS);
    const started = performance.now();
    const outcomes = await finishAtRate(system, agency, ids, RATE, [] as FinishOutcome[]);
    while ((await billedServices(system, ids)).size < ids.length && performance.now() - started < 300_000) {
      await sleep(200);
    }
    const elapsed = performance.now() - started;
    await system.settle();

    // Each replica's log says which events it applied: together, each once.
    const perReplica = await Promise.all(
      [0, 1].map((replica) => appliedCounts(path.join(logDir, `billing-${replica}.log`), DURABLE)),
    );
    const events = await system.superusers.operations<{ id: string }[]>`
      select id from outbox
       where subject = 'operations.service.finished' and envelope -> 'payload' ->> 'serviceId' = any(${ids as string[]})`;
    const timesApplied = (id: string) => perReplica.reduce((sum, counts) => sum + (counts.get(id) ?? 0), 0);
    const once = events.filter((event) => timesApplied(event.id) === 1).length;
    const twice = events.filter((event) => timesApplied(event.id) > 1).length;
    const shares = perReplica.map((counts) => [...counts.values()].reduce((sum, value) => sum + value, 0));
    const [lines] = await system.superusers.billing<{ count: number }[]>`
      select count(*)::int as count from billable_lines
       where agency_id = ${agency.id} and service_id = any(${ids as string[]})`;
    reportFigure(
      'scale-out',
      `2 replicas per service behind a balancer, ${count(EVENTS)} services finished at ${RATE}/s: ` +
        `${count(once)} events handled once, ${twice} twice (billing replicas handled ${shares.map(count).join(' + ')}), ` +
        `${count(lines?.count ?? 0)} lines, in ${seconds(elapsed)}`,
    );
    expect(outcomes.filter((outcome) => outcome.status !== 200)).toEqual([]);
    expect({ events: events.length, once, twice, lines: lines?.count }).toEqual({
      events: EVENTS,
      once: EVENTS,
      twice: 0,
      lines: EVENTS,
    });
    // Both replicas took their share of the one durable consumer.
    expect(Math.min(...shares)).toBeGreaterThan(0);
  });

  test('scheduled jobs: each occurrence run once across the replicas', async () => {
    const elapsedSeconds = (Date.now() - jobsStarted) / 1000;
    const figures: string[] = [];
    for (const service of SERVICES) {
      const runs = (
        await Promise.all([0, 1].map((replica) => jobRuns(path.join(logDir, `${service}-${replica}.log`))))
      ).flat();
      const times = new Map<string, number>();
      for (const run of runs)
        times.set(`${run.job} ${run.occurrence}`, (times.get(`${run.job} ${run.occurrence}`) ?? 0) + 1);
      const twice = [...times].filter(([, n]) => n > 1).map(([key]) => key);
      const [claimed] = await system.superusers[service]<{ count: number }[]>`
        select count(*)::int as count from scheduled_job_runs where finished_at is not null`;
      const byReplica = [0, 1].map((replica) => runs.filter((run) => run.replica === replica).length);
      figures.push(`${service} ${count(times.size)} occurrences (${byReplica.join(' + ')})`);
      expect(twice).toEqual([]);
      // Each purge ran about once a second all along, and the database holds one claim per run.
      expect(times.size).toBeGreaterThan(elapsedSeconds * 0.5);
      // (A run commits its claim, then logs: one may be between the two as we read.)
      expect(claimed?.count).toBeGreaterThanOrEqual(runs.length);
      expect(claimed?.count).toBeLessThanOrEqual(runs.length + 4);
    }
    reportFigure(
      'scale-out',
      `scheduled jobs in ${seconds(elapsedSeconds * 1000)}, each run once: ${figures.join(', ')}`,
    );
  });
});
