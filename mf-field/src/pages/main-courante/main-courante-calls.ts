import { FIELD_CALLS, localDateOf } from '@portal/contracts';
import { callApi } from '@portal/kit';

export const MAIN_COURANTE_PAGE_SIZE = 25;

/** A site's events, newest first, a page at a time (the same list the agents' screens read). */
export const fetchSiteEvents = (agencyId: string, siteId: string, page: number, signal?: AbortSignal) =>
  callApi('operations', `/agency/${agencyId}/fetch/allEvents`, {
    method: 'POST',
    body: { filters: { siteId }, page, limit: MAIN_COURANTE_PAGE_SIZE },
    schema: FIELD_CALLS.allEvents.response,
    ...(signal ? { signal } : {}),
  });

/** The chain recomputed by the service: every entry's hash and link to the one before. */
export const verifyMainCourante = (agencyId: string, siteId: string) =>
  callApi('operations', `/agency/${agencyId}/main-courante/${siteId}/verify`, {
    schema: FIELD_CALLS.verifyMainCourante.response,
  });

/** The entries with their hashes, as a JSON file anyone can recompute the chain from. */
export async function exportMainCourante(agencyId: string, siteId: string): Promise<{ blob: Blob; fileName: string }> {
  const exported = await callApi('operations', `/agency/${agencyId}/main-courante/${siteId}/export`, {
    schema: FIELD_CALLS.exportMainCourante.response,
  });
  const blob = new Blob([JSON.stringify(exported, null, 2)], { type: 'application/json' });
  return { blob, fileName: `main-courante-${siteId.slice(0, 8)}-${localDateOf(new Date())}.json` };
}
