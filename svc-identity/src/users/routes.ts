import { Hono } from 'hono';
import { UpdateUserSchema } from '@portal/contracts';
import { validate, type AppEnv } from '@portal/service-kit';
import { sessionIdOf } from '../auth/session-id.js';
import { signedIn } from '../auth/signed-in.js';
import type { IdentityDeps } from '../deps.js';
import { getCurrentUser } from './get-current-user.js';
import { updateCurrentUser } from './update-current-user.js';

/** `GET user` and `PUT user` (spec 00 §7): every authenticated user, on himself only. */
export function usersRoutes(deps: IdentityDeps) {
  const app = new Hono<AppEnv>();
  const auth = signedIn(deps);

  app.get('/user', auth, async (c) => {
    return c.json(await getCurrentUser(deps, c.get('session')), 200);
  });

  app.put('/user', auth, validate('json', UpdateUserSchema), async (c) => {
    const updated = await updateCurrentUser(deps, c.get('session'), c.req.valid('json'), {
      ip: c.get('clientIp'),
      sessionId: sessionIdOf(c),
    });
    return c.json(updated, 200);
  });

  return app;
}
