import { isIP } from 'node:net';
import type { Context } from 'hono';
import { UNKNOWN_IP } from './login-throttle.js';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } }; server?: NodeBindings } | undefined;

/**
 * The caller's IP: the first hop of `x-forwarded-for` when it is an IP address (the service runs
 * behind a proxy that sets it), else the socket address given by `@hono/node-server` (read as its
 * `getConnInfo` does), else 'unknown' (as under `app.request()` in tests).
 */
export function clientIp(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded && isIP(forwarded)) return forwarded;
  try {
    const bindings = c.env as NodeBindings;
    const address = (bindings?.server ?? bindings)?.incoming?.socket?.remoteAddress;
    if (address && isIP(address)) return address;
  } catch {
    // No node bindings: fall through.
  }
  return UNKNOWN_IP;
}
