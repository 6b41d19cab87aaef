import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AGENT_RIGHTS } from '@portal/contracts';
import { call } from '@portal/service-kit/testing/call';
import { eventually } from '@portal/service-kit/testing/eventually';
import { publishRaw } from '@portal/service-kit/testing/jetstream-api';
import { hashToken } from '../auth/issue-tokens.js';
import { rightsMap } from '../invitations/memberships.js';
import { startInvitationsHarness, type InvitationsHarness } from '../invitations/testing/harness.js';
import { collaboratorPayload } from '../invitations/testing/payloads.js';
import { invitationsOf, invitationTo, membershipsOf, userByEmail } from '../invitations/testing/reads.js';
import { createAgencyWithOwner, createMember, FIXTURE_PASSWORD } from '../testing/fixtures.js';
import { mailsTo } from '../testing/mail-reading.js';
import { claimsOf, logIn, testIp } from '../testing/session-requests.js';

let h: InvitationsHarness;
beforeAll(async () => {
  h = await startInvitationsHarness();
});
afterAll(async () => h?.close());

const NEW_PASSWORD = 'Bienvenue-2026';

async function choosePassword(token: string, password = NEW_PASSWORD) {
  const result = await call(h.app, 'PUT', `/user/forgot-password/${token}`, { json: { password } });
  expect(result.status).toBe(200);
}

