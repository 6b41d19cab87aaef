import { createMiddleware } from 'hono/factory';
import type { ErrorBody } from '@portal/contracts';
import type { AppEnv } from './env.js';

/** Probes and metrics keep answering during maintenance: the service is up, only its API is closed. */
const OPEN_PATHS = new Set(['/health', '/ready', '/metrics']);

/**
 * Maintenance mode (spec 00 §8): with a message, every route but the probes answers 503 MAINTENANCE
 * carrying that message, which the portal shows as it is. Preflights never get here (CORS answers
 * them first), and the CORS headers already set let the page read the answer.
 */
export function maintenanceMiddleware(message: string) {
  const body: ErrorBody = { error: { code: 'MAINTENANCE', message } };
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method === 'OPTIONS' || OPEN_PATHS.has(c.req.path)) return next();
    return c.json(body, 503);
  });
}
