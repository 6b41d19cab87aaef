import { describe, expect, it } from 'vitest';
import { startKitHttpApp } from '../testing/kit-http-app.js';

describe('draining', () => {
  it('turns readiness false and closes each answer’s connection, while still answering', async () => {
    const { app, request } = await startKitHttpApp();
    expect((await request('GET', '/ready')).status).toBe(200);
    expect((await request('GET', '/version')).headers.get('connection')).toBeNull();

    app.markDraining();
    const ready = await request('GET', '/ready');
    expect([ready.status, ready.error?.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    const answer = await request('GET', '/version');
    expect([answer.status, answer.headers.get('connection')]).toEqual([200, 'close']);
  });
});
