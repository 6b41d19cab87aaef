import { describe, expect, it } from 'vitest';
import { startKitHttpApp } from '../testing/kit-http-app.js';

/**
 * A route's answer leaves as the route made it: the kit's middlewares put their headers on it in place
 * or before it exists. An answer rebuilt by a middleware (hono's CORS did, for every call) costs the
 * node server a web Response and a stream over its body: a tenth of a list call's CPU.
 */
describe('the answer a route makes', () => {
  for (const corsOrigins of [undefined, ['http://localhost:8080']]) {
    it(`is the one sent, with every header of the kit on it (CORS ${corsOrigins ? 'with a list' : 'for all'})`, async () => {
      const { app } = await startKitHttpApp({ corsOrigins });
      let made: Response | undefined;
      app.get('/made', (c) => (made = c.json({ made: true })));
      const sent = await app.request('/made', { headers: { origin: 'http://localhost:8080', authorization: 'x' } });
      expect(sent).toBe(made);
      expect(await sent.json()).toEqual({ made: true });
      expect(Object.fromEntries(sent.headers)).toMatchObject({
        'access-control-allow-origin': corsOrigins ? 'http://localhost:8080' : '*',
        'access-control-expose-headers': expect.stringContaining('x-request-id'),
        'x-request-id': expect.any(String),
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
        ...(corsOrigins ? { vary: 'Origin' } : {}),
      });
    });
  }
});
