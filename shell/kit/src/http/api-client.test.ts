import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { noticeBus, type Notice } from '../notices/notice-bus.js';
import { sessionStore } from '../session/session-store.js';
import { readClaims } from '../session/token-claims.js';
import { configureServicesForTest, signInForTest, unsignedToken } from '../../test/session.js';
import { callApi } from './api-client.js';
import { ApiError } from './api-error.js';

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A stand-in for a service: the token it accepts changes when /token/refresh is called. */
async function startService() {
  const state = { refreshes: 0, accepted: '' };
  server = createServer((request, response) => {
    const headers = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'authorization, content-type',
      'access-control-allow-methods': 'GET, POST, PUT, DELETE',
      'content-type': 'application/json',
    };
    const send = (status: number, body: unknown) => {
      response.writeHead(status, headers);
      response.end(JSON.stringify(body));
    };
    if (request.method === 'OPTIONS') return send(204, {});
    if (request.url === '/token/refresh') {
      state.refreshes += 1;
      const claims = readClaims(sessionStore.get().status === 'anonymous' ? '' : state.accepted || currentToken());
      state.accepted = unsignedToken({ ...claims!, email: `refreshed-${state.refreshes}@example.fr` });
      return send(200, {
        token: state.accepted,
        refresh_token: `refresh-${state.refreshes}-0123456789abcdef`,
        expires_in: 900,
      });
    }
    if (request.url === '/maintenance')
      return send(503, { error: { code: 'MAINTENANCE', message: 'Retour prévu à 14 h' } });
    if (request.headers.authorization !== `Bearer ${state.accepted}`) {
      return send(401, { error: { code: 'JWT_EXPIRED', message: 'Jeton de connexion expiré' } });
    }
    return send(200, { ok: true });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  configureServicesForTest(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return state;
}

function currentToken(): string {
  const session = sessionStore.get();
  return session.status === 'anonymous' ? '' : session.tokens.token;
}

function collectNotices(): Notice[] {
  const notices: Notice[] = [];
  noticeBus.subscribe((notice) => notices.push(notice));
  return notices;
}

describe('the HTTP client', () => {
  it('refreshes an expired token once for calls made together, then retries each of them', async () => {
    signInForTest({ role: 'owner' });
    const state = await startService();
    const answers = await Promise.all([
      callApi('operations', '/a'),
      callApi('billing', '/b'),
      callApi('identity', '/c'),
    ]);
    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(state.refreshes).toBe(1);
    expect(currentToken()).toBe(state.accepted);
  });

  it('a 503 puts the portal into its maintenance state with the server message', async () => {
    signInForTest({ role: 'owner' });
    await startService();
    const notices = collectNotices();
    await expect(callApi('identity', '/maintenance')).rejects.toBeInstanceOf(ApiError);
    expect(notices).toContainEqual({ kind: 'maintenance', message: 'Retour prévu à 14 h' });
  });

  it('no answer → the network error message', async () => {
    signInForTest({ role: 'owner' });
    configureServicesForTest('http://127.0.0.1:9');
    const notices = collectNotices();
    const failure = await callApi('identity', '/user').catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 0 });
    expect(notices).toContainEqual(
      expect.objectContaining({ kind: 'toast', message: 'Erreur réseau: Veuillez vérifier votre connexion internet' }),
    );
  });
});
