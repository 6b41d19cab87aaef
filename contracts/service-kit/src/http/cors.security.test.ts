import { describe, expect, it } from 'vitest';
import { startKitHttpApp } from '../testing/kit-http-app.js';

const ALLOWED = ['http://localhost:8080', 'http://localhost:8201'];

describe('CORS with a list of origins, from a page elsewhere', () => {
  it('gives an origin outside the list no allow-origin on the preflight, so the browser sends nothing', async () => {
    const { preflight } = await startKitHttpApp({ corsOrigins: ALLOWED });
    for (const origin of ['http://evil.test', 'http://localhost:8081', 'https://localhost:8080', 'null']) {
      const answer = await preflight('/user', origin);
      expect([origin, answer.status, answer.headers.get('access-control-allow-origin')]).toEqual([origin, 204, null]);
    }
  });

  it('gives an actual call from outside the list no allow-origin, so the page cannot read the answer', async () => {
    const { request, tokens } = await startKitHttpApp({ corsOrigins: ALLOWED });
    const token = await tokens.sign(tokens.claims());
    const answer = await request('GET', '/user', { token, headers: { origin: 'http://evil.test' } });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    const refused = await request('GET', '/user', { headers: { origin: 'http://evil.test' } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('never allows credentials (the portal sends a bearer token, not cookies), listed or not', async () => {
    for (const corsOrigins of [undefined, ALLOWED]) {
      const { preflight, request } = await startKitHttpApp({ corsOrigins });
      expect((await preflight('/user', ALLOWED[0] as string)).headers.has('access-control-allow-credentials')).toBe(
        false,
      );
      const answer = await request('GET', '/version', { headers: { origin: ALLOWED[0] as string } });
      expect(answer.headers.has('access-control-allow-credentials')).toBe(false);
    }
  });

  it('does not let a preflight through to the route: nothing behind it runs', async () => {
    const { preflight } = await startKitHttpApp();
    const answer = await preflight('/login_check', 'http://localhost:8080', 'POST', 'content-type');
    expect(answer.status).toBe(204);
    expect(answer.headers.has('retry-after')).toBe(false);
  });
});
