import { Hono } from 'hono';
import { APP_VERSION, type VersionResponse } from '@portal/contracts';
import type { AppEnv } from '@portal/service-kit';
import type { IdentityDeps } from '../deps.js';

/** Platform facts any visitor may read: the version the shell compares with its own (00 §4). */
export function platformRoutes(_deps: IdentityDeps) {
  const app = new Hono<AppEnv>();

  app.get('/version', (c) => {
    c.header('cache-control', 'no-cache');
    return c.json({ version: APP_VERSION } satisfies VersionResponse, 200);
  });

  return app;
}
