import { SERVICE_EVENT_TYPES, type FieldMessage } from '@portal/contracts';
import { AppError, type Tx, type WriteContext } from '@portal/service-kit';
import { recordHistory } from '../services/history.js';
import { chainOf, findStoredEvent, recordEvents, type NewEvent, type StoredEvent } from './events-repo.js';
import {
  distanceFromSite,
  lockAgentService,
  lockAgentServices,
  requireAfterStart,
  type FieldContext,
  type OnDutyService,
} from './field-context.js';
import { ACTIVE_STATUSES } from './field-service-repo.js';
import { appendEntry } from './main-courante.js';
import { enabledTypes } from './site-event-types.js';

type On<T extends FieldMessage['type']> = FieldContext<Extract<FieldMessage, { type: T }>>;

type Declaration = Extract<FieldMessage, { type: 'event.create' }>;

/**
 * Events declared by the agent (incident, observation…, 01 §4 Incident), in order: on his service on
 * duty, in its site's main courante, when the site has the type enabled; with no service, the
 * agency's own. Set-based: a phone's batch of declarations costs a few statements, not a few per
 * message. The first rule broken refuses them all (the caller then finds which one).
 */
export async function declareEvents(
  context: Omit<FieldContext, 'message' | 'deviceAt'>,
  declarations: readonly Declaration[],
) {
  const { tx, agencyId, agentId } = context;
  const eventIds = declarations.map((message) => message.eventId);
  const [taken] =
    await tx`select 1 from events where agency_id = ${agencyId} and id = any(${eventIds}::uuid[]) limit 1`;
  if (taken || new Set(eventIds).size !== eventIds.length) throw new AppError('CONFLICT');
  const serviceIds = [...new Set(declarations.flatMap((message) => (message.serviceId ? [message.serviceId] : [])))];
  const services =
    serviceIds.length > 0
      ? await lockAgentServices(tx, agencyId, agentId, serviceIds)
      : new Map<string, OnDutyService>();
  const enabled = await enabledTypes(tx, agencyId, [
    ...new Set([...services.values()].map((service) => service.siteId)),
  ]);
  const events = declarations.map((message): NewEvent => {
    const deviceAt = new Date(message.createdAt).toISOString();
    const service = message.serviceId ? services.get(message.serviceId)! : null;
    if (service) {
      if (!ACTIVE_STATUSES.includes(service.status)) {
        throw new AppError(
          service.status === 100 || service.status === 110 ? 'SERVICE_NOT_STARTED' : 'SERVICE_FINISHED',
        );
      }
      requireAfterStart(service, deviceAt);
      if (!enabled(service.siteId, message.typeKey)) throw new AppError('EVENT_TYPE_DISABLED');
    }
    return {
      serviceId: service?.id ?? null,
      siteId: service?.siteId ?? null,
      id: message.eventId,
      lineId: message.uuid,
      typeKey: message.typeKey,
      authorId: agentId,
      deviceAt,
      location: message.location,
      distanceM: service ? distanceFromSite(service, message.location) : null,
      content: message.content,
      attachmentIds: message.attachmentIds,
    };
  });
  await recordEvents(tx, agencyId, events);
  const history = events.flatMap((event) =>
    event.serviceId
      ? [
          {
            serviceId: event.serviceId,
            kind: 'event' as const,
            detail: `${SERVICE_EVENT_TYPES[event.typeKey].name} signalé(e)`,
          },
        ]
      : [],
  );
  await recordHistory(tx, agencyId, history, context.write);
}

/** An event the caller may write on: an agent, his own declarations and those of his services. */
async function writableEvent(context: FieldContext, eventId: string): Promise<StoredEvent> {
  const { tx, agencyId, agentId } = context;
  const event = await findStoredEvent(tx, agencyId, eventId);
  if (!event || event.deleted) throw new AppError('EVENT_NOT_FOUND');
  if (context.isAgent && event.authorId !== agentId) {
    if (!event.serviceId) throw new AppError('EVENT_NOT_FOUND');
    await lockAgentService(tx, agencyId, agentId, event.serviceId).catch(() => {
      throw new AppError('EVENT_NOT_FOUND');
    });
  }
  return event;
}

/** A line of the event still standing, written by the caller: the only one he may edit or delete. */
async function ownLine(context: FieldContext, event: StoredEvent, lineId: string): Promise<void> {
  const [line] = await context.tx<{ authorId: string | null }[]>`
    select m.author_id from event_messages m
     where m.agency_id = ${context.agencyId} and m.event_id = ${event.id} and m.id = ${lineId}
       and m.action in ('create', 'add')
       and not exists (select 1 from event_messages d where d.agency_id = m.agency_id and d.target_id = m.id
                                                       and d.action = 'delete')`;
  if (!line || line.authorId !== context.agentId) throw new AppError('EVENT_MESSAGE_NOT_FOUND');
}

export async function addEventMessage(context: On<'message.add' | 'message.edit' | 'message.delete'>): Promise<void> {
  const { tx, agencyId, agentId, message, deviceAt } = context;
  const event = await writableEvent(context, message.eventId);
  const targetId = message.type === 'message.add' ? null : message.messageId;
  if (targetId) await ownLine(context, event, targetId);
  await appendEntry(tx, agencyId, chainOf(agencyId, event), {
    id: message.uuid,
    eventId: event.id,
    action: message.type === 'message.add' ? 'add' : message.type === 'message.edit' ? 'edit' : 'delete',
    targetId,
    typeKey: event.typeKey,
    content: message.type === 'message.delete' ? '' : message.content,
    attachmentIds: message.type === 'message.delete' ? [] : message.attachmentIds,
    authorId: agentId,
    deviceAt,
  });
}

/** DELETE /event/{id}: the event leaves the lists for good; its main courante records the deletion. */
export async function deleteEvent(tx: Tx, agencyId: string, eventId: string, write: WriteContext): Promise<void> {
  const event = await findStoredEvent(tx, agencyId, eventId);
  if (!event || event.deleted) throw new AppError('EVENT_NOT_FOUND');
  await tx`update events set deleted_at = now() where agency_id = ${agencyId} and id = ${eventId}`;
  await appendEntry(tx, agencyId, chainOf(agencyId, event), {
    eventId,
    action: 'delete',
    targetId: null,
    typeKey: event.typeKey,
    content: '',
    attachmentIds: [],
    authorId: write.actor?.userId ?? null,
    deviceAt: new Date().toISOString(),
  });
}
