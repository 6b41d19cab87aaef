import { describe, expect, it } from 'vitest';
import { startKitHttpApp } from '../testing/kit-http-app.js';

const SHELL = 'http://localhost:8080';
const REMOTE = 'http://localhost:8203';
const EXPOSED = 'x-request-id,retry-after,x-ratelimit-limit,x-ratelimit-remaining,x-ratelimit-reset';

describe('CORS without a list of origins', () => {
  it('answers a preflight 204 allowing any origin, the methods and headers the portal sends, for 10 minutes', async () => {
    const { preflight } = await startKitHttpApp();
    const answer = await preflight('/things', REMOTE, 'POST', 'authorization,content-type');
    expect(answer.status).toBe(204);
    expect(answer.body).toBeNull();
    expect(Object.fromEntries(answer.headers)).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
      'access-control-allow-headers': 'authorization,content-type,x-request-id',
      'access-control-expose-headers': EXPOSED,
      'access-control-max-age': '600',
    });
    expect(answer.headers.has('access-control-allow-credentials')).toBe(false);
  });

  it('answers a preflight 204 on an unknown path and on a route whose guard would refuse it', async () => {
    const { preflight } = await startKitHttpApp();
    for (const path of ['/nowhere/at/all', '/user']) {
      const answer = await preflight(path, SHELL);
      expect([path, answer.status, answer.headers.get('access-control-allow-origin')]).toEqual([path, 204, '*']);
    }
  });

  it('shows the allow and expose headers on an actual call, with the request id the page may read', async () => {
    const { request, tokens } = await startKitHttpApp();
    const token = await tokens.sign(tokens.claims());
    const answer = await request('GET', '/user', { token, headers: { origin: SHELL, 'x-request-id': 'req-42' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-expose-headers')).toBe(EXPOSED);
    expect(answer.headers.get('x-request-id')).toBe('req-42');
  });

  it('keeps the headers on error answers: not found, a missing token, a refused body, a 429 and its Retry-After', async () => {
    const { request } = await startKitHttpApp();
    const headers = { origin: REMOTE };
    const answers = [
      [await request('GET', '/nowhere', { headers }), 404, 'ROUTE_NOT_FOUND'],
      [await request('GET', '/user', { headers }), 401, 'JWT_NOT_FOUND'],
      [await request('POST', '/things', { headers, raw: '{"name":' }), 400, 'INVALID_JSON'],
      [await request('POST', '/things', { headers, json: { name: '' } }), 400, 'VALIDATION_FAILED'],
      [await request('POST', '/login_check', { headers, json: {} }), 429, 'LOGIN_THROTTLED'],
    ] as const;
    for (const [answer, status, code] of answers) {
      expect([answer.status, answer.error?.code, answer.headers.get('access-control-allow-origin')]).toEqual([
        status,
        code,
        '*',
      ]);
      expect(answer.headers.get('access-control-expose-headers')).toBe(EXPOSED);
    }
    expect(answers[4][0].headers.get('retry-after')).toBe('900');
  });
});

describe('CORS on an answer a route made itself', () => {
  it('puts the headers on a Response the route built, not only on those made through the context', async () => {
    for (const corsOrigins of [undefined, [SHELL]]) {
      const { app } = await startKitHttpApp({ corsOrigins });
      app.get('/own', () => new Response('fichier', { headers: { 'content-type': 'text/plain' } }));
      const answer = await app.request('/own', { headers: { origin: SHELL } });
      expect(await answer.text()).toBe('fichier');
      expect(answer.headers.get('access-control-allow-origin')).toBe(corsOrigins ? SHELL : '*');
      expect(answer.headers.get('access-control-expose-headers')).toBe(EXPOSED);
      expect(answer.headers.get('x-request-id')).toEqual(expect.any(String));
    }
  });
});

describe('CORS with a list of origins', () => {
  it('echoes an origin of the list on preflights and calls, and varies the answer by origin', async () => {
    const { preflight, request } = await startKitHttpApp({ corsOrigins: [SHELL, REMOTE] });
    const answer = await preflight('/things', REMOTE, 'POST', 'content-type');
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(REMOTE);
    expect(answer.headers.get('vary')).toContain('Origin');

    const actual = await request('GET', '/version', { headers: { origin: SHELL } });
    expect(actual.status).toBe(200);
    expect(actual.headers.get('access-control-allow-origin')).toBe(SHELL);
    expect(actual.headers.get('vary')).toContain('Origin');
    expect(actual.headers.has('access-control-allow-credentials')).toBe(false);
  });
});
