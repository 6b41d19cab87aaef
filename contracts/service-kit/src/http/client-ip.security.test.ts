import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { call } from '../testing/call.js';
import type { AppEnv } from './env.js';
import { resolveClientIp, trustedProxies, UNKNOWN_IP } from './client-ip.js';

const appTrusting = (entries: string[]) => {
  const trusted = trustedProxies(entries);
  return new Hono<AppEnv>().get('/ip', (c) => c.text(resolveClientIp(c, trusted)));
};

const ipOf = async (app: Hono<AppEnv>, peer: string | undefined, forwarded?: string) => {
  const answer = await call(app, 'GET', '/ip', {
    ...(peer ? { peer } : {}),
    ...(forwarded ? { headers: { 'x-forwarded-for': forwarded } } : {}),
  });
  return answer.body;
};

describe('the client address', () => {
  it('is the socket peer, whatever X-Forwarded-For an untrusted peer sends', async () => {
    const app = appTrusting([]);
    expect(await ipOf(app, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    expect(await ipOf(app, '::ffff:203.0.113.9', '198.51.100.1, 10.0.0.1')).toBe('203.0.113.9');
    expect(await ipOf(app, undefined, '198.51.100.1')).toBe(UNKNOWN_IP);
  });

  it('is the right-most forwarded hop that is not a trusted proxy', async () => {
    const app = appTrusting(['10.0.0.0/8', '192.0.2.10', 'fd00::/8']);
    expect(await ipOf(app, '10.1.2.3', '198.51.100.7')).toBe('198.51.100.7');
    // A client forging the header's start cannot push his own address out: proxies append.
    expect(await ipOf(app, '10.1.2.3', '1.2.3.4, 198.51.100.7, 192.0.2.10')).toBe('198.51.100.7');
    expect(await ipOf(app, 'fd00::1', '2001:db8::5')).toBe('2001:db8::5');
    // Only trusted proxies in the chain: the left-most of them.
    expect(await ipOf(app, '10.1.2.3', '10.9.9.9')).toBe('10.9.9.9');
    // No header: the proxy itself.
    expect(await ipOf(app, '10.1.2.3')).toBe('10.1.2.3');
  });

  it('stops at a hop that is not an address, keeping the last proxy that vouched', async () => {
    const app = appTrusting(['10.0.0.0/8']);
    expect(await ipOf(app, '10.1.2.3', "'; drop table users; --")).toBe('10.1.2.3');
    expect(await ipOf(app, '10.1.2.3', 'garbage, 10.4.4.4')).toBe('10.4.4.4');
  });
});
