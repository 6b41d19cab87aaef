import { TokenResponseSchema, fr, type ServiceName } from '@portal/contracts';
import type { z } from 'zod';
import { serviceUrl } from '../config/portal-config.js';
import { noticeBus } from '../notices/notice-bus.js';
import { sessionStore } from '../session/session-store.js';
import { ApiError } from './api-error.js';
import { noticeForError } from './error-catalogue.js';

export type CallOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A file's own bytes as the body (an upload), sent with its type instead of JSON. */
  file?: { content: Blob; type: string };
  signal?: AbortSignal;
  /** Validates the answer; without it the JSON is returned as is. */
  schema?: z.ZodType<T>;
  /**
   * `false`: the caller shows the failure itself (a form showing field errors, the login screen).
   * The logout of a 401 and the maintenance state happen anyway.
   */
  notify?: boolean;
};

let refreshInFlight: Promise<boolean> | undefined;

/**
 * Refresh tokens rotate and a token presented twice ends the session, so one refresh runs at a time
 * and every call waiting on an expired token shares it.
 */
export function refreshSession(): Promise<boolean> {
  refreshInFlight ??= (async () => {
    const session = sessionStore.get();
    if (session.status === 'anonymous') return false;
    try {
      const response = await fetch(`${serviceUrl('identity')}/token/refresh`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: session.tokens.refreshToken }),
      });
      if (!response.ok) return false;
      sessionStore.setTokens(TokenResponseSchema.parse(await response.json()));
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshInFlight = undefined;
  });
  return refreshInFlight;
}

async function send(url: string, options: CallOptions<unknown>): Promise<Response> {
  const session = sessionStore.get();
  const headers: Record<string, string> = {};
  if (options.file) headers['content-type'] = options.file.type;
  else if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (session.status !== 'anonymous') headers['authorization'] = `Bearer ${session.tokens.token}`;
  const body = options.file
    ? options.file.content
    : options.body === undefined
      ? undefined
      : JSON.stringify(options.body);
  try {
    return await fetch(url, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', fr.NETWORK_ERROR);
  }
}

/**
 * Shows a failed call through the error catalogue. A 401 always ends the session and a 503 always
 * shows the maintenance state; toasts only when `notify` (a caller that shows the error itself says no).
 */
export function reportApiError(error: ApiError, notify = true): void {
  const session = sessionStore.get();
  const role = session.status === 'anonymous' ? undefined : session.claims.role;
  const freeTrial = session.status === 'authenticated' && session.user.session.subscription?.state === 'free_trial';
  const notice = noticeForError(error, { role, freeTrial });
  if (notify || notice.kind !== 'toast') noticeBus.publish(notice);
}

function fail(error: ApiError, options: CallOptions<unknown>): never {
  reportApiError(error, options.notify !== false);
  throw error;
}

/**
 * Calls a service: the bearer token, JSON both ways, the answer checked against its schema, and the
 * error catalogue of spec 00 §8 (an expired token is refreshed and the call retried once).
 */
export async function callApi<T = unknown>(
  service: ServiceName,
  path: string,
  options: CallOptions<T> = {},
): Promise<T> {
  const url = `${serviceUrl(service)}${path.startsWith('/') ? path : `/${path}`}`;
  const attempt = () =>
    send(url, options).catch((error: unknown) => {
      if (error instanceof ApiError) fail(error, options);
      throw error;
    });
  let response = await attempt();
  if (response.status === 401) {
    const failure = await ApiError.fromResponse(response);
    if (failure.code !== 'JWT_EXPIRED' || !(await refreshSession())) return fail(failure, options);
    response = await attempt();
  }
  if (!response.ok) return fail(await ApiError.fromResponse(response), options);
  if (response.status === 204) return undefined as T;
  const json: unknown = await response.json();
  return options.schema ? options.schema.parse(json) : (json as T);
}
