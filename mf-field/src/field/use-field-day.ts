import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { dutyScreenPath, localDateOf, uuidv7, type FieldMessageInput } from '@portal/contracts';
import { rememberDutyScreen, sessionRole, useAgencyId, useSession } from '@portal/kit/core';
import { fieldDayKey, fieldDayQuery } from './field-day-query.js';
import { createFieldSync, type FieldSync } from './queue/field-sync.js';
import { queuedPhoto } from './queue/queued-photo.js';
import { isActive, messagesOverDay, withQueue, type LocalService } from './local-services.js';

const syncs = new Map<string, FieldSync>();

/** The signed-in user's id (his collaborator's): whose queue it is. */
function useUserId(): string {
  const session = useSession();
  return session.status === 'anonymous' ? '' : session.claims.sub;
}

function startedSync(agencyId: string, userId: string): FieldSync {
  const sync = createFieldSync({ agencyId, userId });
  syncs.set(`${agencyId}:${userId}`, sync);
  sync.start();
  return sync;
}

/** The queue of the signed-in user in this agency: one per tab, started on first use. */
export function useFieldSync() {
  const agencyId = useAgencyId();
  const userId = useUserId();
  const sync = syncs.get(`${agencyId}:${userId}`) ?? startedSync(agencyId, userId);
  const state = useSyncExternalStore(sync.subscribe, sync.get, sync.get);
  /** Queues a field action made now (the phone's time), with its location when taken and its photos. */
  const act = (fields: DistributiveOmit<FieldMessageInput, 'uuid' | 'createdAt'>, photos: readonly File[] = []) => {
    const files = photos.map((photo) => queuedPhoto(photo));
    const attachments = files.length > 0 ? { attachmentIds: files.map((file) => file.id) } : {};
    return sync.enqueue(
      { uuid: uuidv7(), createdAt: new Date().toISOString(), ...fields, ...attachments } as FieldMessageInput,
      files,
    );
  };
  return { sync, state, act };
}

export { fieldDayKey };

/**
 * Today's services of the agent: the server's answer when there is network (kept on the phone),
 * the last one kept otherwise, with the queued messages applied over it.
 */
export function useFieldDay() {
  const agencyId = useAgencyId();
  const userId = useUserId();
  const { sync, state, act } = useFieldSync();
  // An office user declaring an event (the agency's, he is on no service) has no day to read.
  const isAgent = sessionRole(useSession()) === 'agent';
  const server = useQuery({ ...fieldDayQuery(agencyId, userId, localDateOf(new Date())), enabled: isAgent });
  const askedAt = server.data?.askedAt ?? 0;
  const queued = messagesOverDay(askedAt, state.sent, state.pending);
  const services = withQueue(server.data?.services ?? [], queued);

  // Once the queue has drained what it sent since the day was read (or the day came from the phone for
  // want of network), the server knows everything: the day is read again. Not at mount: the day just
  // read (or being read while the screen's code loaded) is as fresh, and every screen of the day shares
  // it (each asking it again cost one call and one render more per screen opened).
  const drained = state.status === 'idle' && state.pending.length === 0;
  const sentSinceRead = state.sent.some((entry) => entry.at >= askedAt);
  const behind = sentSinceRead || server.data?.offline === true;
  useEffect(() => {
    if (drained && behind) void server.refetch({ cancelRefetch: false });
  }, [drained, behind]);
  const active = services.find(isActive) ?? null;
  // What the phone knows of the service on duty, kept for the portal's main route (a start still
  // queued, no network). Only once the day is read (from the server or the phone's copy).
  const dutyScreen = active ? dutyScreenPath(active) : null;
  const dayRead = server.data !== undefined;
  useEffect(() => {
    if (dayRead) rememberDutyScreen(userId, dutyScreen);
  }, [userId, dayRead, dutyScreen]);

  return {
    services,
    active,
    server,
    sync,
    syncState: state,
    /**
     * Transmitted, the server's new state being read (01 §4 sync icon 'true': being processed); a read
     * that failed (the phone's copy answered) leaves the icon at synchronised: the server has it all.
     */
    processing: isAgent && drained && sentSinceRead && server.data?.offline !== true && !server.isError,
    act,
    find: (id?: string) => services.find((one) => one.id === id),
  };
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type FieldDay = ReturnType<typeof useFieldDay>;
export type { LocalService };
