import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { localDateOf, uuidv7, type FieldMessageInput } from '@portal/contracts';
import { useAgencyId, useSession } from '@portal/kit';
import { fieldDayKey, fieldDayQuery } from './field-day-query.js';
import { createFieldSync, type FieldSync } from './queue/field-sync.js';
import { queuedPhoto } from './queue/queued-photo.js';
import { isActive, withQueue, type LocalService } from './local-services.js';

const syncs = new Map<string, FieldSync>();

/** The signed-in user's id (his collaborator's): whose queue it is. */
function useUserId(): string {
  const session = useSession();
  return session.status === 'anonymous' ? '' : session.claims.sub;
}

/** The queue of the signed-in agent in this agency: one per tab, started on first use. */
export function useFieldSync() {
  const agencyId = useAgencyId();
  const userId = useUserId();
  const key = `${agencyId}:${userId}`;
  let sync = syncs.get(key);
  if (!sync) {
    sync = createFieldSync({ agencyId, userId });
    syncs.set(key, sync);
    sync.start();
  }
  const state = useSyncExternalStore(sync.subscribe, sync.get, sync.get);
  return { sync, state };
}

export { fieldDayKey };

/**
 * Today's services of the agent: the server's answer when there is network (kept on the phone),
 * the last one kept otherwise, with the queued messages applied over it.
 */
export function useFieldDay() {
  const agencyId = useAgencyId();
  const userId = useUserId();
  const { sync, state } = useFieldSync();
  const server = useQuery(fieldDayQuery(agencyId, userId, localDateOf(new Date())));
  // Once the queue is empty the server knows everything: its state is fetched again. At mount the
  // queue has sent nothing yet: a call already under way (asked while the screen's code loaded) is
  // as fresh, and is kept rather than cancelled.
  const mounted = useRef(false);
  useEffect(() => {
    if (state.status === 'idle' && state.pending.length === 0) void server.refetch({ cancelRefetch: mounted.current });
    mounted.current = true;
  }, [state.status, state.pending.length]);

  const sentSinceFetch = state.sent.filter((entry) => entry.at >= server.dataUpdatedAt).map((entry) => entry.message);
  const queued = [...sentSinceFetch, ...state.pending.map((entry) => entry.message)];
  const services = withQueue(server.data?.services ?? [], queued);
  const active = services.find(isActive) ?? null;

  /** Queues a field action made now (the phone's time), with its location when taken and its photos. */
  const act = (fields: DistributiveOmit<FieldMessageInput, 'uuid' | 'createdAt'>, photos: readonly File[] = []) => {
    const files = photos.map((photo) => queuedPhoto(photo));
    const attachments = files.length > 0 ? { attachmentIds: files.map((file) => file.id) } : {};
    return sync.enqueue(
      { uuid: uuidv7(), createdAt: new Date().toISOString(), ...fields, ...attachments } as FieldMessageInput,
      files,
    );
  };

  return {
    services,
    active,
    server,
    sync,
    syncState: state,
    act,
    find: (id?: string) => services.find((one) => one.id === id),
  };
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type FieldDay = ReturnType<typeof useFieldDay>;
export type { LocalService };
