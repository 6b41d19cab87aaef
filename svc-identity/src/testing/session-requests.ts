import { ErrorBodySchema, TokenResponseSchema, type ErrorBody, type TokenResponse } from '@portal/contracts';
import type { Hono } from 'hono';
import type { AppEnv } from '@portal/service-kit';

/** What a test reads of an answer: the status, the parsed JSON body (or null) and the headers. */
export type CallResult = { status: number; body: unknown; headers: Headers };

/** The `{code, message, details}` of an error answer (fails when the body is not an error body). */
export function errorOf(result: CallResult): ErrorBody['error'] {
  return ErrorBodySchema.parse(result.body).error;
}

type CallOptions = {
  /** A value sent as JSON. */
  json?: unknown;
  /** A body sent as it is (malformed JSON, oversized payloads), with a JSON content type. */
  raw?: string;
  token?: string;
  headers?: Record<string, string>;
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
  const body = options.raw ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined);
  const response = await app.request(path, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** Logs in through `POST /login_check` and returns the tokens; fails the test on any other answer. */
export async function logIn(
  app: Hono<AppEnv>,
  account: { email: string; password: string },
  options: { agencyId?: string; ip?: string } = {},
): Promise<TokenResponse> {
  const result = await call(app, 'POST', '/login_check', {
    json: {
      username: account.email,
      password: account.password,
      ...(options.agencyId ? { agencyId: options.agencyId } : {}),
    },
    headers: options.ip ? { 'x-forwarded-for': options.ip } : {},
  });
  if (result.status !== 200)
    throw new Error(`login of ${account.email} answered ${result.status}: ${JSON.stringify(result.body)}`);
  return TokenResponseSchema.parse(result.body);
}

/** The claims of an access token, read without verification (the tests check what was signed). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

let ipCounter = Math.floor(Math.random() * 1_000_000);
/** A fresh private IPv4 address per call, so that tests never share a throttling bucket. */
export function testIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}
