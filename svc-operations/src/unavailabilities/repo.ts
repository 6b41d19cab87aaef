import {
  pageOffset,
  type ListResponse,
  type SaveUnavailabilitySchema,
  type Unavailability,
  type UnavailabilityListRequestSchema,
} from '@portal/contracts';
import type { Tx } from '@portal/service-kit';
import { asList } from '@portal/service-kit/db/search';
import type { z } from 'zod';

type StoredUnavailability = Omit<Unavailability, 'startAt' | 'endAt' | 'createdAt'> & {
  startAt: Date;
  endAt: Date;
  createdAt: Date;
};

function toUnavailability(row: StoredUnavailability): Unavailability {
  return {
    ...row,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

const columns = (tx: Tx) =>
  tx`u.id, u.agent_id, co.first_name || ' ' || co.last_name as agent_name, u.start_at, u.end_at, u.reason, u.comment, u.created_at`;

/** The agents' unavailabilities overlapping [from, to[. */
export async function findUnavailabilitiesOverlapping(
  tx: Tx,
  agencyId: string,
  agentIds: readonly string[],
  window: { from: string; to: string },
): Promise<Unavailability[]> {
  const rows = await tx<StoredUnavailability[]>`
    select ${columns(tx)} from unavailabilities u join collaborators co on co.id = u.agent_id
     where u.agency_id = ${agencyId} and u.agent_id = any(${agentIds as string[]}::uuid[])
       and u.start_at < ${window.to} and u.end_at > ${window.from}
     order by u.start_at, u.id`;
  return rows.map(toUnavailability);
}

type ListRequest = z.output<typeof UnavailabilityListRequestSchema>;

/** One page of the listIndispo list, newest first by default, and its count. */
export async function listUnavailabilities(
  tx: Tx,
  agencyId: string,
  request: ListRequest,
): Promise<ListResponse<Unavailability>> {
  const { agentId, from, to } = request.filters;
  const reasons = asList(request.filters.reason);
  const where = tx`u.agency_id = ${agencyId}
    ${agentId ? tx`and u.agent_id = ${agentId}` : tx``}
    ${from ? tx`and u.end_at > (${from}::date::timestamp at time zone 'Europe/Paris')` : tx``}
    ${to ? tx`and u.start_at < ((${to}::date + 1)::timestamp at time zone 'Europe/Paris')` : tx``}
    ${reasons ? tx`and u.reason = any(${reasons})` : tx``}`;
  const order = request.orderBy === 'agentName' ? 'co.sort_name' : 'u.start_at';
  const [rows, [count]] = await Promise.all([
    tx<StoredUnavailability[]>`
      select ${columns(tx)} from unavailabilities u join collaborators co on co.id = u.agent_id
       where ${where}
       order by ${tx.unsafe(`${order} ${request.ascending ? 'asc' : 'desc'}`)}, u.id
       limit ${request.limit} offset ${pageOffset(request)}`,
    tx<{ count: number }[]>`select count(*)::int as count from unavailabilities u where ${where}`,
  ]);
  return { data: rows.map(toUnavailability), filteredCount: count!.count };
}

export async function insertUnavailability(
  tx: Tx,
  agencyId: string,
  id: string,
  input: z.output<typeof SaveUnavailabilitySchema>,
): Promise<Unavailability> {
  await tx`insert into unavailabilities (id, agency_id, agent_id, start_at, end_at, reason, comment)
           values (${id}, ${agencyId}, ${input.agentId}, ${input.startAt}, ${input.endAt}, ${input.reason}, ${input.comment})`;
  const [row] = await tx<StoredUnavailability[]>`
    select ${columns(tx)} from unavailabilities u join collaborators co on co.id = u.agent_id where u.id = ${id}`;
  return toUnavailability(row!);
}

export async function deleteUnavailability(tx: Tx, agencyId: string, id: string): Promise<boolean> {
  const deleted = await tx`delete from unavailabilities where agency_id = ${agencyId} and id = ${id} returning id`;
  return deleted.length > 0;
}
