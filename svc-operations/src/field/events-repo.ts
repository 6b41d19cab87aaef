import {
  SERVICE_EVENT_TYPES,
  uuidv7,
  type FieldEvent,
  type FieldLocation,
  type ServiceEventTypeKey,
} from '@portal/contracts';
import type { Tx } from '@portal/service-kit';
import { announceAlerts } from './event-alerts.js';
import { usableLocation } from './field-context.js';
import { appendEntries } from './main-courante.js';

export type EventPlace = { serviceId: string | null; siteId: string | null };

/** The main courante an event belongs to: its site's, or the agency's own for events with no site. */
export const chainOf = (agencyId: string, place: EventPlace) => place.siteId ?? agencyId;

export type NewEvent = EventPlace & {
  id?: string;
  /** The id of its first line (the message's uuid when it comes from the phone). */
  lineId?: string;
  typeKey: ServiceEventTypeKey;
  authorId: string | null;
  deviceAt: string;
  location: FieldLocation | null;
  distanceM: number | null;
  content: string;
  attachmentIds?: readonly string[];
};

/**
 * Records events and their first lines in the main courante, in order. `distanceM` is the distance
 * from the site when both positions are known (the geofence check, made when the message arrives).
 */
export async function recordEvents(tx: Tx, agencyId: string, events: readonly NewEvent[]): Promise<string[]> {
  if (events.length === 0) return [];
  // Ids made for the batch ascend in its order: events of the same instant list in the order written.
  const made = events.map(() => uuidv7()).sort();
  // A reading less precise than 100 m is not kept (01 §4), as the phone does not keep it either.
  const withIds = events.map((event, index) => ({
    ...event,
    id: event.id ?? made[index]!,
    location: usableLocation(event.location),
  }));
  await tx`insert into events ${tx(
    withIds.map((event) => ({
      id: event.id,
      agencyId,
      serviceId: event.serviceId,
      siteId: event.siteId,
      typeKey: event.typeKey,
      authorId: event.authorId,
      createdAt: event.deviceAt,
      latitude: event.location?.latitude ?? null,
      longitude: event.location?.longitude ?? null,
      accuracy: event.location?.accuracy ?? null,
      distanceM: event.distanceM,
    })),
  )}`;
  const chains = new Map<string, typeof withIds>();
  for (const event of withIds)
    chains.set(chainOf(agencyId, event), [...(chains.get(chainOf(agencyId, event)) ?? []), event]);
  // Heads locked in one order whatever the batch: two batches never wait on each other's chains in a cycle.
  for (const chainId of [...chains.keys()].sort()) {
    await appendEntries(
      tx,
      agencyId,
      chainId,
      chains.get(chainId)!.map((event) => ({
        ...(event.lineId ? { id: event.lineId } : {}),
        eventId: event.id,
        action: 'create' as const,
        targetId: null,
        typeKey: event.typeKey,
        content: event.content,
        attachmentIds: [...(event.attachmentIds ?? [])],
        authorId: event.authorId,
        deviceAt: event.deviceAt,
      })),
    );
  }
  await announceAlerts(tx, agencyId, withIds);
  return withIds.map((event) => event.id);
}

export async function recordEvent(tx: Tx, agencyId: string, event: NewEvent): Promise<string> {
  const [id] = await recordEvents(tx, agencyId, [event]);
  return id!;
}

export type StoredEvent = EventPlace & {
  id: string;
  typeKey: ServiceEventTypeKey;
  authorId: string | null;
  deleted: boolean;
};

export async function findStoredEvent(tx: Tx, agencyId: string, eventId: string): Promise<StoredEvent | null> {
  const [row] = await tx<(StoredEvent & { deletedAt: Date | null })[]>`
    select id, service_id, site_id, type_key, author_id, deleted_at from events
     where agency_id = ${agencyId} and id = ${eventId}`;
  return row ? { ...row, deleted: row.deletedAt !== null } : null;
}

type EventRow = Omit<
  FieldEvent,
  'createdAt' | 'receivedAt' | 'typeName' | 'category' | 'colour' | 'location' | 'messages'
> & {
  createdAt: Date;
  receivedAt: Date;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
};
type LineRow = {
  eventId: string;
  id: string;
  action: 'create' | 'add' | 'edit' | 'delete';
  targetId: string | null;
  content: string;
  attachmentIds: string[];
  deviceAt: Date;
  serverAt: Date;
  authorName: string;
  authorId: string | null;
};

/** Events as read (their thread with edits applied and deleted lines left out), in the order of `ids`. */
export async function eventViews(tx: Tx, agencyId: string, ids: readonly string[]): Promise<FieldEvent[]> {
  if (ids.length === 0) return [];
  const rows = await tx<EventRow[]>`
    select e.id, e.type_key, e.service_id, s.reference as service_reference, e.site_id, si.name as site_name,
           coalesce(nullif(trim(ea.first_name || ' ' || ea.last_name), ''), 'Agence') as author_name, e.created_at, e.received_at,
           e.latitude, e.longitude, e.accuracy, e.distance_m
      from events e
      left join services s on s.agency_id = e.agency_id and s.id = e.service_id
      left join sites si on si.agency_id = e.agency_id and si.id = e.site_id
      left join collaborators ea on ea.agency_id = e.agency_id and ea.id = e.author_id
     where e.agency_id = ${agencyId} and e.id = any(${ids as string[]}::uuid[])`;
  const lines = await tx<LineRow[]>`
    select m.event_id, m.id, m.action, m.target_id, m.content, m.attachment_ids, m.device_at, m.server_at, m.author_id,
           coalesce(nullif(trim(ma.first_name || ' ' || ma.last_name), ''), 'Agence') as author_name
      from event_messages m
      left join collaborators ma on ma.agency_id = m.agency_id and ma.id = m.author_id
     where m.agency_id = ${agencyId} and m.event_id = any(${ids as string[]}::uuid[])
     order by m.seq`;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const type = SERVICE_EVENT_TYPES[row.typeKey];
    const { latitude, longitude, accuracy, ...rest } = row;
    return [
      {
        ...rest,
        typeName: type.name,
        category: type.category,
        colour: type.colour,
        createdAt: row.createdAt.toISOString(),
        receivedAt: row.receivedAt.toISOString(),
        location: latitude === null || longitude === null ? null : { latitude, longitude, accuracy: accuracy ?? 0 },
        messages: threadOf(lines.filter((line) => line.eventId === id)),
      },
    ];
  });
}

/** The thread as it reads now: lines in order, an edit replacing its target's text, a deletion removing it. */
function threadOf(lines: readonly LineRow[]): FieldEvent['messages'] {
  const thread = new Map<string, FieldEvent['messages'][number]>();
  for (const line of lines) {
    if (line.action === 'create' || line.action === 'add') {
      thread.set(line.id, {
        id: line.id,
        content: line.content,
        attachmentIds: line.attachmentIds,
        createdAt: line.deviceAt.toISOString(),
        receivedAt: line.serverAt.toISOString(),
        authorName: line.authorName,
        authorId: line.authorId,
        edited: false,
      });
    } else if (line.targetId && thread.has(line.targetId)) {
      if (line.action === 'delete') thread.delete(line.targetId);
      else
        thread.set(line.targetId, {
          ...thread.get(line.targetId)!,
          content: line.content,
          attachmentIds: line.attachmentIds,
          edited: true,
        });
    }
  }
  return [...thread.values()];
}
