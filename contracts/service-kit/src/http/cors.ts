import { cors } from 'hono/cors';

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
 * from the page. Preflights (`OPTIONS`) answer 204 here, before any route, guard or error handler.
 */
export function corsMiddleware(origins: readonly string[] | undefined) {
  return cors({
    origin: origins && origins.length > 0 ? [...origins] : '*',
    allowMethods: CORS_ALLOW_METHODS,
    allowHeaders: CORS_ALLOW_HEADERS,
    exposeHeaders: CORS_EXPOSE_HEADERS,
    maxAge: CORS_MAX_AGE_SECONDS,
  });
}
