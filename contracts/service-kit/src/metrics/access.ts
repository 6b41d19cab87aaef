import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env.js';

const LOOPBACK = new Set(['127.0.0.1', '::1']);

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Who may read `/metrics`: with METRICS_TOKEN set, whoever sends it as a bearer token (Prometheus'
 * scrape config); without it, only the machine itself (a local Prometheus, `curl` on the host).
 */
export function mayReadMetrics(c: Context<AppEnv>, token: string | undefined): boolean {
  if (token) return sameSecret(c.req.header('authorization') ?? '', `Bearer ${token}`);
  return LOOPBACK.has(c.get('clientIp'));
}
