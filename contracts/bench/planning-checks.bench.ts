/**
 * Benchmark of the pure planning modules: the checks engine over 10,000 candidate services (300
 * agents × the 31 days of March 2026, change of time included, plus 700 short interventions), every
 * check at 'warning', and the split of their hours by kind. Goal: the checks well under 200 ms.
 *
 *   npm run bench -w @portal/contracts
 */
import { performance } from 'node:perf_hooks';
import { splitServiceHours } from '../src/planning/hours.js';
import { runPlanningChecks, rulesFromSettings } from '../src/planning/checks/index.js';
import { addDays, zonedInstant } from '../src/planning/time.js';
import type { CheckedAgent, PlannedService, PlanningCheckContext } from '../src/planning/types.js';
import { DEFAULT_OPERATIONS_SETTINGS, PLANNING_CHECK_CODES, type PlanningCheckCode } from '../src/settings.js';

const AGENTS = 300;
const DAYS = 31;
const EXTRA_SERVICES = 700;
const SITES = 120;
const WARM_UP_RUNS = 5;
const MEASURED_RUNS = 20;
const FIRST_DAY = '2026-03-01';

/** Deterministic pseudo-random numbers (mulberry32), so every run measures the same planning. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = seededRandom(2026);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** Security and cleaning shifts: mornings, afternoons, nights and 12-hour days. */
const SHIFTS = [
  ['06:00', '14:00'],
  ['14:00', '22:00'],
  ['22:00', '06:00'],
  ['08:00', '20:00'],
  ['07:00', '15:00'],
] as const;

const agentIds = Array.from({ length: AGENTS }, (_, index) => `agent-${index}`);
const siteIds = Array.from({ length: SITES }, (_, index) => `site-${index}`);
const candidates: PlannedService[] = [];
for (const [agentIndex, agentId] of agentIds.entries()) {
  const homeSite = siteIds[agentIndex % SITES]!;
  for (let day = 0; day < DAYS; day += 1) {
    // Each agent keeps a shift for four days, then rotates to the next kind.
    const [startTime, endTime] = SHIFTS[(agentIndex + Math.floor(day / 4)) % SHIFTS.length]!;
    const date = addDays(FIRST_DAY, day);
    candidates.push({
      id: `service-${candidates.length}`,
      siteId: random() < 0.9 ? homeSite : pick(siteIds),
      startAt: zonedInstant(date, startTime),
      endAt: zonedInstant(endTime <= startTime ? addDays(date, 1) : date, endTime),
      agentIds: [agentId],
    });
  }
}
// Short interventions on top, a tenth of them with two agents.
for (let extra = 0; extra < EXTRA_SERVICES; extra += 1) {
  const date = addDays(FIRST_DAY, Math.floor(random() * DAYS));
  const hour = 8 + Math.floor(random() * 10);
  candidates.push({
    id: `service-${candidates.length}`,
    siteId: pick(siteIds),
    startAt: zonedInstant(date, `${String(hour).padStart(2, '0')}:00`),
    endAt: zonedInstant(date, `${String(hour + 2 + Math.floor(random() * 3)).padStart(2, '0')}:30`),
    agentIds: random() < 0.1 ? [pick(agentIds), pick(agentIds)] : [pick(agentIds)],
  });
}

const agents: CheckedAgent[] = agentIds.map((id, index) => ({
  id,
  forbiddenSiteIds: index % 7 === 0 ? [pick(siteIds)] : [],
  restrictedSiteIds: index % 5 === 0 ? [pick(siteIds), pick(siteIds)] : [],
  contractEndDate: index % 20 === 0 ? '2026-03-20' : null,
  hoursLimit: index % 3 === 0 ? { hours: 35, period: 'WEEK' } : { hours: 151.67, period: 'MONTH' },
  expiredSince: index % 50 === 0 ? '2026-03-25' : null,
}));
const everyCheckWarns = Object.fromEntries(PLANNING_CHECK_CODES.map((code) => [code, 'warning']));
const settings = {
  ...DEFAULT_OPERATIONS_SETTINGS,
  planningChecks: everyCheckWarns as Record<PlanningCheckCode, 'warning'>,
};
const context: PlanningCheckContext = {
  rules: rulesFromSettings(settings),
  otherServices: [],
  unavailabilities: agentIds
    .filter((_, index) => index % 4 === 0)
    .map((agentId) => {
      const date = addDays(FIRST_DAY, Math.floor(random() * (DAYS - 3)));
      return { agentId, startAt: zonedInstant(date, '00:00'), endAt: zonedInstant(addDays(date, 3), '00:00') };
    }),
  siteClosures: siteIds
    .filter((_, index) => index % 10 === 0)
    .map((siteId) => ({ siteId, startDate: '2026-03-14', endDate: '2026-03-16' })),
  agents,
};
const holidays = new Set(['2026-04-06', '2026-05-01']);

function measure(label: string, run: () => number): void {
  for (let index = 0; index < WARM_UP_RUNS; index += 1) run();
  const durations: number[] = [];
  let result = 0;
  for (let index = 0; index < MEASURED_RUNS; index += 1) {
    const started = performance.now();
    result = run();
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const at = (quantile: number) =>
    durations[Math.min(durations.length - 1, Math.ceil(quantile * durations.length) - 1)]!;
  console.log(
    `${label.padEnd(34)} median ${at(0.5).toFixed(1)} ms   p95 ${at(0.95).toFixed(1)} ms   max ${durations[durations.length - 1]!.toFixed(1)} ms   (${result.toLocaleString('en')} results)`,
  );
}

console.log(
  `${candidates.length.toLocaleString('en')} candidate services, ${AGENTS} agents, ${SITES} sites, ${MEASURED_RUNS} runs after ${WARM_UP_RUNS} warm-ups`,
);
measure('runPlanningChecks (all warning)', () => runPlanningChecks(candidates, context).length);
measure('splitServiceHours (each service)', () => {
  let total = 0;
  for (const service of candidates) {
    total += splitServiceHours(service.startAt, service.endAt, {
      holidays,
      nightStart: '21:00',
      nightEnd: '06:00',
    }).total;
  }
  return Math.round(total);
});
const anomalies = runPlanningChecks(candidates, context);
const byCode = new Map<string, number>();
for (const anomaly of anomalies) byCode.set(anomaly.code, (byCode.get(anomaly.code) ?? 0) + 1);
console.log('anomalies by code:', Object.fromEntries(byCode));
