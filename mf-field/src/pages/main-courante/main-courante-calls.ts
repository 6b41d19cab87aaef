import { FIELD_CALLS, localDateOf } from '@portal/contracts';
import { callApi } from '@portal/kit';

export const MAIN_COURANTE_PAGE_SIZE = 25;

/**
 * A main courante's events, newest first, a page at a time (the same list the agents' screens read):
 * a site's, or with `siteId` null the agency's own (events declared on no site).
 */
export const fetchChainEvents = (agencyId: string, siteId: string | null, page: number, signal?: AbortSignal) =>
  callApi('operations', `/agency/${agencyId}/fetch/allEvents`, {
    method: 'POST',
    body: { filters: { siteId }, page, limit: MAIN_COURANTE_PAGE_SIZE },
    schema: FIELD_CALLS.allEvents.response,
    ...(signal ? { signal } : {}),
  });

/** The chain recomputed by the service: every entry's hash and link to the one before (a site's, or the agency's: its id). */
export const verifyMainCourante = (agencyId: string, chainId: string) =>
  callApi('operations', `/agency/${agencyId}/main-courante/${chainId}/verify`, {
    schema: FIELD_CALLS.verifyMainCourante.response,
  });

/** An exported chain as the JSON file saved: `main-courante-{chain}-{day}.json`. */
export function chainFile(exported: { chainId: string }): { blob: Blob; fileName: string } {
  const blob = new Blob([JSON.stringify(exported, null, 2)], { type: 'application/json' });
  return { blob, fileName: `main-courante-${exported.chainId.slice(0, 8)}-${localDateOf(new Date())}.json` };
}

/** The entries with their hashes, as a JSON file anyone can recompute the chain from. */
export async function exportMainCourante(agencyId: string, chainId: string): Promise<{ blob: Blob; fileName: string }> {
  const exported = await callApi('operations', `/agency/${agencyId}/main-courante/${chainId}/export`, {
    schema: FIELD_CALLS.exportMainCourante.response,
  });
  return chainFile(exported);
}
