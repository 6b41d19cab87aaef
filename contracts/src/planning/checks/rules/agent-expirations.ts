import { addDays, zonedEpochMs } from '../../time.js';
import { frenchDate } from '../format.js';
import type { PlanningCheck } from '../planning-check.js';

/** AGENT_CONTRACT_EXPIRED: a candidate ending after the last day of the agent's contract (Paris time). */
export const agentContractExpiredCheck: PlanningCheck = {
  code: 'AGENT_CONTRACT_EXPIRED',
  run({ agents }, report) {
    for (const { agentId, agent, candidates } of agents) {
      if (!agent?.contractEndDate) continue;
      const contractEndMs = zonedEpochMs(addDays(agent.contractEndDate, 1));
      for (const candidate of candidates) {
        if (candidate.endMs <= contractEndMs) continue;
        report(
          candidate,
          agentId,
          `Contrat de travail expiré : le contrat du collaborateur prend fin le ${frenchDate(agent.contractEndDate)}`,
        );
      }
    }
  },
};

/** AGENT_EXPIRED: a candidate starting on or after the day the agent's regulatory documents expired. */
export const agentExpiredCheck: PlanningCheck = {
  code: 'AGENT_EXPIRED',
  run({ agents }, report) {
    for (const { agentId, agent, candidates } of agents) {
      const expiredSince = agent?.expiredSince;
      if (!expiredSince) continue;
      for (const candidate of candidates) {
        if (expiredSince > candidate.startDate) continue;
        report(
          candidate,
          agentId,
          `Échéance réglementaire dépassée : les documents réglementaires du collaborateur sont échus depuis le ${frenchDate(expiredSince)}`,
        );
      }
    }
  },
};
