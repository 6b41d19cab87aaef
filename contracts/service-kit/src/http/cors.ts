import { createMiddleware } from 'hono/factory';
import { keepPreparedHeader, setAnswerHeader } from './answer-headers.js';
import type { AppEnv } from './env.js';

export const CORS_ALLOW_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
export const CORS_ALLOW_HEADERS = ['authorization', 'content-type', 'x-request-id'];
/** What the portal reads of an answer: the request id, and the waits of 429 answers (spec 00 §8). */
export const CORS_EXPOSE_HEADERS = [
  'x-request-id',
  'retry-after',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
];
export const CORS_MAX_AGE_SECONDS = 600;

/**
 * The portal's pages (the shell and each remote, each on its own origin) call the services with a
 * bearer token, never a cookie: no credentials. Without a list every origin is allowed (`*`); with
 * one, an origin outside it gets no `Access-Control-Allow-Origin` and the browser keeps the answer
 * from the page (and answers vary by origin). Preflights (`OPTIONS`) answer 204 here, before any
 * route, guard or error handler.
 *
 * The headers of a call are prepared before the route runs (`c.header()`), never set on `c.res`
 * then: hono's CORS did, which made an empty answer first, and the route's own answer had to be
 * merged into it — a web Response and a stream over its body built for every call, a tenth of a
 * list call's CPU.
 */
export function corsMiddleware(origins: readonly string[] | undefined) {
  const listed = origins && origins.length > 0 ? new Set(origins) : null;
  const allowedOrigin = (origin: string | undefined) => (listed ? (origin && listed.has(origin) ? origin : null) : '*');
  const expose = CORS_EXPOSE_HEADERS.join(',');
  const preflight = {
    'access-control-max-age': String(CORS_MAX_AGE_SECONDS),
    'access-control-allow-methods': CORS_ALLOW_METHODS.join(','),
    'access-control-allow-headers': CORS_ALLOW_HEADERS.join(','),
  };
  return createMiddleware<AppEnv>(async (c, next) => {
    const allowed = allowedOrigin(c.req.header('origin'));
    if (allowed) c.header('access-control-allow-origin', allowed);
    c.header('access-control-expose-headers', expose);
    if (c.req.method === 'OPTIONS') {
      c.header('vary', listed ? 'Origin, Access-Control-Request-Headers' : 'Access-Control-Request-Headers');
      return c.body(null, 204, preflight);
    }
    await next();
    if (allowed) keepPreparedHeader(c, 'access-control-allow-origin', allowed);
    keepPreparedHeader(c, 'access-control-expose-headers', expose);
    if (listed) setAnswerHeader(c, 'vary', 'Origin', { append: true });
  });
}
