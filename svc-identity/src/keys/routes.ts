import { Hono } from 'hono';
import type { AppEnv } from '@portal/service-kit';
import type { IdentityDeps } from '../deps.js';

/** The public keys other services verify access tokens with. */
export function keysRoutes(deps: IdentityDeps) {
  return new Hono<AppEnv>().get('/.well-known/jwks.json', (c) => {
    c.header('cache-control', 'public, max-age=300');
    return c.json(deps.keys.jwks);
  });
}
