import { describe, expect, it } from 'vitest';
import { startKitHttpApp } from '../testing/kit-http-app.js';

describe('security headers of the APIs', () => {
  it('forbid sniffing and referrers on every answer, errors included', async () => {
    const { request } = await startKitHttpApp();
    for (const answer of [await request('GET', '/version'), await request('GET', '/nowhere')]) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('keep no answer to a token in any cache, whatever the route said', async () => {
    const { request, tokens } = await startKitHttpApp();
    const token = await tokens.sign(tokens.claims());
    expect((await request('GET', '/user', { token })).headers.get('cache-control')).toBe('no-store');
    expect((await request('GET', '/user', { token: 'not-a-jwt' })).headers.get('cache-control')).toBe('no-store');
    expect((await request('GET', '/version')).headers.get('cache-control')).toBeNull();
  });
});