describe('operations.collaborator.created', () => {
  it('creates the account and the staff membership, and mails a French invitation valid 7 days', async () => {
    const { agencyId, agencyName } = await createAgencyWithOwner(h.sql);
    const payload = collaboratorPayload(agencyId, { email: 'Lea.Durand.Invite@Example.test', firstName: 'Léa' });
    await h.operations.announce('operations.collaborator.created', payload, agencyId);

    const email = 'lea.durand.invite@example.test';
    const { mail, token } = await invitationTo(h.mails, email);
    expect(mail.subject).toBe(`Invitation à rejoindre ${agencyName} sur le portail`);
    expect(mail.text).toContain('Bonjour Léa,');
    expect(mail.text).toContain(`${agencyName} vous invite à rejoindre son espace sur le portail.`);
    expect(mail.text).toContain(
      'Pour activer votre compte, choisissez votre mot de passe en ouvrant ce lien (valable 7 jours, utilisable une seule fois) :',
    );
    expect(mail.text).toContain(`Votre identifiant de connexion est votre adresse e-mail : ${email}`);
    expect(mail.html).toContain(`href="http://portal.test/#/reset-password/${token}"`);
    expect(mail.html).toContain('<html lang="fr">');

    const user = await userByEmail(h.sql, email);
    expect(user).toMatchObject({
      id: payload.collaboratorId,
      email,
      firstName: 'Léa',
      lastName: 'Durand',
      status: 100,
    });
    expect(await membershipsOf(h.sql, agencyId, payload.collaboratorId)).toEqual([
      expect.objectContaining({
        kind: 'staff',
        plannable: true,
        hasAgentInfo: true,
        licenceStatus: 100,
        status: 100,
        rights: rightsMap(DEFAULT_AGENT_RIGHTS),
        collaboratorId: payload.collaboratorId,
        customerId: null,
      }),
    ]);
    // The mail leaves before the dispatcher marks the invitation sent: wait for its mark.
    await eventually(async () => {
      const [invitation] = await invitationsOf(h.sql, payload.collaboratorId);
      expect(invitation).toMatchObject({ agencyId, status: 'sent', tokenHash: hashToken(token) });
    });
    const [reset] = await h.sql<{ days: number }[]>`
      select round(extract(epoch from expires_at - now()) / 86400)::int as days
        from password_resets where token_hash = ${hashToken(token)}`;
    expect(reset?.days).toBe(7);
  });

  it('lets the invited agent choose his password through the link and log in as an agent', async () => {
    const { agencyId } = await createAgencyWithOwner(h.sql);
    const payload = collaboratorPayload(agencyId);
    await h.operations.announce('operations.collaborator.created', payload, agencyId);
    const { token } = await invitationTo(h.mails, payload.email);

    // No password works before he chooses one.
    const before = await call(h.app, 'POST', '/login_check', {
      json: { username: payload.email, password: NEW_PASSWORD },
      peer: testIp(),
    });
    expect(before.status).toBe(401);

    await choosePassword(token);
    const tokens = await logIn(h.app, { email: payload.email, password: NEW_PASSWORD }, { ip: testIp() });
    expect(claimsOf(tokens.token)).toMatchObject({
      sub: payload.collaboratorId,
      role: 'agent',
      agency: agencyId,
      customer: null,
      plannable: true,
      rights: expect.arrayContaining(['planning.list', 'missionEvents.create']),
    });
    // The link works once.
    const again = await call(h.app, 'PUT', `/user/forgot-password/${token}`, { json: { password: 'Autre-pass9' } });
    expect(again.status).toBe(400);
  });

  it('makes a non-plannable collaborator a staff member without rights', async () => {
    const { agencyId } = await createAgencyWithOwner(h.sql);
    const payload = collaboratorPayload(agencyId, { plannable: false, status: 200 });
    await h.operations.announce('operations.collaborator.created', payload, agencyId);
    const { token } = await invitationTo(h.mails, payload.email);
    expect(await membershipsOf(h.sql, agencyId, payload.collaboratorId)).toEqual([
      expect.objectContaining({ kind: 'staff', plannable: false, licenceStatus: 200, rights: {}, status: 100 }),
    ]);

    await choosePassword(token);
    const tokens = await logIn(h.app, { email: payload.email, password: NEW_PASSWORD }, { ip: testIp() });
    expect(claimsOf(tokens.token)).toMatchObject({ role: 'staff', agency: agencyId, rights: [], plannable: false });
  });

  it('gives a redelivered event no second account, membership, invitation or e-mail', async () => {
    const { agencyId } = await createAgencyWithOwner(h.sql);
    const payload = collaboratorPayload(agencyId);
    const event = await h.operations.announce('operations.collaborator.created', payload, agencyId);
    await invitationTo(h.mails, payload.email);
    // The same envelope published twice more without a message id: JetStream delivers it again.
    await publishRaw(h.nc, event.subject, event);
    await publishRaw(h.nc, event.subject, event);
    await h.caughtUp();

    expect(await membershipsOf(h.sql, agencyId)).toHaveLength(2); // the owner and the agent
    expect(await invitationsOf(h.sql, payload.collaboratorId)).toHaveLength(1);
    expect(mailsTo(h.mails, payload.email)).toHaveLength(1);
  });

  it('re-announced (e.g. by the demo seed), only brings the membership up to date: no invitation', async () => {
    const { agencyId } = await createAgencyWithOwner(h.sql);
    const member = await createMember(h.sql, agencyId, { plannable: false });
    const payload = collaboratorPayload(agencyId, { email: member.email.toUpperCase(), plannable: true, status: 200 });
    await h.operations.announce('operations.collaborator.created', payload, agencyId);
    await h.caughtUp();

    expect(await membershipsOf(h.sql, agencyId, member.userId)).toEqual([
      expect.objectContaining({
        id: member.membershipId,
        plannable: true,
        licenceStatus: 200,
        status: 100,
        collaboratorId: payload.collaboratorId,
      }),
    ]);
    expect(await userByEmail(h.sql, member.email)).toMatchObject({ id: member.userId });
    expect(await invitationsOf(h.sql, member.userId)).toEqual([]);
    // His password is untouched.
    await logIn(h.app, member, { ip: testIp() });
  });

  it('reuses the account of a person who already logs in elsewhere: a membership, no invitation', async () => {
    const first = await createAgencyWithOwner(h.sql);
    const second = await createAgencyWithOwner(h.sql);
    const member = await createMember(h.sql, first.agencyId);
    const payload = collaboratorPayload(second.agencyId, { email: member.email });
    await h.operations.announce('operations.collaborator.created', payload, second.agencyId);
    await h.caughtUp();

    expect(await membershipsOf(h.sql, second.agencyId, member.userId)).toEqual([
      expect.objectContaining({ kind: 'staff', plannable: true, collaboratorId: payload.collaboratorId }),
    ]);
    expect(await h.sql`select id from users where id = ${payload.collaboratorId}`).toHaveLength(0);
    expect(await invitationsOf(h.sql, member.userId)).toEqual([]);
    const tokens = await logIn(
      h.app,
      { email: member.email, password: FIXTURE_PASSWORD },
      { ip: testIp(), agencyId: second.agencyId },
    );
    expect(claimsOf(tokens.token)).toMatchObject({ sub: member.userId, role: 'agent', agency: second.agencyId });
  });

  it('invites again to another agency a person who has not chosen a password yet', async () => {
    const first = await createAgencyWithOwner(h.sql);
    const second = await createAgencyWithOwner(h.sql);
    const payload = collaboratorPayload(first.agencyId);
    await h.operations.announce('operations.collaborator.created', payload, first.agencyId);
    await invitationTo(h.mails, payload.email);
    await h.operations.announce(
      'operations.collaborator.created',
      collaboratorPayload(second.agencyId, { email: payload.email }),
      second.agencyId,
    );

    const { mail, token } = await invitationTo(h.mails, payload.email, 2);
    expect(mail.subject).toBe(`Invitation à rejoindre ${second.agencyName} sur le portail`);
    await choosePassword(token);
    const tokens = await logIn(
      h.app,
      { email: payload.email, password: NEW_PASSWORD },
      { ip: testIp(), agencyId: second.agencyId },
    );
    expect(claimsOf(tokens.token)).toMatchObject({ sub: payload.collaboratorId, agency: second.agencyId });
  });
});

