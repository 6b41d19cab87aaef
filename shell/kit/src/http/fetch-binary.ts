import type { ServiceName } from '@portal/contracts';
import { serviceUrl } from '../config/portal-config.js';
import { sessionStore } from '../session/session-store.js';
import { refreshSession } from './api-client.js';
import { ApiError } from './api-error.js';

/**
 * A file a service answers (a photo, a PDF): fetched with the session's token (an `<img>` or a link
 * cannot send it), the token refreshed once if it expired.
 */
export async function fetchBinary(service: ServiceName, path: string, signal?: AbortSignal): Promise<Blob> {
  const url = `${serviceUrl(service)}${path.startsWith('/') ? path : `/${path}`}`;
  const attempt = () => {
    const session = sessionStore.get();
    const headers: Record<string, string> =
      session.status === 'anonymous' ? {} : { authorization: `Bearer ${session.tokens.token}` };
    return fetch(url, { headers, ...(signal ? { signal } : {}) });
  };
  let response = await attempt();
  if (response.status === 401 && (await refreshSession())) response = await attempt();
  if (!response.ok) throw await ApiError.fromResponse(response);
  return response.blob();
}
