import {
  normalizeCheckpointBadge,
  type FieldMessageInput,
  type FieldService,
  type ServiceStatus,
} from '@portal/contracts';

/** A service as the phone shows it: the server's state with the messages still queued applied over it. */
export type LocalService = FieldService & {
  /** Messages of this service not yet applied by the server. */
  pendingCount: number;
};

const ACTIVE: readonly ServiceStatus[] = [200, 250, 500];
export const isActive = (service: Pick<FieldService, 'status'>) => ACTIVE.includes(service.status);

/**
 * Marked not finished (800) by the clock while the agent had not ended it: he still may (the server
 * takes his end as the real one), after the pause he may have left open.
 */
export const isLeftOpen = (service: Pick<FieldService, 'status'>) => service.status === 800;
export const isPaused = (service: Pick<FieldService, 'status' | 'pausedAt'>) =>
  service.status === 500 || (isLeftOpen(service) && service.pausedAt !== null);

/** One queued message applied to the service it names, as the server will (01 §4). */
function applyOne(
  service: LocalService,
  message: FieldMessageInput,
  pausedFrom: Map<string, ServiceStatus>,
): LocalService {
  const next = { ...service, pendingCount: service.pendingCount + 1 };
  const round = { ...service.round, stops: service.round.stops.map((stop) => ({ ...stop })) };
  switch (message.type) {
    case 'service.start':
      return isActive(service) ? next : { ...next, status: 200, realStartAt: message.createdAt };
    // A message the day already holds may be applied again (see `messagesOverDay`): a pause already
    // begun, or a resume with no pause, changes nothing.
    case 'break.start':
      if (isPaused(service)) return next;
      pausedFrom.set(service.id, service.status);
      return { ...next, status: 500, pausedAt: message.createdAt };
    case 'break.stop':
      if (!isPaused(service)) return next;
      return { ...next, status: pausedFrom.get(service.id) ?? 200, pausedAt: null };
    case 'service.extend':
      return { ...next, status: 250 };
    case 'service.end':
      return { ...next, status: 300, realEndAt: message.createdAt };
    case 'round.start':
      return { ...next, round: { ...round, status: 200 } };
    case 'round.checkpoint': {
      const badge = message.badge ? normalizeCheckpointBadge(message.badge) : null;
      const stop = round.stops.find((one) =>
        message.checkpointId ? one.checkpointId === message.checkpointId : one.badge === badge,
      );
      if (stop && !stop.passedAt) Object.assign(stop, { passedAt: message.createdAt, method: message.method });
      return { ...next, round };
    }
    case 'round.stop':
      return { ...next, round: { ...round, status: round.stops.every((stop) => stop.passedAt) ? 400 : 30 } };
    default:
      return next;
  }
}

/**
 * What to apply over the day the server gave, in the queue's order: the messages it acknowledged
 * since the day was asked (the server may have read the day before applying them: an answer that
 * arrives after a message was acknowledged does not always hold it), then those still queued. A
 * message acknowledged before the day was asked is in it.
 */
export function messagesOverDay(
  askedAt: number,
  sent: readonly { message: FieldMessageInput; at: number }[],
  pending: readonly { message: FieldMessageInput }[],
): FieldMessageInput[] {
  return [...sent.filter((entry) => entry.at >= askedAt), ...pending].map((entry) => entry.message);
}

/** The day's services with the queue applied in order. */
export function withQueue(services: readonly FieldService[], queued: readonly FieldMessageInput[]): LocalService[] {
  const pausedFrom = new Map<string, ServiceStatus>();
  const byId = new Map(services.map((service) => [service.id, { ...service, pendingCount: 0 } as LocalService]));
  for (const message of queued) {
    const serviceId = 'serviceId' in message ? message.serviceId : null;
    const service = serviceId ? byId.get(serviceId) : undefined;
    if (service) byId.set(service.id, applyOne(service, message, pausedFrom));
  }
  return [...byId.values()];
}

/** The next stop of a round: the first one not passed yet (01 §4). */
export const nextStop = (service: FieldService) => service.round.stops.find((stop) => !stop.passedAt) ?? null;
