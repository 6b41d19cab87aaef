import type { PlanningCheck } from '../planning-check.js';

/** AGENT_SITE_FORBIDDEN: a candidate on a site the agent may not work on. */
export const agentSiteForbiddenCheck: PlanningCheck = {
  code: 'AGENT_SITE_FORBIDDEN',
  run({ agents }, report) {
    for (const { agentId, agent, candidates } of agents) {
      if (!agent || agent.forbiddenSiteIds.length === 0) continue;
      for (const candidate of candidates) {
        if (!agent.forbiddenSiteIds.includes(candidate.service.siteId)) continue;
        report(candidate, agentId, 'Site interdit au collaborateur : il ne peut pas travailler sur ce site');
      }
    }
  },
};

/** AGENT_RESTRICTION: a candidate on a site among the agent's restrictions. */
export const agentRestrictionCheck: PlanningCheck = {
  code: 'AGENT_RESTRICTION',
  run({ agents }, report) {
    for (const { agentId, agent, candidates } of agents) {
      if (!agent || agent.restrictedSiteIds.length === 0) continue;
      for (const candidate of candidates) {
        if (!agent.restrictedSiteIds.includes(candidate.service.siteId)) continue;
        report(candidate, agentId, 'Restriction du collaborateur : ce site fait partie de ses restrictions');
      }
    }
  },
};
