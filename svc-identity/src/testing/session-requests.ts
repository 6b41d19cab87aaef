import type { Hono } from 'hono';
import { TokenResponseSchema, type TokenResponse } from '@portal/contracts';
import type { AppEnv } from '@portal/service-kit';
import { call } from '@portal/service-kit/testing/call';

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
    ...(options.ip ? { peer: options.ip } : {}),
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