describe('operations.collaborator.updated', () => {
  it('follows plannable and the licence on the membership', async () => {
    const { agencyId } = await createAgencyWithOwner(h.sql);
    const payload = collaboratorPayload(agencyId);
    await h.operations.announce('operations.collaborator.created', payload, agencyId);
    await h.operations.announce(
      'operations.collaborator.updated',
      { ...payload, plannable: false, status: 200, firstName: 'Léna' },
      agencyId,
    );
    await h.caughtUp();

    expect(await membershipsOf(h.sql, agencyId, payload.collaboratorId)).toEqual([
      expect.objectContaining({ plannable: false, licenceStatus: 200, status: 100 }),
    ]);
  });

  it('gives an update of a collaborator identity never heard of his account and invitation', async () => {
    const { agencyId } = await createAgencyWithOwner(h.sql);
    const payload = collaboratorPayload(agencyId);
    await h.operations.announce('operations.collaborator.updated', payload, agencyId);
    await invitationTo(h.mails, payload.email);
    expect(await membershipsOf(h.sql, agencyId, payload.collaboratorId)).toHaveLength(1);
  });

  it('an archived (300) or deleted (400) status withdraws the access, and 100 gives it back', async () => {
    const { agencyId } = await createAgencyWithOwner(h.sql);
    const payload = collaboratorPayload(agencyId);
    await h.operations.announce('operations.collaborator.created', payload, agencyId);
    await h.operations.announce('operations.collaborator.updated', { ...payload, status: 400 }, agencyId);
    await h.caughtUp();
    expect((await membershipsOf(h.sql, agencyId, payload.collaboratorId))[0]?.status).toBe(300);

    await h.operations.announce('operations.collaborator.updated', { ...payload, status: 100 }, agencyId);
    await h.caughtUp();
    expect((await membershipsOf(h.sql, agencyId, payload.collaboratorId))[0]).toMatchObject({
      status: 100,
      licenceStatus: 100,
    });
    expect(await invitationsOf(h.sql, payload.collaboratorId)).toHaveLength(1);
  });
});
