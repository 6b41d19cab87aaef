import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION, VersionResponseSchema } from '@portal/contracts';
import { call } from '@portal/service-kit/testing/call';
import { startIdentityHarness, type IdentityHarness } from '../testing/harness.js';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentityHarness();
});
afterAll(async () => h?.close());

describe('GET /version', () => {
  it('answers the app version without a token', async () => {
    const result = await call(h.app, 'GET', '/version');
    expect(result.status).toBe(200);
    expect(VersionResponseSchema.parse(result.body)).toEqual({ version: APP_VERSION });
    expect(APP_VERSION).toBe('4.37.3756');
  });

  it('ignores any token, even an invalid one', async () => {
    expect((await call(h.app, 'GET', '/version', { token: 'not-a-jwt' })).status).toBe(200);
  });
});
