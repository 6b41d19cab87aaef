import {
  addDays,
  PLANNING_MAX_DAYS,
  zonedInstant,
  type PlanningGap,
  type PlanningRequestSchema,
  type PlanningService,
  type Service,
} from '@portal/contracts';
import { AppError, transaction, type Scope, type Sql, type Tx } from '@portal/service-kit';
import type { z } from 'zod';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { findUnavailabilitiesOverlapping } from '../unavailabilities/repo.js';
import {
  planningServiceColumns,
  serviceColumns,
  serviceJoins,
  toPlanningService,
  toService,
  type StoredPlanningService,
  type StoredService,
} from './service-view.js';

type PlanningRequest = z.output<typeof PlanningRequestSchema>;
const DAY_MS = 86_400_000;

/** The window's instants: Paris midnight of `from` to Paris midnight after `to`. */
function windowOf(request: PlanningRequest) {
  if ((Date.parse(request.to) - Date.parse(request.from)) / DAY_MS + 1 > PLANNING_MAX_DAYS) {
    throw new AppError('PLANNING_RANGE_TOO_LONG', { params: { max: PLANNING_MAX_DAYS } });
  }
  return { from: zonedInstant(request.from, '00:00'), to: zonedInstant(addDays(request.to, 1), '00:00') };
}

type WindowOptions = { unstaffed?: boolean };

/** The services of the agency overlapping the window, archived ones left out (the query's filter). */
function inWindow(tx: Tx, agencyId: string, request: PlanningRequest, options: WindowOptions) {
  const { from, to } = windowOf(request);
  return tx`s.agency_id = ${agencyId} and s.status <> 600 and s.start_at < ${to} and s.end_at > ${from}
       ${request.siteIds ? tx`and s.site_id = any(${request.siteIds}::uuid[])` : tx``}
       ${request.customerId ? tx`and si.customer_id = ${request.customerId}` : tx``}
       ${
         request.agentIds
           ? tx`and exists (select 1 from service_agents sa where sa.service_id = s.id and sa.agent_id = any(${request.agentIds}::uuid[]))`
           : tx``
       }
       ${
         options.unstaffed
           ? tx`and (select count(*) from service_agents sa where sa.service_id = s.id) < s.nb_agents`
           : tx``
       }`;
}

/** The services overlapping the window, whole, by start ('Mon planning'). */
export async function servicesInWindow(
  tx: Tx,
  agencyId: string,
  request: PlanningRequest,
  options: WindowOptions = {},
): Promise<Service[]> {
  const rows = await tx<StoredService[]>`
    select ${serviceColumns(tx)} from services s ${serviceJoins(tx)}
     where ${inWindow(tx, agencyId, request, options)}
     order by s.start_at, s.reference`;
  return rows.map(toService);
}

/** The services overlapping the window as the planning draws them, by start (fewer columns, thousands of rows). */
async function planningServicesInWindow(
  tx: Tx,
  agencyId: string,
  request: PlanningRequest,
  options: WindowOptions = {},
): Promise<PlanningService[]> {
  const rows = await tx<StoredPlanningService[]>`
    select ${planningServiceColumns(tx)} from services s join sites si on si.agency_id = s.agency_id and si.id = s.site_id
     where ${inWindow(tx, agencyId, request, options)}
     order by s.start_at, s.reference`;
  return rows.map(toPlanningService);
}

/**
 * `POST /agency/{id}/fetch/sites/with-services` (adminPlanning, sites view): the active sites asked
 * for, or every site having a service in the window, with those services. With `customerId`
 * (`/customer/{customerId}/…`, customerPlaningSites) both are bounded by that customer whatever the
 * request asks.
 */
export async function findSitesPlanning(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  request: PlanningRequest,
  customerId?: string,
) {
  return transaction(sql, scope, async (tx) => {
    await requireProvisionedAgency(tx, agencyId);
    const services = await planningServicesInWindow(tx, agencyId, customerId ? { ...request, customerId } : request);
    const siteIds = request.siteIds ?? [...new Set(services.map((service) => service.siteId))];
    const sites = await tx<{ id: string; name: string; customerName: string }[]>`
      select si.id, si.name, c.name as customer_name
        from sites si join customers c on c.agency_id = si.agency_id and c.id = si.customer_id
       where si.agency_id = ${agencyId} and si.id = any(${siteIds}::uuid[])
         ${customerId ? tx`and si.customer_id = ${customerId}` : tx``}
       order by si.sort_name, si.id`;
    return { sites, services };
  });
}

/**
 * `POST /agency/{id}/fetch/agents/with-services-unavailabilities` (adminPlanning, agents view): the
 * plannable collaborators with a licence (or those asked), their services, unavailabilities and
 * schedule gaps.
 */
export async function findAgentsPlanning(sql: Sql, scope: Scope, agencyId: string, request: PlanningRequest) {
  return transaction(sql, scope, async (tx) => {
    await requireProvisionedAgency(tx, agencyId);
    const { from, to } = windowOf(request);
    const agents = await tx<{ id: string; firstName: string; lastName: string }[]>`
      select id, first_name, last_name from collaborators
       where agency_id = ${agencyId}
         ${request.agentIds ? tx`and id = any(${request.agentIds}::uuid[])` : tx`and plannable and status = 100`}
       order by sort_name, id`;
    const agentIds = agents.map((agent) => agent.id);
    const [services, unavailabilities, unstaffed, gaps] = await Promise.all([
      planningServicesInWindow(tx, agencyId, { ...request, agentIds }),
      findUnavailabilitiesOverlapping(tx, agencyId, agentIds, { from, to }),
      planningServicesInWindow(tx, agencyId, { ...request, agentIds: undefined }, { unstaffed: true }),
      tx<{ agentId: string; startAt: Date; endAt: Date; type: PlanningGap['type'] }[]>`
        select agent_id, start_at, end_at, type from service_breaks
         where agency_id = ${agencyId} and agent_id = any(${agentIds}::uuid[]) and start_at < ${to} and end_at > ${from}
         order by start_at`,
    ]);
    const drawnGaps = gaps.map((gap) => ({
      ...gap,
      startAt: gap.startAt.toISOString(),
      endAt: gap.endAt.toISOString(),
    }));
    return { agents, services, unavailabilities, unstaffed, gaps: drawnGaps };
  });
}
