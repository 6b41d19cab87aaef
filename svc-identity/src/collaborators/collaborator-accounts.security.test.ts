import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '@portal/contracts';
import { call } from '@portal/service-kit/testing/call';
import { createEvent } from '@portal/service-kit';
import { startInvitationsHarness, type InvitationsHarness } from '../invitations/testing/harness.js';
import { collaboratorPayload, occurredEarlier } from '../invitations/testing/payloads.js';
import { invitationsOf, invitationTo, membershipsOf, userByEmail } from '../invitations/testing/reads.js';
import { createAgencyWithOwner, createMember } from '../testing/fixtures.js';
import { logIn, testIp } from '../testing/session-requests.js';

let h: InvitationsHarness;
beforeAll(async () => {
  h = await startInvitationsHarness();
});
afterAll(async () => h?.close());

const PASSWORD = 'Bienvenue-2026';

/** A collaborator announced, invited, with his password chosen: an account that logs in to the agency. */
async function activeAgent(agencyId: string) {
  const payload = collaboratorPayload(agencyId);
  await h.operations.announce('operations.collaborator.created', payload, agencyId);
  const { token } = await invitationTo(h.mails, payload.email);
  const chosen = await call(h.app, 'PUT', `/user/forgot-password/${token}`, { json: { password: PASSWORD } });
  expect(chosen.status).toBe(200);
  return { payload, account: { email: payload.email, password: PASSWORD } };
}

const loginInto = (account: { email: string; password: string }, agencyId?: string) =>
  call(h.app, 'POST', '/login_check', {
    json: { username: account.email, password: account.password, ...(agencyId && { agencyId }) },
    peer: testIp(),
  });

describe('an archived collaborator can no longer log in to the agency', () => {
  it('operations.collaborator.archived: login refused, and his open session ends at its next refresh', async () => {
    const { agencyId } = await createAgencyWithOwner(h.sql);
    const { payload, account } = await activeAgent(agencyId);
    const session = await logIn(h.app, account, { ip: testIp() });

    await h.operations.announce('operations.collaborator.archived', { ...payload, status: 300 }, agencyId);
    await h.caughtUp();

    expect((await membershipsOf(h.sql, agencyId, payload.collaboratorId))[0]?.status).toBe(300);
    expect((await loginInto(account, agencyId)).error?.code).toBe('AGENCY_NOT_FOUND');
    const withoutAgency = await loginInto(account);
    expect(withoutAgency.status).toBe(403);
    expect(withoutAgency.error?.code).toBe('NO_AGENCY_ACCESS');
    const refresh = await call(h.app, 'POST', '/token/refresh', { json: { refresh_token: session.refresh_token } });
    expect(refresh.status).toBe(401);
  });

  it('keeps his access to his other agencies', async () => {
    const first = await createAgencyWithOwner(h.sql);
    const second = await createAgencyWithOwner(h.sql);
    const { payload, account } = await activeAgent(first.agencyId);
    const other = collaboratorPayload(second.agencyId, { email: payload.email });
    await h.operations.announce('operations.collaborator.created', other, second.agencyId);
    await h.operations.announce('operations.collaborator.archived', { ...payload, status: 300 }, first.agencyId);
    await h.caughtUp();

    expect((await loginInto(account, first.agencyId)).status).toBe(404);
    expect((await loginInto(account, second.agencyId)).status).toBe(200);
  });

  it('an older event retried after the archive does not give the access back', async () => {
    const { agencyId } = await createAgencyWithOwner(h.sql);
    const { payload, account } = await activeAgent(agencyId);
    const update = createEvent('operations.collaborator.updated', payload, { agencyId, actor: null });
    await h.operations.announce('operations.collaborator.archived', { ...payload, status: 300 }, agencyId);
    await h.caughtUp();
    await h.operations.enqueue(occurredEarlier(update, 1));
    await h.caughtUp();

    expect((await membershipsOf(h.sql, agencyId, payload.collaboratorId))[0]?.status).toBe(300);
    expect((await loginInto(account, agencyId)).status).toBe(404);
  });
});

describe('what events of another service never change', () => {
  it("the agency manager's access, even announced archived", async () => {
    const { agencyId, owner } = await createAgencyWithOwner(h.sql);
    const payload = collaboratorPayload(agencyId, { email: owner.email, status: 300 });
    await h.operations.announce('operations.collaborator.archived', payload, agencyId);
    await h.caughtUp();

    expect((await membershipsOf(h.sql, agencyId, owner.userId))[0]?.status).toBe(100);
    expect((await loginInto(owner, agencyId)).status).toBe(200);
  });

  it('a customer user of the agency announced as a collaborator: left a customer, no invitation', async () => {
    const { agencyId } = await createAgencyWithOwner(h.sql);
    const customer = await createMember(h.sql, agencyId, { kind: 'customer' });
    await h.operations.announce(
      'operations.collaborator.created',
      collaboratorPayload(agencyId, { email: customer.email }),
      agencyId,
    );
    await h.caughtUp();

    expect(await membershipsOf(h.sql, agencyId, customer.userId)).toEqual([
      expect.objectContaining({ kind: 'customer', customerId: customer.customerId, collaboratorId: null, status: 100 }),
    ]);
    expect(await invitationsOf(h.sql, customer.userId)).toEqual([]);
  });

  it('an agency identity does not know, or an event whose agency differs from its payload', async () => {
    const { agencyId } = await createAgencyWithOwner(h.sql);
    const unknown = collaboratorPayload(uuidv7());
    await h.operations.announce('operations.collaborator.created', unknown, unknown.agencyId);
    const crossed = collaboratorPayload(agencyId);
    await h.operations.announce('operations.collaborator.created', crossed, uuidv7());
    await h.caughtUp();

    expect(await userByEmail(h.sql, unknown.email)).toBeUndefined();
    expect(await userByEmail(h.sql, crossed.email)).toBeUndefined();
    expect(await membershipsOf(h.sql, agencyId)).toHaveLength(1);
  });

  it('a collaborator without a valid e-mail gets no account', async () => {
    const { agencyId } = await createAgencyWithOwner(h.sql);
    await h.operations.announce(
      'operations.collaborator.created',
      collaboratorPayload(agencyId, { email: 'pas-une-adresse' }),
      agencyId,
    );
    await h.caughtUp();
    expect(await membershipsOf(h.sql, agencyId)).toHaveLength(1);
  });
});
