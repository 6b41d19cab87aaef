import { servicesWithin } from '../agent-schedule.js';
import { dateOfInstant, timeOfInstant } from '../format.js';
import type { PlanningCheck } from '../planning-check.js';

/** AGENT_ALREADY_HIRED: a candidate sharing time with another service of the same agent. */
export const agentAlreadyHiredCheck: PlanningCheck = {
  code: 'AGENT_ALREADY_HIRED',
  run({ agents }, report) {
    for (const { agentId, schedule, candidates } of agents) {
      for (const candidate of candidates) {
        const other = servicesWithin(schedule, candidate.startMs, candidate.endMs).find(
          (timed) => timed.service.id !== candidate.service.id,
        );
        if (!other) continue;
        report(
          candidate,
          agentId,
          `Service en chevauchement : le collaborateur travaille déjà de ${timeOfInstant(other.startMs)} à ${timeOfInstant(other.endMs)} le ${dateOfInstant(other.startMs)}`,
        );
      }
    }
  },
};
