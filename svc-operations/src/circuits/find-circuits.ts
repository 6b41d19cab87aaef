import {
  addDays,
  PLANNING_MAX_DAYS,
  epochDayOf,
  pageOffset,
  zonedInstant,
  type Circuit,
  type CircuitCounts,
  type CircuitListRequestSchema,
  type CircuitPeriodSchema,
  type ListResponse,
  type PlanningRequestSchema,
} from '@portal/contracts';
import { AppError, transaction, type Scope, type Sql, type Tx } from '@portal/service-kit';
import { asList, FOLD_FROM, FOLD_TO, foldAccents, searchPattern } from '@portal/service-kit/db/search';
import type { z } from 'zod';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { circuitErrors } from './circuit-errors.js';
import {
  circuitColumns,
  circuitEndSql,
  circuitsFrom,
  circuitStartSql,
  circuitStatusSql,
  withStops,
  type StoredCircuit,
} from './repo.js';

type CircuitListRequest = z.output<typeof CircuitListRequestSchema>;
type CircuitPeriod = z.output<typeof CircuitPeriodSchema>;
type PlanningRequest = z.output<typeof PlanningRequestSchema>;

/** The circuits overlapping Paris midnight of `from` to Paris midnight after `to` (bounds optional). */
function overlapping(tx: Tx, from: string | undefined, to: string | undefined) {
  return tx`${from ? tx`and ${circuitEndSql(tx)} > ${zonedInstant(from, '00:00')}` : tx``}
            ${to ? tx`and ${circuitStartSql(tx)} < ${zonedInstant(addDays(to, 1), '00:00')}` : tx``}`;
}

const ORDER_COLUMNS = { startAt: 'start_at', reference: 'ci.reference', name: 'ci.name' } as const;

function whereOf(tx: Tx, agencyId: string, request: CircuitListRequest, now: Date, pattern: string | null) {
  const status = asList(request.filters.status);
  return tx`ci.agency_id = ${agencyId} ${overlapping(tx, request.filters.from, request.filters.to)}
    ${status?.length ? tx`and ${circuitStatusSql(tx, now)} = any(${status}::smallint[])` : tx``}
    ${
      pattern
        ? tx`and (lower(ci.reference) like ${pattern} or lower(translate(ci.name, ${FOLD_FROM}, ${FOLD_TO})) like ${pattern})`
        : tx``
    }`;
}

/** `POST /agency/{id}/fetch/circuits`: one page of circuits with their stops, and the count. */
export async function findCircuits(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  request: CircuitListRequest,
): Promise<ListResponse<Circuit>> {
  const now = new Date();
  const pattern = searchPattern(request.query, foldAccents);
  const order = `${ORDER_COLUMNS[request.orderBy]} ${request.ascending ? 'asc' : 'desc'}`;
  return transaction(sql, scope, async (tx) => {
    const [, rows, [count]] = await Promise.all([
      requireProvisionedAgency(tx, agencyId),
      tx<StoredCircuit[]>`
        select ${circuitColumns(tx)} from ${circuitsFrom(tx)}
         where ${whereOf(tx, agencyId, request, now, pattern)}
         order by ${tx.unsafe(order)}, start_at, ci.id
         limit ${request.limit} offset ${pageOffset(request)}`,
      tx<{ count: number }[]>`
        select count(*)::int as count from ${circuitsFrom(tx)} where ${whereOf(tx, agencyId, request, now, pattern)}`,
    ]);
    return { data: await withStops(tx, agencyId, rows, now.getTime()), filteredCount: count!.count };
  });
}

/**
 * `POST /agency/{id}/fetch/circuits-planning`: the circuits overlapping the planning's window, with
 * a stop on the sites, of the agents or of the customer asked when the request names them.
 */
export async function findCircuitsPlanning(sql: Sql, scope: Scope, agencyId: string, request: PlanningRequest) {
  if (epochDayOf(request.to) - epochDayOf(request.from) + 1 > PLANNING_MAX_DAYS) {
    throw new AppError('PLANNING_RANGE_TOO_LONG', { params: { max: PLANNING_MAX_DAYS } });
  }
  const now = new Date();
  return transaction(sql, scope, async (tx) => {
    await requireProvisionedAgency(tx, agencyId);
    const stopMatches = request.siteIds || request.agentIds || request.customerId;
    const rows = await tx<StoredCircuit[]>`
      select ${circuitColumns(tx)} from ${circuitsFrom(tx)}
       where ci.agency_id = ${agencyId} ${overlapping(tx, request.from, request.to)}
         ${
           stopMatches
             ? tx`and exists (
                    select 1 from services s join sites si on si.agency_id = s.agency_id and si.id = s.site_id
                     where s.agency_id = ci.agency_id and s.circuit_id = ci.id
                       ${request.siteIds ? tx`and s.site_id = any(${request.siteIds}::uuid[])` : tx``}
                       ${request.customerId ? tx`and si.customer_id = ${request.customerId}` : tx``}
                       ${
                         request.agentIds
                           ? tx`and exists (select 1 from service_agents sa
                                             where sa.service_id = s.id and sa.agent_id = any(${request.agentIds}::uuid[]))`
                           : tx``
                       })`
             : tx``
         }
       order by start_at, ci.reference`;
    return { circuits: await withStops(tx, agencyId, rows, now.getTime()) };
  });
}

/** `POST /agency/{id}/fetch/circuits-errors`: what is wrong with the circuits of the period, by start. */
export async function findCircuitErrors(sql: Sql, scope: Scope, agencyId: string, period: CircuitPeriod) {
  const now = Date.now();
  return transaction(sql, scope, async (tx) => {
    await requireProvisionedAgency(tx, agencyId);
    const rows = await tx<StoredCircuit[]>`
      select ${circuitColumns(tx)} from ${circuitsFrom(tx)}
       where ci.agency_id = ${agencyId} ${overlapping(tx, period.from, period.to)}
       order by start_at, ci.reference`;
    const circuits = await withStops(tx, agencyId, rows, now);
    return { data: circuits.flatMap((circuit) => circuitErrors(circuit, now)) };
  });
}

/** `POST /agency/{id}/fetch/count-circuits`: the circuits of the period by status. */
export async function countCircuits(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  period: CircuitPeriod,
): Promise<CircuitCounts> {
  const now = new Date();
  return transaction(sql, scope, async (tx) => {
    await requireProvisionedAgency(tx, agencyId);
    const rows = await tx<{ status: number; count: number }[]>`
      select ${circuitStatusSql(tx, now)} as status, count(*)::int as count from ${circuitsFrom(tx)}
       where ci.agency_id = ${agencyId} ${overlapping(tx, period.from, period.to)}
       group by 1`;
    const countOf = (status: number) => rows.find((row) => row.status === status)?.count ?? 0;
    return { waiting: countOf(100), inProgress: countOf(200), notFinished: countOf(30), finished: countOf(400) };
  });
}
