import { Hono } from 'hono';
import { LoginSchema, RefreshSchema } from '@portal/contracts';
import { validate, type AppEnv } from '@portal/service-kit';
import type { IdentityDeps } from '../deps.js';
import { logIn } from './log-in.js';
import { dummyPasswordHash } from './password.js';
import { refreshSession } from './refresh-session.js';

/** Session calls of spec 00 §7: log in, refresh. Both public. */
export function authRoutes(deps: IdentityDeps) {
  // Compute the dummy hash now rather than on the first unknown e-mail.
  void dummyPasswordHash();
  const app = new Hono<AppEnv>();

  app.post('/login_check', validate('json', LoginSchema), async (c) => {
    const tokens = await logIn(deps, { ...c.req.valid('json'), ip: c.get('clientIp') });
    c.header('cache-control', 'no-store');
    return c.json(tokens, 200);
  });

  app.post('/token/refresh', validate('json', RefreshSchema), async (c) => {
    const body = c.req.valid('json');
    const tokens = await refreshSession(deps, { refreshToken: body.refresh_token, agencyId: body.agencyId });
    c.header('cache-control', 'no-store');
    return c.json(tokens, 200);
  });

  return app;
}
