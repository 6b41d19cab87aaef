import type {
  AgentUnavailability,
  CheckedAgent,
  PlannedService,
  PlanningCheckContext,
  SiteClosurePeriod,
} from '@portal/contracts';
import type { Tx } from '@portal/service-kit';

/**
 * Around a change, how far the agents' schedules are read: the widest rule looks at the calendar
 * month (Sundays, monthly hours) and at the 6 days before and after (consecutive days).
 */
const WINDOW_MARGIN_DAYS = 38;
const DAY_MS = 86_400_000;

type ContractRow = { id: string; endDate: string | null; hoursLimit: number | null; period: 'WEEK' | 'MONTH' | null };

/** What the checks need besides the candidates: the agents' other services, absences, sites' closures, contracts. */
export async function loadCheckContext(
  tx: Tx,
  agencyId: string,
  candidates: readonly PlannedService[],
  rules: PlanningCheckContext['rules'],
): Promise<PlanningCheckContext> {
  const agentIds = [...new Set(candidates.flatMap((candidate) => candidate.agentIds))];
  const siteIds = [...new Set(candidates.map((candidate) => candidate.siteId))];
  const from = new Date(Math.min(...candidates.map((c) => Date.parse(c.startAt))) - WINDOW_MARGIN_DAYS * DAY_MS);
  const to = new Date(Math.max(...candidates.map((c) => Date.parse(c.endAt))) + WINDOW_MARGIN_DAYS * DAY_MS);
  const candidateIds = candidates.map((candidate) => candidate.id);
  const [otherServices, unavailabilities, siteClosures, agents] = await Promise.all([
    agentIds.length === 0
      ? []
      : tx<{ id: string; siteId: string; startAt: Date; endAt: Date; agentIds: string[]; circuitId: string | null }[]>`
          select s.id, s.site_id, s.start_at, s.end_at, s.circuit_id, array_agg(sa.agent_id) as agent_ids
            from services s join service_agents sa on sa.service_id = s.id
           where s.agency_id = ${agencyId} and sa.agent_id = any(${agentIds}::uuid[])
             and s.start_at < ${to} and s.end_at > ${from} and s.status <> 600
             and s.id <> all(${candidateIds}::uuid[])
           group by s.id`,
    agentIds.length === 0
      ? []
      : tx<{ agentId: string; startAt: Date; endAt: Date }[]>`
          select agent_id, start_at, end_at from unavailabilities
           where agency_id = ${agencyId} and agent_id = any(${agentIds}::uuid[])
             and start_at < ${to} and end_at > ${from}`,
    tx<{ siteId: string; startDate: string; endDate: string }[]>`
      select si.id as site_id, closure ->> 'startDate' as start_date, closure ->> 'endDate' as end_date
        from sites si cross join jsonb_array_elements(si.closures) as closure
       where si.agency_id = ${agencyId} and si.id = any(${siteIds}::uuid[])`,
    agentIds.length === 0
      ? []
      : tx<ContractRow[]>`
          select id, contract ->> 'endDate' as end_date, (contract ->> 'hoursLimit')::float8 as hours_limit,
                 contract ->> 'period' as period
            from collaborators where agency_id = ${agencyId} and id = any(${agentIds}::uuid[])`,
  ]);
  return {
    rules,
    otherServices: otherServices.map((service): PlannedService => ({
      id: service.id,
      siteId: service.siteId,
      startAt: service.startAt.toISOString(),
      endAt: service.endAt.toISOString(),
      agentIds: service.agentIds,
    })),
    unavailabilities: unavailabilities.map((absence): AgentUnavailability => ({
      agentId: absence.agentId,
      startAt: absence.startAt.toISOString(),
      endAt: absence.endAt.toISOString(),
    })),
    siteClosures: siteClosures as SiteClosurePeriod[],
    agents: agents.map((agent): CheckedAgent => ({
      id: agent.id,
      // Forbidden and restricted sites, and regulatory expirations, are not recorded yet.
      forbiddenSiteIds: [],
      restrictedSiteIds: [],
      expiredSince: null,
      contractEndDate: agent.endDate,
      hoursLimit: agent.hoursLimit === null ? null : { hours: agent.hoursLimit, period: agent.period ?? 'WEEK' },
    })),
  };
}
