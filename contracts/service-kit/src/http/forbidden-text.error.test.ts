import { describe, expect, it } from 'vitest';
import { startKitHttpApp } from '../testing/kit-http-app.js';
import { forbiddenTextAt, hasForbiddenText } from './forbidden-text.js';

describe('texts PostgreSQL refuses', () => {
  it('are NUL and lone surrogates, not the characters around them', () => {
    expect(['a\u0000b', '\ud800', 'x\udc00', '\udc00\ud800'].map(hasForbiddenText)).toEqual([true, true, true, true]);
    expect(['Hélène', '😀 ok', 'œuvre', ''].map(hasForbiddenText)).toEqual([false, false, false, false]);
    expect(forbiddenTextAt({ filters: { names: ['ok', 'a\u0000'] } })).toBe('filters.names.1');
    expect(forbiddenTextAt({ ['clé\u0000']: 1 })).toBe('clé\u0000');
    expect(forbiddenTextAt({ query: 'Durand', page: 1 })).toBeNull();
  });

  it('are refused with 400 on their field, in any body a route validates', async () => {
    const { request } = await startKitHttpApp();
    for (const name of ['a\u0000b', 'lone \ud800']) {
      const answer = await request('POST', '/things', { json: { name } });
      expect([answer.status, answer.error?.details]).toEqual([
        400,
        { issues: [{ path: 'name', message: 'Caractère non autorisé' }] },
      ]);
    }
  });

  it('are refused with 400 in a path or a query string, encoded or not, before any route', async () => {
    const { request, tokens } = await startKitHttpApp();
    const token = await tokens.sign(tokens.claims());
    for (const path of ['/user/%00', '/version?query=a%00b', '/version?q=%ED%A0%80', '/version?q=%E0%A4%A', '/x%00y']) {
      const answer = await request('GET', path, { token });
      expect([path, answer.status, answer.error?.code]).toEqual([path, 400, 'VALIDATION_FAILED']);
    }
    expect((await request('GET', '/version?query=H%C3%A9l%C3%A8ne')).status).toBe(200);
  });
});
