import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { JSON_BODY_MAX_BYTES, uuidv7 } from '@portal/contracts';
import type { Logger } from '../logger.js';
import { AppError } from './app-error.js';
import { corsMiddleware } from './cors.js';
import type { AppEnv } from './env.js';
import { errorHandler } from './error-handler.js';
import { maintenanceMiddleware } from './maintenance.js';

export type ReadinessCheck = () => Promise<boolean>;

/** What the environment says of the HTTP side of a service (see `httpOptionsFromEnv`). */
export type HttpOptions = {
  /** Origins allowed to call the service from a browser; absent or empty: every origin (`*`). */
  corsOrigins?: readonly string[];
  /** When set, every route but the probes answers 503 MAINTENANCE with this message. */
  maintenanceMessage?: string;
};

/**
 * The Hono app every service starts from: request id and JSON access log, CORS, maintenance mode,
 * body size limit, health and readiness, the one error handler and the French not-found answer.
 * Routes are added by the service; nothing listens here, so tests call `app.request()`.
 */
export function createHttpApp(
  options: HttpOptions & {
    service: string;
    logger: Logger;
    ready: ReadinessCheck;
    maxBodyBytes?: number;
  },
) {
  const app = new Hono<AppEnv>();
  let draining = false;

  app.use(async (c, next) => {
    const requestId = c.req.header('x-request-id') ?? uuidv7();
    const logger = options.logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('logger', logger);
    c.header('x-request-id', requestId);
    const started = performance.now();
    await next();
    logger.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  });

  // Before everything that may refuse a request: preflights answer 204 whatever the path, and error
  // answers carry the CORS headers too, so the page can read them.
  app.use(corsMiddleware(options.corsOrigins));
  if (options.maintenanceMessage) app.use(maintenanceMiddleware(options.maintenanceMessage));

  app.use(
    bodyLimit({
      maxSize: options.maxBodyBytes ?? JSON_BODY_MAX_BYTES,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE');
      },
    }),
  );

  app.get('/health', (c) => c.json({ status: 'ok', service: options.service }));
  app.get('/ready', async (c) => {
    const ok = !draining && (await options.ready().catch(() => false));
    if (!ok) throw new AppError('SERVICE_UNAVAILABLE');
    return c.json({ status: 'ready', service: options.service });
  });

  app.notFound(() => {
    throw new AppError('ROUTE_NOT_FOUND');
  });
  app.onError(errorHandler(options.logger));

  return Object.assign(app, {
    /** Readiness turns false as soon as the service starts draining. */
    markDraining: () => {
      draining = true;
    },
  });
}

export type HttpApp = ReturnType<typeof createHttpApp>;
