import path from 'node:path';
import type { FrontendApp } from './app-config.js';
import { buildApp } from './build-app.js';
import { serveStatic, type StaticServerOptions } from './serve-static.js';

function portFromEnv(fallback: number): number {
  const raw = process.env.PORT;
  const port = raw ? Number(raw) : fallback;
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`PORT must be a TCP port, got '${raw}'`);
  return port;
}

/**
 * A front end's `npm start`: builds it (production mode, unless NODE_ENV=development) and serves its
 * `dist/` on `PORT` (or its default port) until SIGINT/SIGTERM. `PORTAL_SKIP_BUILD=1` serves the
 * files already built.
 */
export async function runFrontend(
  app: FrontendApp,
  rootDir: string,
  options: { defaultPort: number; portalConfig: StaticServerOptions['portalConfig'] },
): Promise<void> {
  if (process.env.PORTAL_SKIP_BUILD !== '1') {
    const { ms } = await buildApp(app, rootDir);
    console.log(`[${app.dir}] built in ${(ms / 1000).toFixed(1)} s`);
  }
  const server = await serveStatic({
    dir: path.join(rootDir, app.dir, 'dist'),
    port: portFromEnv(options.defaultPort),
    host: process.env.HOST ?? '127.0.0.1',
    portalConfig: options.portalConfig,
  });
  console.log(`[${app.dir}] serving ${server.url}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
