import {
  addDays,
  pageOffset,
  zonedEpochMs,
  type EventListRequest,
  type FieldEvent,
  type ListRequest,
  type ListResponse,
} from '@portal/contracts';
import type postgres from 'postgres';
import type { Tx } from '@portal/service-kit';

/** A condition on the events `e`, as the queries below interpolate it. */
type EventFilter = postgres.PendingQuery<postgres.Row[]>;
import { eventViews } from './events-repo.js';

/**
 * The agency's events, newest first (fetch/allEvents). An agent sees only his own declarations and
 * the events of the services he is on.
 */
export async function listEvents(
  tx: Tx,
  agencyId: string,
  request: EventListRequest,
  agentOnly: string | null,
  eventId: string | null = null,
): Promise<ListResponse<FieldEvent>> {
  const { siteId, serviceId, typeKey, from, to } = request.filters;
  const where = tx`e.agency_id = ${agencyId} and e.deleted_at is null
    ${eventId ? tx`and e.id = ${eventId}` : tx``}
    ${siteId ? tx`and e.site_id = ${siteId}` : siteId === null ? tx`and e.site_id is null` : tx``}
    ${serviceId ? tx`and e.service_id = ${serviceId}` : tx``}
    ${typeKey ? tx`and e.type_key = ${typeKey}` : tx``}
    ${from ? tx`and e.created_at >= ${new Date(zonedEpochMs(from))}` : tx``}
    ${to ? tx`and e.created_at < ${new Date(zonedEpochMs(addDays(to, 1)))}` : tx``}
    ${
      agentOnly
        ? tx`and (e.author_id = ${agentOnly} or exists (select 1 from service_agents sa where sa.agency_id = e.agency_id
                                                    and sa.service_id = e.service_id and sa.agent_id = ${agentOnly}))`
        : tx``
    }`;
  return eventsPage(tx, agencyId, where, request);
}

/** A page of the events `e` that `where` keeps, newest first, with how many it keeps in all. */
export async function eventsPage(
  tx: Tx,
  agencyId: string,
  where: EventFilter,
  request: Pick<ListRequest, 'page' | 'limit'>,
): Promise<ListResponse<FieldEvent>> {
  const [counted] = await tx<{ count: number }[]>`select count(*)::int as count from events e where ${where}`;
  const ids = await tx<{ id: string }[]>`
    select e.id from events e where ${where} order by e.created_at desc, e.id desc
     limit ${request.limit} offset ${pageOffset(request)}`;
  return {
    data: await eventViews(
      tx,
      agencyId,
      ids.map((row) => row.id),
    ),
    filteredCount: counted?.count ?? 0,
  };
}
