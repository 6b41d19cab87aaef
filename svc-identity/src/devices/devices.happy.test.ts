import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceSchema } from '@portal/contracts';
import { call } from '@portal/service-kit/testing/call';
import { createAgencyWithOwner, createMember } from '../testing/fixtures.js';
import { startIdentityHarness, type IdentityHarness } from '../testing/harness.js';
import { logIn } from '../testing/session-requests.js';
import { MAX_DEVICES_PER_USER } from './register-device.js';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentityHarness();
});
afterAll(async () => h?.close());

async function sessionOfNewAgent() {
  const { agencyId } = await createAgencyWithOwner(h.sql);
  const agent = await createMember(h.sql, agencyId, { plannable: true });
  return { ...agent, token: (await logIn(h.app, agent)).token };
}
const listOf = async (token: string) => {
  const result = await call(h.app, 'GET', '/user/devices', { token });
  expect(result.status).toBe(200);
  return DeviceSchema.array().parse(result.body);
};
const fcmToken = (label: string) => `${label}:APA91bH-${Math.random().toString(36).slice(2)}_x/y`;

describe('POST /user/device', () => {
  it('registers the caller’s device and answers 201 with it', async () => {
    const me = await sessionOfNewAgent();
    const token = fcmToken('phone');
    const result = await call(h.app, 'POST', '/user/device', {
      token: me.token,
      json: {
        token,
        deviceInfos: { platform: 'android', model: 'Pixel 8' },
        browserName: 'Chrome',
        browserVersion: '126.0',
      },
    });
    expect(result.status).toBe(201);
    const device = DeviceSchema.parse(result.body);
    expect(device).toEqual({
      token,
      deviceInfos: { platform: 'android', model: 'Pixel 8' },
      browserName: 'Chrome',
      browserVersion: '126.0',
      createdAt: expect.any(String),
    });
    expect(Number.isNaN(Date.parse(device.createdAt))).toBe(false);
    expect(Object.keys(result.body as object)).not.toContain('userId');
  });

  it('fills the optional fields with their defaults', async () => {
    const me = await sessionOfNewAgent();
    const result = await call(h.app, 'POST', '/user/device', { token: me.token, json: { token: fcmToken('web') } });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ deviceInfos: {}, browserName: null, browserVersion: null });
  });

  it('registering a known token again updates it (one device, newest details)', async () => {
    const me = await sessionOfNewAgent();
    const token = fcmToken('tablet');
    await call(h.app, 'POST', '/user/device', { token: me.token, json: { token, browserVersion: '1' } });
    const again = await call(h.app, 'POST', '/user/device', { token: me.token, json: { token, browserVersion: '2' } });
    expect(again.status).toBe(201);
    const devices = await listOf(me.token);
    expect(devices).toHaveLength(1);
    expect(devices[0]?.browserVersion).toBe('2');
  });

  it('a token registered by another user moves to the caller', async () => {
    const previous = await sessionOfNewAgent();
    const next = await sessionOfNewAgent();
    const token = fcmToken('shared');
    await call(h.app, 'POST', '/user/device', { token: previous.token, json: { token } });
    expect((await call(h.app, 'POST', '/user/device', { token: next.token, json: { token } })).status).toBe(201);
    expect(await listOf(previous.token)).toEqual([]);
    expect((await listOf(next.token)).map((device) => device.token)).toEqual([token]);
  });

  it('registrations at once beyond the devices kept, old devices again among them: all 201, no deadlock', async () => {
    const me = await sessionOfNewAgent();
    const register = (token: string) => call(h.app, 'POST', '/user/device', { token: me.token, json: { token } });
    const mine: string[] = [];
    for (let index = 0; index < MAX_DEVICES_PER_USER; index += 1) {
      mine.push(fcmToken(`old-${index}`));
      await register(mine.at(-1)!);
    }
    const statuses: number[] = [];
    for (let round = 0; round < 20; round += 1) {
      // New devices push the oldest out while the oldest are registered again: the prunes of each
      // registration meet the rows the others hold.
      const oldest = (await listOf(me.token)).map((device) => device.token).slice(-3);
      const answers = await Promise.all([
        register(fcmToken(`new-${round}-a`)),
        ...oldest.map((token) => register(token)),
        register(fcmToken(`new-${round}-b`)),
      ]);
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    // Rows held by another registration were skipped; the next registration alone prunes them.
    await register(fcmToken('last'));
    expect(await listOf(me.token)).toHaveLength(MAX_DEVICES_PER_USER);
  });

  it(`keeps the caller’s ${MAX_DEVICES_PER_USER} most recent devices`, async () => {
    const me = await sessionOfNewAgent();
    const tokens = Array.from(
      { length: MAX_DEVICES_PER_USER + 2 },
      (_, i) => `device-${String(i).padStart(2, '0')}-${me.userId}`,
    );
    for (const token of tokens) await call(h.app, 'POST', '/user/device', { token: me.token, json: { token } });
    const kept = (await listOf(me.token)).map((device) => device.token).sort();
    expect(kept).toHaveLength(MAX_DEVICES_PER_USER);
    expect(kept).toEqual(tokens.slice(2).sort());
  });
});

describe('GET /user/devices and DELETE /user/device/{token}', () => {
  it('lists the caller’s devices, newest first, and removes one with 204', async () => {
    const me = await sessionOfNewAgent();
    const first = fcmToken('first');
    const second = fcmToken('second');
    await call(h.app, 'POST', '/user/device', { token: me.token, json: { token: first } });
    await call(h.app, 'POST', '/user/device', { token: me.token, json: { token: second } });
    expect((await listOf(me.token)).map((device) => device.token)).toEqual([second, first]);

    const removed = await call(h.app, 'DELETE', `/user/device/${encodeURIComponent(first)}`, { token: me.token });
    expect(removed.status).toBe(204);
    expect(removed.body).toBeNull();
    expect((await listOf(me.token)).map((device) => device.token)).toEqual([second]);
  });

  it('answers an empty list for a user without devices', async () => {
    expect(await listOf((await sessionOfNewAgent()).token)).toEqual([]);
  });
});
