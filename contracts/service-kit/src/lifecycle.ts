import { serve, type ServerType } from '@hono/node-server';
import type { HttpApp } from './http/create-http-app.js';
import type { Logger } from './logger.js';

/**
 * Listens, and on SIGTERM or SIGINT drains: readiness turns false, the server stops accepting and
 * waits for requests in flight, then `shutdown` closes relays, consumers, NATS and the pool.
 */
export function serveUntilSignal(options: {
  app: HttpApp;
  port: number;
  logger: Logger;
  shutdown: () => Promise<void>;
}): ServerType {
  const server = serve({ fetch: options.app.fetch, port: options.port, hostname: '0.0.0.0' }, (info) =>
    options.logger.info({ port: info.port }, 'listening'),
  );
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    options.logger.info({ signal }, 'draining');
    options.app.markDraining();
    const forced = setTimeout(() => {
      options.logger.error('drain timed out');
      process.exit(1);
    }, 15_000);
    forced.unref();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await options.shutdown().catch((error: unknown) => options.logger.error({ err: error }, 'shutdown failed'));
    options.logger.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  return server;
}
