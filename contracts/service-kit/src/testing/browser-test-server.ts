/**
 * Test support for the front ends' component tests: a service's real app (on its test harness: a
 * database of its own, tokens signed by a key of the test's own) served over HTTP, from a file of
 * the service's that the front end's test starts by its path in a child process (the kit's
 * `shell/kit/test/service-test-server.ts`). Besides the app it answers `POST /__test/token` (claims
 * in, a token signed with the test key out, acting in the claims' `agencyId` or else the server's)
 * and the service's own `/__test/` routes. Prints one `READY {json}` line (the url and what the
 * service seeded), then serves until SIGTERM or until its parent closes its stdin.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { AddressInfo } from 'node:net';
import type { AccessClaims } from '@portal/contracts';
import type { AppEnv } from '../http/env.js';
import type { TestTokens } from './tokens.js';

/** What the server needs of a service's test harness. */
export type BrowserTestHarness = {
  app: Hono<AppEnv>;
  tokens: TestTokens;
  close: () => Promise<void>;
};

export type BrowserTestServerOptions = {
  /** The agency a token acts in when its claims name none (`agencyId`). */
  agencyId?: string;
  /** What the READY line says besides the url: the objects the service seeded for the tests. */
  ready?: Record<string, unknown>;
  /** The service's own test routes, under `/__test/` (CORS already answered). */
  testRoutes?: (root: Hono) => void;
};

export function serveForBrowserTests(h: BrowserTestHarness, options: BrowserTestServerOptions = {}): void {
  const root = new Hono();
  root.use('/__test/*', cors());
  root.post('/__test/token', async (c) => {
    const body = (await c.req.json()) as Partial<AccessClaims> & { agencyId?: string };
    const { agencyId = options.agencyId ?? null, ...requested } = body;
    const claims = h.tokens.claims({ agency: agencyId, email: 'marie.durand@vigie.test', ...requested });
    return c.json({ token: await h.tokens.sign(claims), claims });
  });
  options.testRoutes?.(root);
  root.route('/', h.app);

  const server = serve({ fetch: root.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
    const ready = { url: `http://127.0.0.1:${info.port}`, ...options.ready };
    process.stdout.write(`READY ${JSON.stringify(ready)}\n`);
  });

  let stopping = false;
  async function stop() {
    if (stopping) return;
    stopping = true;
    server.close();
    await h.close();
    process.exit(0);
  }
  process.once('SIGTERM', () => void stop());
  process.stdin.on('end', () => void stop());
  process.stdin.resume();
}
