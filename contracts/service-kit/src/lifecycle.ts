import type { Server } from 'node:http';
import { serve, type ServerType } from '@hono/node-server';
import type { HttpApp } from './http/create-http-app.js';
import type { Logger } from './logger.js';

/** The longest the requests in flight may take to finish once the service stops accepting. */
const DRAIN_TIMEOUT_MS = 15_000;

/**
 * Listens, and on SIGTERM or SIGINT drains without failing a request:
 * 1. readiness turns false at once and every answer closes its connection;
 * 2. for `shutdownDelayMs` the service goes on answering, while load balancers notice and stop
 *    sending it requests (Kubernetes removes the pod from its Service's endpoints meanwhile);
 * 3. it stops accepting, closes the idle keep-alive connections and waits for the requests in
 *    flight (at most 15 s). Not before: an idle connection closed while the service is still in its
 *    balancer's rotation may be closed just as a request leaves on it (battery: 1–3 such requests in
 *    1,600 during a rolling restart, none once the close waits for the delay);
 * 4. `shutdown` closes relays, consumers, NATS and the pool.
 */
export function serveUntilSignal(options: {
  app: HttpApp;
  port: number;
  logger: Logger;
  shutdown: () => Promise<void>;
  /** SHUTDOWN_DELAY_MS: how long to keep answering once readiness is false. */
  shutdownDelayMs?: number;
}): ServerType {
  const server = serve({ fetch: options.app.fetch, port: options.port, hostname: '0.0.0.0' }, (info) =>
    options.logger.info({ port: info.port }, 'listening'),
  );
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const delayMs = options.shutdownDelayMs ?? 0;
    options.logger.info({ signal, delayMs }, 'draining');
    options.app.markDraining();
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const forced = setTimeout(() => {
      options.logger.error('drain timed out');
      process.exit(1);
    }, DRAIN_TIMEOUT_MS);
    forced.unref();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    (server as Server).closeIdleConnections?.();
    await closed;
    await options.shutdown().catch((error: unknown) => options.logger.error({ err: error }, 'shutdown failed'));
    options.logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  return server;
}
