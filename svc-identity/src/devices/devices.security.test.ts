import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf } from '@portal/service-kit/testing/call';
import { createAgencyWithOwner, createMember } from '../testing/fixtures.js';
import { startIdentityHarness, type IdentityHarness } from '../testing/harness.js';
import { logIn } from '../testing/session-requests.js';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentityHarness();
});
afterAll(async () => h?.close());

async function twoUsersOfOneAgency() {
  const { agencyId, owner } = await createAgencyWithOwner(h.sql);
  const agent = await createMember(h.sql, agencyId, { plannable: true });
  return {
    owner: { ...owner, token: (await logIn(h.app, owner)).token },
    agent: { ...agent, token: (await logIn(h.app, agent)).token },
  };
}

describe('devices belong to their user', () => {
  it('deleting another user’s device → 404 DEVICE_NOT_FOUND, even for his agency’s owner; the device stays', async () => {
    const { owner, agent } = await twoUsersOfOneAgency();
    await call(h.app, 'POST', '/user/device', { token: agent.token, json: { token: 'agent-phone-token' } });

    const result = await call(h.app, 'DELETE', '/user/device/agent-phone-token', { token: owner.token });
    expect(result.status).toBe(404);
    expect(errorOf(result)).toEqual({ code: 'DEVICE_NOT_FOUND', message: 'Appareil introuvable' });
    const [row] = await h.sql<{ userId: string }[]>`select user_id from devices where token = 'agent-phone-token'`;
    expect(row?.userId).toBe(agent.userId);
  });

  it('a user never sees another user’s devices', async () => {
    const { owner, agent } = await twoUsersOfOneAgency();
    await call(h.app, 'POST', '/user/device', { token: agent.token, json: { token: 'agent-only-token' } });
    const ownerList = await call(h.app, 'GET', '/user/devices', { token: owner.token });
    expect(ownerList.body).toEqual([]);
  });

  it('a SQL-looking token is only data', async () => {
    const { agent } = await twoUsersOfOneAgency();
    const token = "x'); delete from devices; --";
    expect((await call(h.app, 'POST', '/user/device', { token: agent.token, json: { token } })).status).toBe(201);
    expect(
      (await call(h.app, 'DELETE', `/user/device/${encodeURIComponent(token)}`, { token: agent.token })).status,
    ).toBe(204);
  });
});
