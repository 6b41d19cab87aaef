import type { Hono } from 'hono';
import { ErrorBodySchema, type ErrorBody } from '@portal/contracts';
import type { AppEnv } from '../http/env.js';

/** What a test reads of an answer: the status, the parsed JSON body (or the text, or null), the headers. */
export type CallResult = {
  status: number;
  body: unknown;
  headers: Headers;
  /** The `{code, message, details}` when the body is an error body. */
  error: ErrorBody['error'] | null;
};

export type CallOptions = {
  /** A value sent as JSON. */
  json?: unknown;
  /** A body sent as it is (malformed JSON, oversized payloads), with a JSON content type. */
  raw?: string;
  /** A file's bytes as the body (uploads), with the type given in `headers`. */
  bytes?: Uint8Array<ArrayBuffer>;
  token?: string | null;
  headers?: Record<string, string>;
  /** The address the request comes from (its socket's peer, as @hono/node-server hands it). */
  peer?: string;
};

/** One HTTP call through `app.request()` (no socket), JSON in and out. */
export async function call(
  app: Hono<AppEnv>,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.json !== undefined || options.raw !== undefined) headers['content-type'] ??= 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const body = options.bytes ?? options.raw ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined);
  const bindings = options.peer ? { incoming: { socket: { remoteAddress: options.peer } } } : undefined;
  const response = await app.request(path, { method, headers, body }, bindings);
  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  const error = ErrorBodySchema.safeParse(parsed);
  return {
    status: response.status,
    body: parsed,
    headers: response.headers,
    error: error.success ? error.data.error : null,
  };
}

/** The `{code, message, details}` of an error answer (fails when the body is not an error body). */
export function errorOf(result: Pick<CallResult, 'body'>): ErrorBody['error'] {
  return ErrorBodySchema.parse(result.body).error;
}
