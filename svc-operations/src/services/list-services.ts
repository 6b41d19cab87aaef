import { pageOffset, type ListResponse, type Service, type ServiceListRequestSchema } from '@portal/contracts';
import { transaction, type Scope, type Sql, type Tx } from '@portal/service-kit';
import { asList, foldAccents, searchPattern } from '@portal/service-kit/db/search';
import type { z } from 'zod';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { serviceColumns, serviceJoins, toService, type StoredService } from './service-view.js';

type ServiceListRequest = z.output<typeof ServiceListRequestSchema>;

const ORDER_COLUMNS = {
  startAt: 's.start_at',
  reference: 's.reference',
  siteName: 'si.sort_name',
  status: 's.status',
} as const;

/** Paris midnight of a calendar date, as PostgreSQL reads it. */
const parisMidnight = (tx: Tx, date: string) => tx`(${date}::date::timestamp at time zone 'Europe/Paris')`;

function whereOf(tx: Tx, agencyId: string, request: ServiceListRequest, pattern: string | null) {
  const { from, to, siteId, customerId, agentId, unassigned } = request.filters;
  const status = asList(request.filters.status);
  return tx`s.agency_id = ${agencyId} and s.status <> 600
    ${from ? tx`and s.end_at > ${parisMidnight(tx, from)}` : tx``}
    ${to ? tx`and s.start_at < ${parisMidnight(tx, to)} + interval '1 day'` : tx``}
    ${siteId ? tx`and s.site_id = ${siteId}` : tx``}
    ${customerId ? tx`and si.customer_id = ${customerId}` : tx``}
    ${agentId ? tx`and exists (select 1 from service_agents sa where sa.service_id = s.id and sa.agent_id = ${agentId})` : tx``}
    ${status?.length ? tx`and s.status = any(${status}::smallint[])` : tx``}
    ${unassigned ? tx`and (select count(*) from service_agents sa where sa.service_id = s.id) < s.nb_agents` : tx``}
    ${pattern ? tx`and (lower(s.reference) like ${pattern} or si.search_text like ${pattern})` : tx``}`;
}

/** `POST /agency/{id}/fetch/services` (adminServices): one page and the count, in one round trip. */
export async function findServices(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  request: ServiceListRequest,
): Promise<ListResponse<Service>> {
  const pattern = searchPattern(request.query, foldAccents);
  const order = ORDER_COLUMNS[request.orderBy];
  const direction = request.ascending ? 'asc' : 'desc';
  return transaction(sql, scope, async (tx) => {
    const [, rows, [count]] = await Promise.all([
      requireProvisionedAgency(tx, agencyId),
      tx<StoredService[]>`
        select ${serviceColumns(tx)} from services s ${serviceJoins(tx)}
         where ${whereOf(tx, agencyId, request, pattern)}
         order by ${tx.unsafe(`${order} ${direction}`)}, s.start_at, s.id
         limit ${request.limit} offset ${pageOffset(request)}`,
      tx<{ count: number }[]>`
        select count(*)::int as count from services s ${serviceJoins(tx)}
         where ${whereOf(tx, agencyId, request, pattern)}`,
    ]);
    return { data: rows.map(toService), filteredCount: count!.count };
  });
}
