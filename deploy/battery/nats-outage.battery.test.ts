import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appliedCounts } from './reliability/handled-events.js';
import { finishAtRate, untilAnswered, type FinishOutcome } from './reliability/paced-finishes.js';
import { billedServices, planServices } from './reliability/planned-services.js';
import { count, reportFigure, seconds } from './report.js';
import { atScale } from './scale.js';
import type { BatterySystem } from './world/battery-system.js';
import { startLoggedBattery, type LoggedBattery } from './world/logged-battery.js';
import type { AgencyWorld } from './world/world.js';

const EVENTS = atScale({ fast: 400, full: 10_000 });
const KILLS = atScale({ fast: 2, full: 10 });
/** How long NATS stays dead each time, while services keep finishing. */
const DOWN_MS = 1_500;
/**
 * Services finished per second: a steady load the machine carries with room to catch up (a busy
 * agency finishes a few services a minute; this is thousands of agencies' worth on two cores).
 */
const RATE = 60;

let battery: LoggedBattery;
let logDir: string;
let system: BatterySystem;
let agency: AgencyWorld;

beforeAll(async () => {
  battery = await startLoggedBattery();
  ({ system, agency, logDir } = battery);
}, 300_000);
afterAll(async () => battery?.stop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('NATS killed under load', () => {
  test(`NATS killed ${KILLS} times during ${count(EVENTS)} domain events: 0 lost, 0 applied twice, back to normal < 10 s after each restart`, async () => {
    const ids = await planServices(system, agency, EVENTS);
    expect(ids).toHaveLength(EVENTS);
    const progress: FinishOutcome[] = [];
    const started = performance.now();
    const finishing = finishAtRate(system, agency, ids, RATE, progress);
    const finished = () => progress.filter((outcome) => outcome.status === 200).map((outcome) => outcome.serviceId);

    // Kill NATS (SIGKILL, as a crash) at regular steps of the load, keep it dead a moment, restart
    // it, and time how long until billing holds a line for every service finished before the restart.
    const recoveries: Promise<number>[] = [];
    for (let kill = 1; kill <= KILLS; kill++) {
      await untilAnswered(progress, (EVENTS * kill) / (KILLS + 1));
      await system.nats.stop('SIGKILL');
      await sleep(DOWN_MS);
      await system.nats.start();
      const restartedAt = performance.now();
      const before = finished();
      recoveries.push(
        (async () => {
          while ((await billedServices(system, before)).size < before.length) {
            if (performance.now() - restartedAt > 60_000) return Number.POSITIVE_INFINITY;
            await sleep(100);
          }
          return performance.now() - restartedAt;
        })(),
      );
    }
    const outcomes = await finishing;
    const afterLoad = performance.now();
    expect(outcomes.filter((outcome) => outcome.status !== 200)).toEqual([]);
    const times = await Promise.all(recoveries);
    while ((await billedServices(system, ids)).size < ids.length && performance.now() - afterLoad < 120_000) {
      await sleep(200);
    }
    await system.settle();

    const billed = await billedServices(system, ids);
    const [lines] = await system.superusers.billing<{ count: number }[]>`
      select count(*)::int as count from billable_lines
       where agency_id = ${agency.id} and service_id = any(${ids as string[]})`;
    const [published] = await system.superusers.operations<{ count: number }[]>`
      select count(*)::int as count from outbox
       where subject = 'operations.service.finished' and envelope -> 'payload' ->> 'serviceId' = any(${ids as string[]})`;
    const applied = await appliedCounts(path.join(logDir, 'billing.log'), 'billing--billable-lines');
    const finishedEvents = await system.superusers.operations<{ id: string }[]>`
      select id from outbox
       where subject = 'operations.service.finished' and envelope -> 'payload' ->> 'serviceId' = any(${ids as string[]})`;
    const twice = finishedEvents.filter((event) => (applied.get(event.id) ?? 0) > 1).length;
    const once = finishedEvents.filter((event) => applied.get(event.id) === 1).length;
    const lost = ids.length - billed.size;
    reportFigure(
      'NATS outages',
      `${count(EVENTS)} services finished (${count(published?.count ?? 0)} events) in ${seconds(afterLoad - started)} ` +
        `while NATS was killed ${KILLS} times (down ${DOWN_MS / 1000} s each): ${lost} lost, ${twice} applied twice, ` +
        `${count(lines?.count ?? 0)} lines; caught up after each restart in ${times.map((ms) => seconds(ms)).join(', ')}`,
    );
    expect({ lost, twice, once, lines: lines?.count }).toEqual({ lost: 0, twice: 0, once: EVENTS, lines: EVENTS });
    expect(Math.max(...times)).toBeLessThan(10_000);
  });
});
