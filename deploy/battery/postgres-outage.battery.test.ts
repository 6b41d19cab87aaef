import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freePort } from '@portal/service-kit/testing/ports';
import { startLocalPostgres, type PostgresServer } from '../local/infra/postgres.js';
import { isHttpOk } from '../local/wait.js';
import type { ServiceName } from '../system/system-under-test.js';
import { ANSWER_WITHIN_MS, finishAtRate, untilAnswered, type FinishOutcome } from './reliability/paced-finishes.js';
import { billedServices, planServices } from './reliability/planned-services.js';
import { count, reportFigure, seconds } from './report.js';
import { atScale } from './scale.js';
import { startBatterySystem, type BatterySystem } from './world/battery-system.js';
import { buildWorld, type AgencyWorld } from './world/world.js';

const EVENTS = atScale({ fast: 300, full: 3_000 });
const RATE = 40;
/** How long PostgreSQL stays down while the load goes on. */
const DOWN_MS = 3_000;
const SERVICES: ServiceName[] = ['identity', 'operations', 'billing'];

let dataDir: string;
let port: number;
let postgres: PostgresServer;
let system: BatterySystem;
let agency: AgencyWorld;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A cluster of the test's own, which it stops and starts again (the machine's own is never touched). */
const startPostgres = async () => {
  postgres = await startLocalPostgres({ dataDir, port });
  return performance.now();
};

/** Milliseconds from `since` until the service's /ready answers 200 (capped at 60 s). */
async function readyAfter(service: ServiceName, since: number): Promise<number> {
  while (!(await isHttpOk(`${system.urls[service]}/ready`))) {
    if (performance.now() - since > 60_000) return Number.POSITIVE_INFINITY;
    await sleep(100);
  }
  return performance.now() - since;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'battery-pg-'));
  port = await freePort();
  await startPostgres();
  system = await startBatterySystem({ adminUrl: postgres.adminUrl });
  agency = (await buildWorld(system, 1, 1)).agencies[0] as AgencyWorld;
}, 300_000);
afterAll(async () => {
  await system?.stop();
  await postgres?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('PostgreSQL outages', () => {
  test('PostgreSQL restarted under load: 0 outbox rows lost, every service ready < 15 s after the database is', async () => {
    const ids = await planServices(system, agency, EVENTS);
    const progress: FinishOutcome[] = [];
    const finishing = finishAtRate(system, agency, ids, RATE, progress);
    await untilAnswered(progress, EVENTS / 3);
    await postgres.stop();
    await sleep(DOWN_MS);
    const databaseBack = await startPostgres();
    const readiness = await Promise.all(SERVICES.map((service) => readyAfter(service, databaseBack)));
    const outcomes = await finishing;

    // Whatever a call answered during the outage, the truth is the database: every service it
    // finished has its event in the outbox, published, and billing's line. (An event published
    // when the database went away before the relay could mark it is published again once its
    // 30-second lease ends: JetStream and billing's inbox drop the copy.)
    const settled = performance.now();
    let finishedIds: string[] = [];
    let billed = new Set<string>();
    let events: { total: number; unpublished: number } | undefined;
    do {
      await sleep(200);
      finishedIds = (
        await system.superusers.operations<{ id: string }[]>`
          select id from services where agency_id = ${agency.id} and status = 300`
      ).map((row) => row.id);
      billed = await billedServices(system, finishedIds);
      [events] = await system.superusers.operations<{ total: number; unpublished: number }[]>`
        select count(*)::int as total, count(*) filter (where published_at is null)::int as unpublished
          from outbox where subject = 'operations.service.finished'`;
    } while (
      (billed.size < finishedIds.length || (events?.unpublished ?? 0) > 0) &&
      performance.now() - settled < 120_000
    );
    const failed = outcomes.filter((outcome) => outcome.status !== 200);
    const statuses = [...new Set(failed.map((outcome) => outcome.status))].sort();
    const answers = statuses.map((status) => status || `nothing within ${ANSWER_WITHIN_MS / 1000} s`);
    const lost = finishedIds.length - billed.size + (finishedIds.length - (events?.total ?? 0));
    reportFigure(
      'PostgreSQL restart under load',
      `${count(EVENTS)} finishes at ${RATE}/s, PostgreSQL down ${DOWN_MS / 1000} s: ${count(finishedIds.length)} finished ` +
        `(${failed.length} calls failed during the outage, answered ${answers.join('/') || 'nothing'}), ` +
        `${count(events?.total ?? 0)} events, ${lost} lost, ${events?.unpublished} unpublished; ready after the database: ` +
        SERVICES.map((service, index) => `${service} ${seconds(readiness[index] ?? 0)}`).join(', '),
    );
    expect({ lost, unpublished: events?.unpublished, events: events?.total }).toEqual({
      lost: 0,
      unpublished: 0,
      events: finishedIds.length,
    });
    expect(finishedIds.length).toBeGreaterThan(EVENTS / 2);
    // A call the outage refused says so: 503 and Retry-After (the portal may retry it), never a 500.
    expect(statuses).toEqual(failed.length > 0 ? [503] : []);
    expect(Math.max(...readiness)).toBeLessThan(15_000);
  });

  test('a service started while its database is down is ready < 15 s after the database is', async () => {
    await postgres.stop();
    await system.processes.billing.stop();
    const starting = system.spawnService('billing');
    starting.catch(() => undefined);
    await sleep(3_000);
    const waitedAlive = system.processes.billing.isRunning();
    const readyWhileDown = await isHttpOk(`${system.urls.billing}/ready`);
    const databaseBack = await startPostgres();
    await starting;
    const ready = performance.now() - databaseBack;
    reportFigure(
      'service started without its database',
      `billing started while PostgreSQL was down: kept waiting (${waitedAlive ? 'alive' : 'exited'}), ` +
        `ready ${seconds(ready)} after the database`,
    );
    expect({ waitedAlive, readyWhileDown }).toEqual({ waitedAlive: true, readyWhileDown: false });
    expect(ready).toBeLessThan(15_000);
  });
});
