import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createHttpApp, type HttpOptions } from '../http/create-http-app.js';
import { createLogger } from '../logger.js';
import { call } from '../testing/call.js';

function appWith(options: HttpOptions = {}) {
  const app = createHttpApp({
    ...options,
    service: 'kit-metrics-test',
    logger: createLogger('kit-metrics-test', 'silent'),
    ready: async () => true,
  });
  app.route(
    '/',
    new Hono().get('/agency/:agencyId/things/:id', (c) => c.json({ id: c.req.param('id') })),
  );
  return app;
}

/** The value of one series of the exposition, or undefined. */
function valueOf(text: string, name: string, labels: string[]): number | undefined {
  const line = text
    .split('\n')
    .find((candidate) => candidate.startsWith(`${name}{`) && labels.every((label) => candidate.includes(label)));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('/metrics', () => {
  it('counts requests and their latency by route pattern (never by raw path), in Prometheus text', async () => {
    const app = appWith();
    for (const id of ['a1', 'a2', 'a3']) await call(app, 'GET', `/agency/ag/things/${id}-metrics`, {});
    await call(app, 'GET', '/nulle-part-metrics', {});

    const answer = await call(app, 'GET', '/metrics', { peer: '127.0.0.1' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = String(answer.body);
    const route = 'route="/agency/:agencyId/things/:id"';
    const service = 'service="kit-metrics-test"';
    expect(
      valueOf(text, 'http_requests_total', [route, 'status="200"', 'method="GET"', service]),
    ).toBeGreaterThanOrEqual(3);
    expect(valueOf(text, 'http_request_duration_seconds_count', [route, service])).toBeGreaterThanOrEqual(3);
    expect(valueOf(text, 'http_requests_total', ['route="unmatched"', 'status="404"'])).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('a1-metrics');
    expect(text).not.toContain('nulle-part-metrics');
    // The process's own figures come with them.
    expect(valueOf(text, 'process_resident_memory_bytes', [service]) ?? 0).toBeGreaterThan(0);
  });

  it('answers only the machine itself without METRICS_TOKEN, and only its bearer with it', async () => {
    const open = appWith();
    expect((await call(open, 'GET', '/metrics', { peer: '::1' })).status).toBe(200);
    expect((await call(open, 'GET', '/metrics', { peer: '203.0.113.9' })).status).toBe(404);
    expect((await call(open, 'GET', '/metrics', {})).status).toBe(404);

    const token = 'scrape-token-0123456789';
    const guarded = appWith({ metricsToken: token });
    const from = (authorization?: string) =>
      call(guarded, 'GET', '/metrics', {
        peer: '127.0.0.1',
        ...(authorization ? { headers: { authorization } } : {}),
      });
    expect((await from()).status).toBe(404);
    expect((await from('Bearer wrong-token-0123456789')).status).toBe(404);
    expect((await from(`Bearer ${token}`)).status).toBe(200);
  });
});
