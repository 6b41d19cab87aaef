import {
  pageOffset,
  type ListResponse,
  type SaveServiceBreakSchema,
  type ServiceBreak,
  type ServiceBreakListRequestSchema,
  type ServiceBreakType,
} from '@portal/contracts';
import type { Tx } from '@portal/service-kit';
import { asList } from '@portal/service-kit/db/search';
import type { z } from 'zod';
import { agencyHoursSplitter } from './break-hours.js';

type StoredServiceBreak = Omit<ServiceBreak, 'startAt' | 'endAt' | 'createdAt' | 'durationMin' | 'hours' | 'type'> & {
  type: number;
  startAt: Date;
  endAt: Date;
  createdAt: Date;
};

const columns = (tx: Tx) =>
  tx`b.id, b.service_id, s.reference as service_reference, b.agent_id,
     co.first_name || ' ' || co.last_name as agent_name, b.type, b.start_at, b.end_at, b.comment,
     c.name as customer_name, si.name as site_name, s.prestation_label, b.created_at`;

const joins = (tx: Tx) =>
  tx`service_breaks b
     join services s on s.agency_id = b.agency_id and s.id = b.service_id
     join sites si on si.agency_id = s.agency_id and si.id = s.site_id
     join customers c on c.agency_id = si.agency_id and c.id = si.customer_id
     join collaborators co on co.id = b.agent_id`;

/** The rows with their duration and their hours split by the agency's holidays and night hours. */
async function withHours(tx: Tx, agencyId: string, rows: StoredServiceBreak[]): Promise<ServiceBreak[]> {
  const split = await agencyHoursSplitter(tx, agencyId, rows);
  return rows.map((row) => ({
    ...row,
    type: row.type as ServiceBreakType,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    durationMin: Math.round((row.endAt.getTime() - row.startAt.getTime()) / 60_000),
    hours: split(row.startAt, row.endAt),
    createdAt: row.createdAt.toISOString(),
  }));
}

type ListRequest = z.output<typeof ServiceBreakListRequestSchema>;

/** One page of the listInterrupt list, by start, and its count. */
export async function listServiceBreaks(
  tx: Tx,
  agencyId: string,
  request: ListRequest,
): Promise<ListResponse<ServiceBreak>> {
  const { agentId, from, to } = request.filters;
  const types = asList(request.filters.type);
  const where = tx`b.agency_id = ${agencyId}
    ${agentId ? tx`and b.agent_id = ${agentId}` : tx``}
    ${from ? tx`and b.end_at > (${from}::date::timestamp at time zone 'Europe/Paris')` : tx``}
    ${to ? tx`and b.start_at < ((${to}::date + 1)::timestamp at time zone 'Europe/Paris')` : tx``}
    ${types ? tx`and b.type = any(${types}::smallint[])` : tx``}`;
  const order = request.orderBy === 'agentName' ? 'co.sort_name' : 'b.start_at';
  const [rows, [count]] = await Promise.all([
    tx<StoredServiceBreak[]>`
      select ${columns(tx)} from ${joins(tx)}
       where ${where}
       order by ${tx.unsafe(`${order} ${request.ascending ? 'asc' : 'desc'}`)}, b.id
       limit ${request.limit} offset ${pageOffset(request)}`,
    tx<{ count: number }[]>`select count(*)::int as count from service_breaks b where ${where}`,
  ]);
  return { data: await withHours(tx, agencyId, rows), filteredCount: count!.count };
}

/** The service an interruption is declared on: its slot and its agents, or null. */
export async function findBreakService(
  tx: Tx,
  agencyId: string,
  serviceId: string,
): Promise<{ startAt: Date; endAt: Date; agentIds: string[] } | null> {
  const [service] = await tx<{ startAt: Date; endAt: Date; agentIds: string[] }[]>`
    select s.start_at, s.end_at,
           coalesce(array(select sa.agent_id::text from service_agents sa
                           where sa.agency_id = s.agency_id and sa.service_id = s.id), '{}') as agent_ids
      from services s where s.agency_id = ${agencyId} and s.id = ${serviceId}`;
  return service ?? null;
}

export async function insertServiceBreak(
  tx: Tx,
  agencyId: string,
  id: string,
  input: z.output<typeof SaveServiceBreakSchema>,
): Promise<ServiceBreak> {
  await tx`insert into service_breaks (id, agency_id, service_id, agent_id, type, start_at, end_at, comment)
           values (${id}, ${agencyId}, ${input.serviceId}, ${input.agentId}, ${input.type}, ${input.startAt},
                   ${input.endAt}, ${input.comment})`;
  const rows = await tx<StoredServiceBreak[]>`select ${columns(tx)} from ${joins(tx)} where b.id = ${id}`;
  return (await withHours(tx, agencyId, rows))[0]!;
}

export async function deleteServiceBreak(tx: Tx, agencyId: string, id: string): Promise<boolean> {
  const deleted = await tx`delete from service_breaks where agency_id = ${agencyId} and id = ${id} returning id`;
  return deleted.length > 0;
}
