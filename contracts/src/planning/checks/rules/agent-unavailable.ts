import { dateTimeOf } from '../format.js';
import type { PlanningCheck } from '../planning-check.js';

/** AGENT_UNAVAILABLE: a candidate sharing time with one of the agent's unavailabilities. */
export const agentUnavailableCheck: PlanningCheck = {
  code: 'AGENT_UNAVAILABLE',
  run({ agents }, report) {
    for (const { agentId, candidates, unavailabilities } of agents) {
      if (unavailabilities.length === 0) continue;
      for (const candidate of candidates) {
        const unavailability = unavailabilities.find(
          (period) => period.startMs < candidate.endMs && period.endMs > candidate.startMs,
        );
        if (!unavailability) continue;
        report(
          candidate,
          agentId,
          `Collaborateur indisponible du ${dateTimeOf(unavailability.startMs)} au ${dateTimeOf(unavailability.endMs)}`,
        );
      }
    }
  },
};
