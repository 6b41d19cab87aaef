import { fr, type ServiceName } from '@portal/contracts';
import { serviceUrl } from '../config/portal-config.js';
import { sessionStore } from '../session/session-store.js';
import { refreshSession, reportApiError } from './api-client.js';
import { ApiError } from './api-error.js';

/**
 * A file a service makes from a JSON body (a preview PDF): `POST` with the session's token, the token
 * refreshed once if it expired, a refusal shown through the error catalogue and thrown.
 */
export async function postForFile(service: ServiceName, path: string, body: unknown): Promise<Blob> {
  const url = `${serviceUrl(service)}${path}`;
  const attempt = async () => {
    const session = sessionStore.get();
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (session.status !== 'anonymous') headers['authorization'] = `Bearer ${session.tokens.token}`;
    try {
      return await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
    } catch {
      const error = new ApiError(0, 'NETWORK_ERROR', fr.NETWORK_ERROR);
      reportApiError(error);
      throw error;
    }
  };
  let response = await attempt();
  if (response.status === 401 && (await refreshSession())) response = await attempt();
  if (!response.ok) {
    const error = await ApiError.fromResponse(response);
    reportApiError(error);
    throw error;
  }
  return response.blob();
}
