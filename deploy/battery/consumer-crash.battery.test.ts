import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { finishAtRate, type FinishOutcome } from './reliability/paced-finishes.js';
import { billedServices, planServices } from './reliability/planned-services.js';
import { countLogMessages } from './reliability/service-log.js';
import { count, reportFigure, seconds } from './report.js';
import { atScale } from './scale.js';
import type { BatterySystem } from './world/battery-system.js';
import { startLoggedBattery, type LoggedBattery } from './world/logged-battery.js';
import type { AgencyWorld } from './world/world.js';

const MESSAGES = atScale({ fast: 200, full: 1_000 });
/** The share of events after whose commit billing kills itself, before acking. */
const EXIT_BEFORE_ACK = atScale({ fast: 0.05, full: 0.02 });

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

describe('consumer killed between its effect and its ack', () => {
  test(`${count(MESSAGES)} events, billing killed after committing an effect and before acking it: 0 duplicate effects`, async () => {
    const ids = await planServices(system, agency, MESSAGES);
    // From now on billing kills itself after some commits; a supervisor starts it again each time.
    await system.processes.billing.stop();
    // Deliveries a dead consumer held come back after 2 s rather than 30.
    const billingEnv = {
      LOG_LEVEL: 'debug',
      EVENT_ACK_WAIT_MS: '2000',
      FAULT_EXIT_BEFORE_ACK: String(EXIT_BEFORE_ACK),
    };
    let crashes = 0;
    let supervising = true;
    const supervisor = (async () => {
      while (supervising) {
        // It may die again before it is even ready, on the backlog it resumes.
        await system.spawnService('billing', billingEnv).catch(() => undefined);
        const exit = await system.processes.billing.exited;
        if (exit.signal === 'SIGKILL' && supervising) crashes += 1;
      }
    })();

    const started = performance.now();
    const progress: FinishOutcome[] = [];
    const outcomes = await finishAtRate(system, agency, ids, 50, progress);
    while ((await billedServices(system, ids)).size < ids.length && performance.now() - started < 300_000) {
      await sleep(200);
    }
    const elapsed = performance.now() - started;
    supervising = false;
    await system.processes.billing.stop();
    await supervisor;

    const logFile = path.join(logDir, 'billing.log');
    const [lines] = await system.superusers.billing<{ count: number; services: number }[]>`
      select count(*)::int as count, count(distinct service_id)::int as services
        from billable_lines
       where agency_id = ${agency.id} and service_id = any(${ids as string[]})`;
    // A handler run twice for one service would have found its line and said so.
    const secondRuns = await countLogMessages(logFile, 'service already billed, event ignored');
    const caughtByInbox = await countLogMessages(logFile, 'event already handled');
    reportFigure(
      'consumer killed before its ack',
      `${count(MESSAGES)} events, billing killed ${crashes} times right after a commit (and restarted): ` +
        `${count(lines?.count ?? 0)} lines for ${count(lines?.services ?? 0)} services, ${secondRuns} duplicate effects, ` +
        `${caughtByInbox} redeliveries recognised by the inbox, in ${seconds(elapsed)}`,
    );
    expect(outcomes.filter((outcome) => outcome.status !== 200)).toEqual([]);
    expect({ lines: lines?.count, services: lines?.services, secondRuns }).toEqual({
      lines: MESSAGES,
      services: MESSAGES,
      secondRuns: 0,
    });
    // The faults happened and their redeliveries met the inbox: the test proves something.
    expect(crashes).toBeGreaterThan(0);
    expect(caughtByInbox).toBeGreaterThan(0);
  });
});
