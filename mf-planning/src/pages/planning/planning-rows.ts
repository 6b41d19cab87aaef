import type { PlanningGap, PlanningService } from '@portal/contracts';
import type { PlanningRow } from './planning-grid.js';

/** The first row of the agents view: the services still missing agents, dragged from there. */
export const UNSTAFFED_ROW_ID = 'a-pourvoir';

/** Items by key, in one pass (a month holds thousands of services: no scan per row). */
function groupBy<T>(items: readonly T[], keysOf: (item: T) => readonly string[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    for (const key of keysOf(item)) {
      const group = groups.get(key);
      if (group) group.push(item);
      else groups.set(key, [item]);
    }
  }
  return groups;
}

/** The sites view's rows: each site with its services, and its customer unless all are one's own. */
export function siteRows(
  data: { sites: readonly { id: string; name: string; customerName: string }[]; services: readonly PlanningService[] },
  options: { customerShown: boolean } = { customerShown: true },
): PlanningRow[] {
  const bySite = groupBy(data.services, (service) => [service.siteId]);
  return data.sites.map((site) => ({
    id: site.id,
    title: site.name,
    ...(options.customerShown ? { subtitle: site.customerName } : {}),
    services: bySite.get(site.id) ?? [],
  }));
}

/** The agents view's rows: 'À pourvoir', then each agent with his services, unavailable periods and gaps. */
export function agentRows(data: {
  agents: readonly { id: string; firstName: string; lastName: string }[];
  services: readonly PlanningService[];
  unavailabilities: readonly { agentId: string; startAt: string; endAt: string }[];
  unstaffed: readonly PlanningService[];
  gaps: readonly PlanningGap[];
}): PlanningRow[] {
  const byAgent = groupBy(data.services, (service) => service.agents.map((agent) => agent.id));
  const absences = groupBy(data.unavailabilities, (absence) => [absence.agentId]);
  const gaps = groupBy(data.gaps, (gap) => [gap.agentId]);
  return [
    {
      id: UNSTAFFED_ROW_ID,
      title: 'À pourvoir',
      subtitle: 'Services sans assez de collaborateurs',
      services: [...data.unstaffed],
    },
    ...data.agents.map((agent) => ({
      id: agent.id,
      title: `${agent.lastName} ${agent.firstName}`,
      services: byAgent.get(agent.id) ?? [],
      unavailable: absences.get(agent.id) ?? [],
      gaps: gaps.get(agent.id) ?? [],
    })),
  ];
}
