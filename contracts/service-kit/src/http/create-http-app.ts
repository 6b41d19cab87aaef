import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { JSON_BODY_MAX_BYTES, uuidv7 } from '@portal/contracts';
import type { Logger } from '../logger.js';
import { AppError } from './app-error.js';
import { keepPreparedHeader, setAnswerHeader } from './answer-headers.js';
import { resolveClientIp, trustedProxies } from './client-ip.js';
import { corsMiddleware } from './cors.js';
import type { AppEnv } from './env.js';
import { errorHandler } from './error-handler.js';
import { forbiddenTextInUrl } from './forbidden-text.js';
import { maintenanceMiddleware } from './maintenance.js';
import { routePath } from 'hono/route';
import { mayReadMetrics } from '../metrics/access.js';
import { httpRequestDuration, httpRequests, labelMetricsWithService, metricsRegistry } from '../metrics/registry.js';

export type ReadinessCheck = () => Promise<boolean>;

/** What the environment says of the HTTP side of a service (see `httpOptionsFromEnv`). */
export type HttpOptions = {
  /** Origins allowed to call the service from a browser; absent or empty: every origin (`*`). */
  corsOrigins?: readonly string[];
  /** When set, every route but the probes answers 503 MAINTENANCE with this message. */
  maintenanceMessage?: string;
  /** Proxies whose `X-Forwarded-For` is believed (TRUSTED_PROXIES); none by default. */
  trustedProxies?: readonly string[];
  /** METRICS_TOKEN: the bearer token `/metrics` asks for; without it, only loopback callers read it. */
  metricsToken?: string;
};

/**
 * The Hono app every service starts from: request id and JSON access log, security headers (nosniff,
 * no referrer, no-store on every answer to a token), CORS, maintenance mode, NUL and lone surrogates
 * refused in the URL, body size limit, health and readiness, the one error handler and the French
 * not-found answer.
 * Routes are added by the service; nothing listens here, so tests call `app.request()`.
 */
export function createHttpApp(
  options: HttpOptions & {
    service: string;
    logger: Logger;
    ready: ReadinessCheck;
    maxBodyBytes?: number;
    /**
     * POST paths whose body is a file streamed by the route itself (kit `uploads/receiveUpload`, with
     * its own 25 Mo limit): the JSON body limit, which would buffer a body sent without a length,
     * leaves them alone.
     */
    streamedUploads?: RegExp;
  },
) {
  const app = new Hono<AppEnv>();
  let draining = false;
  const proxies = trustedProxies(options.trustedProxies ?? []);
  labelMetricsWithService(options.service);

  app.use(async (c, next) => {
    const requestId = c.req.header('x-request-id') ?? uuidv7();
    const logger = options.logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('clientIp', resolveClientIp(c, proxies));
    c.set('logger', logger);
    c.header('x-request-id', requestId);
    const started = performance.now();
    await next();
    keepPreparedHeader(c, 'x-request-id', requestId);
    // No answer is to be sniffed into another type, nor kept by a cache when it answered a token.
    setAnswerHeader(c, 'x-content-type-options', 'nosniff');
    setAnswerHeader(c, 'referrer-policy', 'no-referrer');
    if (c.req.header('authorization')) setAnswerHeader(c, 'cache-control', 'no-store');
    // Draining: each answer closes its connection, so that no client keeps a socket to a replica
    // about to stop listening.
    if (draining) setAnswerHeader(c, 'connection', 'close');
    const seconds = (performance.now() - started) / 1000;
    const route = routeLabel(routePath(c));
    httpRequests.inc({ method: c.req.method, route, status: String(c.res.status) });
    httpRequestDuration.observe({ method: c.req.method, route }, seconds);
    logger.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  });

  // Before everything that may refuse a request: preflights answer 204 whatever the path, and error
  // answers carry the CORS headers too, so the page can read them.
  app.use(corsMiddleware(options.corsOrigins));
  if (options.maintenanceMessage) app.use(maintenanceMiddleware(options.maintenanceMessage));
  app.use(forbiddenTextInUrl);

  const jsonBodyLimit = bodyLimit({
    maxSize: options.maxBodyBytes ?? JSON_BODY_MAX_BYTES,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE');
    },
  });
  const maxBodyBytes = options.maxBodyBytes ?? JSON_BODY_MAX_BYTES;
  const streamed = options.streamedUploads;
  app.use((c, next) => {
    // No body to limit (hono's bodyLimit lets them through as well, after building the Request).
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || streamed?.test(c.req.path)) return next();
    // Over HTTP with a declared length (what clients send with a JSON body), the length decides,
    // as in hono's bodyLimit, but read from the node request: hono's reads `c.req.raw.body`, which
    // builds the whole web Request and a stream over the body for every call.
    const declared = declaredLength(c);
    if (declared === null) return jsonBodyLimit(c, next);
    if (declared > maxBodyBytes) throw new AppError('PAYLOAD_TOO_LARGE');
    return next();
  });

  app.get('/health', (c) => c.json({ status: 'ok', service: options.service }));
  app.get('/ready', async (c) => {
    const ok = !draining && (await options.ready().catch(() => false));
    if (!ok) throw new AppError('SERVICE_UNAVAILABLE');
    return c.json({ status: 'ready', service: options.service });
  });

  app.get('/metrics', async (c) => {
    if (!mayReadMetrics(c, options.metricsToken)) throw new AppError('ROUTE_NOT_FOUND');
    return c.text(await metricsRegistry.metrics(), 200, { 'content-type': metricsRegistry.contentType });
  });

  app.notFound(() => {
    throw new AppError('ROUTE_NOT_FOUND');
  });
  app.onError(errorHandler(options.logger));

  return Object.assign(app, {
    /** Readiness turns false as soon as the service starts draining, and answers close their connection. */
    markDraining: () => {
      draining = true;
    },
  });
}

export type HttpApp = ReturnType<typeof createHttpApp>;

/** The route pattern of a request, as metrics label it (never the path itself: ids would explode the series). */
function routeLabel(pattern: string): string {
  return pattern === '' || pattern === '*' || pattern === '/*' ? 'unmatched' : pattern;
}

type NodeIncoming = { method?: string; headers: Record<string, string | string[] | undefined> };

/**
 * The body length a request over node's HTTP server declares: its `content-length` when it has a
 * body and no `transfer-encoding`; null otherwise (a test's `app.request()`, a chunked body), where
 * hono's bodyLimit counts the bytes itself.
 */
function declaredLength(c: Context<AppEnv>): number | null {
  const incoming = (c.env as { incoming?: NodeIncoming } | undefined)?.incoming;
  if (!incoming?.headers) return null;
  const length = incoming.headers['content-length'];
  if (typeof length !== 'string' || incoming.headers['transfer-encoding'] !== undefined) return null;
  return parseInt(length || '0', 10);
}
