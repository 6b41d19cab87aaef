import { DAY_MS, MINUTE_MS } from '../../time.js';
import { longestRestMs, servicesWithin, type AgentSchedule } from '../agent-schedule.js';
import { frenchDuration, frenchMinutes } from '../format.js';
import type { PlanningCheck } from '../planning-check.js';

/**
 * The shortest daily rest of the 24-hour periods holding a service starting at `startMs`: those
 * starting with it, and with each of the agent's services begun in the 24 hours before it (an
 * evening followed by the next morning breaks the rest of the evening's day).
 */
function shortestDailyRestMs(schedule: AgentSchedule, startMs: number): number {
  let shortest = longestRestMs(schedule, startMs, startMs + DAY_MS);
  for (const earlier of servicesWithin(schedule, startMs - DAY_MS, startMs)) {
    if (earlier.startMs <= startMs - DAY_MS || earlier.startMs >= startMs) continue;
    shortest = Math.min(shortest, longestRestMs(schedule, earlier.startMs, earlier.startMs + DAY_MS));
  }
  return shortest;
}

/**
 * AGENT_REST_11H: in a 24-hour period holding a candidate (from its start, or from the start of one
 * of the agent's services in the 24 hours before it), the agent's longest time without any service
 * (the period's edges included) is shorter than agentRestMinutes.
 */
export const agentDailyRestCheck: PlanningCheck = {
  code: 'AGENT_REST_11H',
  run({ agents, rules }, report) {
    const requiredMs = rules.agentRestMinutes * MINUTE_MS;
    for (const { agentId, schedule, candidates } of agents) {
      for (const candidate of candidates) {
        const restMs = shortestDailyRestMs(schedule, candidate.startMs);
        if (restMs >= requiredMs) continue;
        report(
          candidate,
          agentId,
          `Repos quotidien de ${frenchMinutes(rules.agentRestMinutes)} non respecté : ${frenchDuration(restMs)} de repos sur 24 h`,
        );
      }
    }
  },
};
