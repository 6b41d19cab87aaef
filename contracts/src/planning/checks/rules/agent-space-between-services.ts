import { MINUTE_MS, localDateOf } from '../../time.js';
import { frenchDuration, frenchMinutes, momentOf, timeOfInstant } from '../format.js';
import type { PlanningCheck } from '../planning-check.js';
import { isCandidate, type TimedService } from '../timed-service.js';

/** Two stops of one circuit: the gap between them is the tour's own, not a rest. */
const sameCircuit = (a: TimedService, b: TimedService) =>
  Boolean(a.service.circuitId) && a.service.circuitId === b.service.circuitId;

/**
 * AGENT_SPACE_11H: less than agentSpaceMinutes (but some time) between the end of one of the agent's
 * services and the start of his next one, one of the two being a candidate, unless both are stops of
 * one circuit. Reported once per pair, on the later service when it is a candidate, else on the
 * earlier one.
 */
export const agentSpaceBetweenServicesCheck: PlanningCheck = {
  code: 'AGENT_SPACE_11H',
  run({ agents, rules }, report) {
    const requiredMs = rules.agentSpaceMinutes * MINUTE_MS;
    for (const { agentId, schedule, candidates } of agents) {
      if (candidates.length === 0) continue;
      let latest: TimedService | undefined;
      for (const next of schedule.services) {
        if (latest) {
          const gapMs = next.startMs - latest.endMs;
          if (
            gapMs > 0 &&
            gapMs < requiredMs &&
            (isCandidate(next) || isCandidate(latest)) &&
            !sameCircuit(latest, next)
          ) {
            const sameDay = localDateOf(latest.endMs) === next.startDate;
            report(
              isCandidate(next) ? next : latest,
              agentId,
              `Écart de ${frenchMinutes(rules.agentSpaceMinutes)} entre deux services non respecté : ${frenchDuration(gapMs)} entre la fin d'un service ${momentOf(latest.endMs)} et le début du suivant ${sameDay ? `à ${timeOfInstant(next.startMs)}` : momentOf(next.startMs)}`,
            );
          }
        }
        if (!latest || next.endMs > latest.endMs) latest = next;
      }
    }
  },
};
