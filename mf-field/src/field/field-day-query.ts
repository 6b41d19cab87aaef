import { queryOptions } from '@tanstack/react-query';
import { DECLARATIVE_EVENT_TYPE_KEYS, FIELD_CALLS, localDateOf, type FieldService } from '@portal/contracts';
import { callApi, queryClient, sessionStore } from '@portal/kit/core';
import { queueStore } from './queue/queue-store.js';

export const fieldDayKey = (agencyId: string) => ['operations', 'field-day', agencyId] as const;

/**
 * Today's services of the agent as the server answers them (kept on the phone), or the last ones kept
 * when there is no answer. The screens read it through `useFieldDay`; a screen opened from its address
 * asks it beforehand (`prefetchFieldDay`), while its code loads.
 *
 * The answer is kept on the phone without waiting: the first write of a page opens the database, and on
 * a slow phone busy rendering that took ~200 ms during which the screen waited for its day. The call
 * is not cancelled when no screen watches it any more (no `signal`): a screen that swaps the part
 * reading the day while it is asked (placeholder → page) would otherwise cancel it and ask it again.
 */
export function fieldDayQuery(agencyId: string, userId: string, day = localDateOf(new Date())) {
  const snapshotKey = `${agencyId}:${userId}:${day}`;
  return queryOptions({
    queryKey: [...fieldDayKey(agencyId), day],
    queryFn: async () => {
      // When the day was asked: messages acknowledged since may be missing from the answer.
      const askedAt = Date.now();
      try {
        const answer = await callApi('operations', `/agency/${agencyId}/agent/fetch/field-services`, {
          method: 'POST',
          body: { day },
          schema: FIELD_CALLS.myFieldServices.response,
          notify: false,
        });
        queueStore
          .saveDay({ key: snapshotKey, services: answer.services, savedAt: new Date().toISOString() })
          .catch((error: unknown) => console.warn('field: the day could not be kept on the phone', error));
        return { services: answer.services, offline: false, askedAt };
      } catch (error) {
        const kept = await queueStore.day(snapshotKey);
        if (!kept) throw error;
        // The copy on the phone: every message acknowledged in this page goes over it again.
        // A copy kept by an earlier version of the app may lack what was added since.
        const services = kept.services.map((service): FieldService => ({
          ...service,
          declarableTypes: (service as Partial<FieldService>).declarableTypes ?? [...DECLARATIVE_EVENT_TYPE_KEYS],
        }));
        return { services, offline: true, askedAt: 0 };
      }
    },
    networkMode: 'always',
  });
}

/** Asks today's services of the signed-in agent now, into the page's query cache (a route's `preload`). */
export async function prefetchFieldDay(): Promise<void> {
  const session = sessionStore.get();
  if (session.status === 'anonymous' || !session.claims.agency) return;
  await queryClient.prefetchQuery(fieldDayQuery(session.claims.agency, session.claims.sub));
}
