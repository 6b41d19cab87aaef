import type {
  AgentUnavailability,
  CheckedAgent,
  PlannedService,
  PlanningCheckContext,
  PlanningRules,
  SiteClosurePeriod,
} from '../types.js';
import { toEpochMs } from '../time.js';
import { agentSchedule, type AgentSchedule } from './agent-schedule.js';
import { timedService, type TimedService } from './timed-service.js';

/** An unavailability with its instants read once. */
export type TimedUnavailability = AgentUnavailability & { startMs: number; endMs: number };

/** One agent of the candidates and everything the rules read about him. */
export type AgentPlanning = {
  agentId: string;
  /** Undefined for an agent the context does not know: only the rules needing no agent data apply. */
  agent: CheckedAgent | undefined;
  /** The candidates and the other services he works, together. */
  schedule: AgentSchedule;
  /** His candidates, by start. */
  candidates: TimedService[];
  unavailabilities: TimedUnavailability[];
};

/** The change indexed once for all the rules: the candidates, per agent, per site. */
export type PreparedChecks = {
  rules: PlanningRules;
  /** In the order given. */
  candidates: TimedService[];
  /** The candidates' agents, in order of first appearance. */
  agents: AgentPlanning[];
  closuresBySite: ReadonlyMap<string, readonly SiteClosurePeriod[]>;
};

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/**
 * Indexes the candidates and the context: each agent's schedule is built and sorted once; other
 * services, unavailabilities and agents not concerning a candidate's agent are left aside.
 */
export function prepareChecks(candidates: readonly PlannedService[], context: PlanningCheckContext): PreparedChecks {
  const timedCandidates = candidates.map((service, index) => timedService(service, index));
  const candidateIds = new Set(candidates.map((service) => service.id));
  const agentById = new Map(context.agents.map((agent) => [agent.id, agent]));
  const servicesByAgent = new Map<string, { candidates: TimedService[]; others: TimedService[] }>();

  for (const timed of timedCandidates) {
    for (const agentId of new Set(timed.service.agentIds)) {
      const entry = servicesByAgent.get(agentId);
      if (entry) entry.candidates.push(timed);
      else servicesByAgent.set(agentId, { candidates: [timed], others: [] });
    }
  }
  const seenOthers = new Set<string>();
  for (const service of context.otherServices) {
    if (candidateIds.has(service.id) || seenOthers.has(service.id)) continue;
    seenOthers.add(service.id);
    let timed: TimedService | undefined;
    for (const agentId of new Set(service.agentIds)) {
      const entry = servicesByAgent.get(agentId);
      if (!entry) continue;
      timed ??= timedService(service, -1);
      entry.others.push(timed);
    }
  }

  const unavailabilitiesByAgent = groupBy(
    context.unavailabilities.filter((unavailability) => servicesByAgent.has(unavailability.agentId)),
    (unavailability) => unavailability.agentId,
  );
  const agents: AgentPlanning[] = [];
  for (const [agentId, services] of servicesByAgent) {
    agents.push({
      agentId,
      agent: agentById.get(agentId),
      schedule: agentSchedule([...services.candidates, ...services.others]),
      candidates: [...services.candidates].sort((a, b) => a.startMs - b.startMs || a.candidateIndex - b.candidateIndex),
      unavailabilities: (unavailabilitiesByAgent.get(agentId) ?? []).map((unavailability) => ({
        ...unavailability,
        startMs: toEpochMs(unavailability.startAt),
        endMs: toEpochMs(unavailability.endAt),
      })),
    });
  }
  return {
    rules: context.rules,
    candidates: timedCandidates,
    agents,
    closuresBySite: groupBy(context.siteClosures, (closure) => closure.siteId),
  };
}
