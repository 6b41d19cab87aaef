import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLANNING_CHECK_CODES } from '../../settings.js';
import { formatZonedInstant, HOUR_MS, MINUTE_MS } from '../time.js';
import type { PlannedService, PlanningCheckLevel } from '../types.js';
import { runPlanningChecks } from './run-planning-checks.js';
import { checkContext, checkedAgent, rulesAt } from './test-fixtures.js';

/** Random services over 2026 (changes of time included), a few agents and sites. */
const START = Date.parse('2026-01-01T00:00:00Z');
const slotArb = fc.record({
  startMinute: fc.integer({ min: 0, max: 364 * 24 * 60 }),
  minutes: fc.integer({ min: 1, max: 20 * 60 }),
  agentIds: fc.uniqueArray(fc.constantFrom('a1', 'a2', 'a3'), { maxLength: 3 }),
  siteId: fc.constantFrom('s1', 's2'),
});
const servicesArb = (prefix: string, maxLength: number) =>
  fc.array(slotArb, { maxLength }).map((slots) =>
    slots.map((slot, index): PlannedService => ({
      id: `${prefix}${index}`,
      siteId: slot.siteId,
      startAt: formatZonedInstant(START + slot.startMinute * MINUTE_MS),
      endAt: formatZonedInstant(START + (slot.startMinute + slot.minutes) * MINUTE_MS),
      agentIds: slot.agentIds,
    })),
  );
const agents = [
  checkedAgent('a1', {
    forbiddenSiteIds: ['s2'],
    contractEndDate: '2026-06-30',
    hoursLimit: { hours: 35, period: 'WEEK' },
  }),
  checkedAgent('a2', {
    restrictedSiteIds: ['s1'],
    expiredSince: '2026-09-01',
    hoursLimit: { hours: 150, period: 'MONTH' },
  }),
];
const contextArb = fc.record({
  otherServices: servicesArb('other-', 30),
  unavailabilities: fc.array(
    fc
      .record({ agentId: fc.constantFrom('a1', 'a2', 'a3'), hour: fc.integer({ min: 0, max: 364 * 24 }) })
      .map(({ agentId, hour }) => ({
        agentId,
        startAt: formatZonedInstant(START + hour * HOUR_MS),
        endAt: formatZonedInstant(START + (hour + 30) * HOUR_MS),
      })),
    { maxLength: 5 },
  ),
  siteClosures: fc.array(
    fc.record({
      siteId: fc.constantFrom('s1', 's2'),
      startDate: fc.constant('2026-05-01'),
      endDate: fc.constant('2026-05-10'),
    }),
    { maxLength: 1 },
  ),
});
describe('planning checks properties', () => {
  it('report nothing when every check is disabled', () => {
    fc.assert(
      fc.property(servicesArb('c', 20), contextArb, (candidates, context) => {
        const anomalies = runPlanningChecks(
          candidates,
          checkContext({
            ...context,
            agents,
            rules: rulesAt('disabled'),
          }),
        );
        expect(anomalies).toEqual([]);
      }),
    );
  });

  it('name only candidate services, each anomaly at its configured level', () => {
    const levelArb = fc.constantFrom<PlanningCheckLevel>('disabled', 'warning', 'forbid');
    fc.assert(
      fc.property(
        servicesArb('c', 20),
        contextArb,
        fc.array(levelArb, { minLength: PLANNING_CHECK_CODES.length, maxLength: PLANNING_CHECK_CODES.length }),
        (candidates, context, levelList) => {
          const rules = rulesAt('warning');
          PLANNING_CHECK_CODES.forEach((code, index) => (rules.levels[code] = levelList[index]!));
          const anomalies = runPlanningChecks(
            candidates,
            checkContext({
              ...context,
              agents,
              rules,
            }),
          );
          const candidateIds = new Set(candidates.map((candidate) => candidate.id));
          for (const anomaly of anomalies) {
            expect(candidateIds.has(anomaly.serviceId)).toBe(true);
            expect(anomaly.level).toBe(rules.levels[anomaly.code]);
            expect(anomaly.message).toMatch(/\S/);
          }
        },
      ),
    );
  });

  it('find no overlap, short space or short daily rest between services 24 h apart and within the limits', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ gapHours: fc.integer({ min: 24, max: 96 }), minutes: fc.integer({ min: 1, max: 12 * 60 }) }),
          { minLength: 1, maxLength: 20 },
        ),
        fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }),
        (slots, candidateFlags) => {
          let cursor = START;
          const services = slots.map((slot, index): PlannedService => {
            const startMs = cursor + slot.gapHours * HOUR_MS;
            cursor = startMs + slot.minutes * MINUTE_MS;
            return {
              id: `s${index}`,
              siteId: 's1',
              startAt: formatZonedInstant(startMs),
              endAt: new Date(cursor).toISOString(),
              agentIds: ['a1'],
            };
          });
          const candidates = services.filter((_, index) => candidateFlags[index]);
          const others = services.filter((_, index) => !candidateFlags[index]);
          const codes = runPlanningChecks(candidates, checkContext({ otherServices: others })).map(
            (anomaly) => anomaly.code,
          );
          expect(codes).not.toContain('AGENT_ALREADY_HIRED');
          expect(codes).not.toContain('AGENT_SPACE_11H');
          expect(codes).not.toContain('AGENT_REST_11H');
          expect(codes).not.toContain('SERVICE_MAX_DURATION');
        },
      ),
    );
  });

  it('always report two overlapping services of an agent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 364 * 24 * 60 }),
        fc.integer({ min: 1, max: 16 * 60 }),
        fc.integer({ min: 1, max: 16 * 60 }),
        fc.boolean(),
        (startMinute, firstMinutes, secondMinutes, bothCandidates) => {
          const firstStart = START + startMinute * MINUTE_MS;
          // The second starts strictly within the first.
          const secondStart = firstStart + Math.floor((firstMinutes - 1) / 2) * MINUTE_MS;
          const first: PlannedService = {
            id: 'first',
            siteId: 's1',
            startAt: formatZonedInstant(firstStart),
            endAt: formatZonedInstant(firstStart + firstMinutes * MINUTE_MS),
            agentIds: ['a1'],
          };
          const second: PlannedService = {
            id: 'second',
            siteId: 's2',
            startAt: formatZonedInstant(secondStart),
            endAt: formatZonedInstant(secondStart + secondMinutes * MINUTE_MS),
            agentIds: ['a1'],
          };
          const anomalies = runPlanningChecks(
            bothCandidates ? [first, second] : [second],
            checkContext({ otherServices: bothCandidates ? [] : [first] }),
          );
          const hired = anomalies.filter((anomaly) => anomaly.code === 'AGENT_ALREADY_HIRED');
          expect(hired.map((anomaly) => anomaly.serviceId)).toEqual(bothCandidates ? ['first', 'second'] : ['second']);
          expect(hired[0]!.message).toContain('Service en chevauchement');
        },
      ),
    );
  });
});
