import { describe, expect, it } from 'vitest';
import { startKitHttpApp } from '../testing/kit-http-app.js';

const MESSAGE = 'Mise à jour du portail en cours, retour prévu à 14 h.';
const SHELL = 'http://localhost:8080';

describe('maintenance mode', () => {
  it('answers 503 MAINTENANCE with the configured message on every route, known or not, whatever the method', async () => {
    const { request, tokens } = await startKitHttpApp({ maintenanceMessage: MESSAGE });
    const token = await tokens.sign(tokens.claims());
    for (const [method, path, json] of [
      ['GET', '/version', undefined],
      ['GET', '/user', undefined],
      ['POST', '/things', { name: 'x' }],
      ['POST', '/login_check', {}],
      ['DELETE', '/nowhere', undefined],
    ] as const) {
      const answer = await request(method, path, { token, json });
      expect([method, path, answer.status]).toEqual([method, path, 503]);
      expect(answer.body).toEqual({ error: { code: 'MAINTENANCE', message: MESSAGE } });
    }
  });

  it('refuses before validation and authentication: a bad body or no token still gets the maintenance answer', async () => {
    const { request } = await startKitHttpApp({ maintenanceMessage: MESSAGE });
    expect((await request('POST', '/things', { raw: '{oops' })).error?.code).toBe('MAINTENANCE');
    expect((await request('GET', '/user')).error?.code).toBe('MAINTENANCE');
  });

  it('keeps the CORS headers on the 503, so the page can read the message', async () => {
    const { request } = await startKitHttpApp({ maintenanceMessage: MESSAGE, corsOrigins: [SHELL] });
    const answer = await request('GET', '/version', { headers: { origin: SHELL, 'x-request-id': 'req-7' } });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('access-control-allow-origin')).toBe(SHELL);
    expect(answer.headers.get('access-control-expose-headers')).toContain('x-request-id');
    expect(answer.headers.get('x-request-id')).toBe('req-7');
  });

  it('still answers preflights 204, and the health and readiness probes', async () => {
    const { request, preflight } = await startKitHttpApp({ maintenanceMessage: MESSAGE });
    expect((await preflight('/version', SHELL)).status).toBe(204);
    const health = await request('GET', '/health');
    expect([health.status, health.body]).toEqual([200, { status: 'ok', service: 'kit-test' }]);
    const ready = await request('GET', '/ready');
    expect([ready.status, ready.body]).toEqual([200, { status: 'ready', service: 'kit-test' }]);
  });

  it('is off without a message: routes answer as usual', async () => {
    for (const maintenanceMessage of [undefined, '']) {
      const { request } = await startKitHttpApp({ maintenanceMessage });
      const answer = await request('GET', '/version');
      expect([answer.status, answer.body]).toEqual([200, { version: 'test' }]);
    }
  });
});
