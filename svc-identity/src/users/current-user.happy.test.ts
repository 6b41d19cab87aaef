import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_RIGHTS, CurrentUserSchema, FREE_TRIAL_DAYS } from '@portal/contracts';
import { transaction } from '@portal/service-kit';
import { call } from '@portal/service-kit/testing/call';
import { alteredClaims } from '../auth/access.js';
import { issueTokens } from '../auth/issue-tokens.js';
import {
  alterInto,
  createPlatformAccount,
  createTestAgency,
  daysFromNow,
  setSubscription,
  tokenOf,
} from '../testing/agency-fixtures.js';
import { createAgencyWithOwner, createFixtureUser, createMember, FIXTURE_PASSWORD } from '../testing/fixtures.js';
import { startIdentityHarness, type IdentityHarness } from '../testing/harness.js';
import { logIn } from '../testing/session-requests.js';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentityHarness();
});
afterAll(async () => h?.close());

async function currentUser(token: string) {
  const result = await call(h.app, 'GET', '/user', { token });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return CurrentUserSchema.parse(result.body);
}

/** The end of the agency's free trial as identity holds it (ISO). */
async function trialEndOf(agencyId: string): Promise<string | undefined> {
  const [row] = await transaction(
    h.sql,
    { kind: 'platform' },
    (tx) => tx<{ trialEndsAt: Date }[]>`select trial_ends_at from agencies where id = ${agencyId}`,
  );
  return row?.trialEndsAt.toISOString();
}

describe('GET /user', () => {
  it('answers the owner, his company with every right, and the session he acts as', async () => {
    const { agencyId, agencyName, owner } = await createAgencyWithOwner(h.sql, {
      owner: { firstName: 'Paul', lastName: 'Gérant' },
    });
    const validUntil = daysFromNow(200);
    await setSubscription(h.sql, agencyId, { trialEndsAt: null, validUntil });
    const result = await call(h.app, 'GET', '/user', { token: (await logIn(h.app, owner)).token });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      user: {
        id: owner.userId,
        email: owner.email,
        firstName: 'Paul',
        lastName: 'Gérant',
        phones: [],
        platformRole: null,
        pagesConfig: {},
      },
      userCompanies: [
        {
          agency: { id: agencyId, name: agencyName },
          customer: null,
          role: 'owner',
          rights: [...ALL_RIGHTS],
          plannable: false,
          hasAgentInfo: false,
          licenceStatus: 100,
          invoiceRecipient: false,
        },
      ],
      session: {
        agencyId,
        role: 'owner',
        rights: [...ALL_RIGHTS],
        alteredBy: null,
        subscription: { state: 'valid', trialEndsAt: null, validUntil: validUntil.toISOString(), accessGranted: true },
      },
    });
  });

  it('lists every company of a member with the role derived from each membership', async () => {
    const first = await createAgencyWithOwner(h.sql, { name: `Alpha ${Date.now()}` });
    const second = await createAgencyWithOwner(h.sql, { name: `Beta ${Date.now()}` });
    const member = await createMember(h.sql, first.agencyId, { plannable: true, rights: ['sites.edit'] });
    const asCustomer = await createMember(h.sql, second.agencyId, {
      userId: member.userId,
      kind: 'customer',
      customer: { name: 'Résidence Les Pins' },
      invoiceRecipient: true,
      rights: ['customerRequests.create'],
    });

    const me = await currentUser((await logIn(h.app, member, { agencyId: second.agencyId })).token);
    expect(me.userCompanies).toEqual([
      expect.objectContaining({
        agency: { id: first.agencyId, name: first.agencyName },
        customer: null,
        role: 'agent',
        rights: ['sites.list', 'sites.edit'],
        plannable: true,
        hasAgentInfo: true,
      }),
      expect.objectContaining({
        agency: { id: second.agencyId, name: second.agencyName },
        customer: { id: asCustomer.customerId, name: 'Résidence Les Pins' },
        role: 'customer',
        rights: ['customerRequests.create'],
        invoiceRecipient: true,
      }),
    ]);
    expect(me.session).toEqual({
      agencyId: second.agencyId,
      role: 'customer',
      rights: ['customerRequests.create'],
      alteredBy: null,
      subscription: {
        state: 'free_trial',
        trialEndsAt: await trialEndOf(second.agencyId),
        validUntil: null,
        accessGranted: true,
      },
    });
  });

  it('answers a support user outside any agency, without companies', async () => {
    const support = await createFixtureUser(h.sql, { platformRole: 'support' });
    const me = await currentUser((await logIn(h.app, support)).token);
    expect(me.user.platformRole).toBe('support');
    expect(me.userCompanies).toEqual([]);
    expect(me.session).toEqual({ agencyId: null, role: 'support', rights: [], alteredBy: null, subscription: null });
  });

  it('names the support user of an altered session', async () => {
    const { agencyId } = await createAgencyWithOwner(h.sql);
    const trialEndsAt = daysFromNow(-2);
    await setSubscription(h.sql, agencyId, { trialEndsAt, validUntil: null });
    const support = await createFixtureUser(h.sql, { platformRole: 'support' });
    const altered = await transaction(h.sql, { kind: 'platform' }, (tx) =>
      issueTokens(
        tx,
        h.deps.keys.sign,
        alteredClaims({ id: support.userId, email: support.email, platformRole: 'support' }, agencyId),
      ),
    );
    const me = await currentUser(altered.token);
    expect(me.session).toEqual({
      agencyId,
      role: 'support',
      rights: [...ALL_RIGHTS],
      alteredBy: { id: support.userId, email: support.email },
      subscription: {
        state: 'free_trial_finished',
        trialEndsAt: trialEndsAt.toISOString(),
        validUntil: null,
        accessGranted: false,
      },
    });
  });
});

describe('session.subscription', () => {
  it('is the free trial an agency created by support starts with', async () => {
    const before = Date.now();
    const { agency, owner } = await createTestAgency(h.sql);
    const { subscription } = (await currentUser(await tokenOf(h, owner))).session;
    expect(subscription).toMatchObject({ state: 'free_trial', validUntil: null, accessGranted: true });
    const trialDays = (Date.parse(subscription?.trialEndsAt ?? '') - before) / 86_400_000;
    expect(trialDays).toBeGreaterThanOrEqual(FREE_TRIAL_DAYS);
    expect(trialDays).toBeLessThan(FREE_TRIAL_DAYS + 1 / 24);
    expect(subscription).toEqual(agency.subscription);
  });

  it('follows the dates at each request: trial, trial finished, valid, expired', async () => {
    const { agency, owner } = await createTestAgency(h.sql);
    const token = await tokenOf(h, owner);
    const cases = [
      [{ trialEndsAt: daysFromNow(3), validUntil: null }, 'free_trial', true],
      [{ trialEndsAt: daysFromNow(-3), validUntil: null }, 'free_trial_finished', false],
      [{ trialEndsAt: daysFromNow(-40), validUntil: daysFromNow(300) }, 'valid', true],
      [{ trialEndsAt: daysFromNow(-400), validUntil: daysFromNow(-1) }, 'expired', false],
    ] as const;
    for (const [dates, state, accessGranted] of cases) {
      await setSubscription(h.sql, agency.id, dates);
      expect((await currentUser(token)).session.subscription).toEqual({
        state,
        trialEndsAt: dates.trialEndsAt.toISOString(),
        validUntil: dates.validUntil?.toISOString() ?? null,
        accessGranted,
      });
    }
  });

  it('is the altered agency’s for support acting as it, and null again outside it', async () => {
    const { agency } = await createTestAgency(h.sql);
    await setSubscription(h.sql, agency.id, { trialEndsAt: daysFromNow(-5), validUntil: null });
    const support = await createPlatformAccount(h.sql, 'support');
    const supportToken = await tokenOf(h, support);
    expect((await currentUser(supportToken)).session.subscription).toBeNull();
    const altered = await alterInto(h, supportToken, agency.id);
    expect((await currentUser(altered.token)).session).toMatchObject({
      agencyId: agency.id,
      subscription: { state: 'free_trial_finished', accessGranted: false },
    });
  });

  it('is answered by PUT /user as well', async () => {
    const { agency, owner } = await createTestAgency(h.sql);
    const result = await call(h.app, 'PUT', '/user', { token: await tokenOf(h, owner), json: { firstName: 'Inès' } });
    expect(result.status).toBe(200);
    expect(CurrentUserSchema.parse(result.body).session.subscription).toEqual(agency.subscription);
  });
});

describe('PUT /user', () => {
  it('changes names and phones (trimmed) and answers the updated user', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const token = (await logIn(h.app, owner)).token;
    const result = await call(h.app, 'PUT', '/user', {
      token,
      json: { firstName: '  Élodie ', lastName: "N'Diaye", phones: [' 06 12 34 56 78 ', '+33 1 23 45 67 89'] },
    });
    expect(result.status).toBe(200);
    const me = CurrentUserSchema.parse(result.body);
    expect(me.user).toMatchObject({
      firstName: 'Élodie',
      lastName: "N'Diaye",
      phones: ['06 12 34 56 78', '+33 1 23 45 67 89'],
    });
    expect((await currentUser(token)).user).toEqual(me.user);
    expect(me.userCompanies).toHaveLength(1);
  });

  it('merges saved page configurations by page key', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const token = (await logIn(h.app, owner)).token;
    const agents = {
      filtersPreset: [{ key: 'actifs', label: 'Actifs', favorite: true, filters: { status: [100] } }],
      config: { pageSize: 50 },
    };
    const sites = { filtersPreset: [], config: { columns: ['name', 'city'] } };
    await call(h.app, 'PUT', '/user', { token, json: { pagesConfig: { agents } } });
    const result = await call(h.app, 'PUT', '/user', { token, json: { pagesConfig: { sites } } });
    expect(result.status).toBe(200);
    expect(CurrentUserSchema.parse(result.body).user.pagesConfig).toEqual({ agents, sites });

    const replaced = { filtersPreset: [], config: {} };
    const again = await call(h.app, 'PUT', '/user', { token, json: { pagesConfig: { agents: replaced } } });
    expect(CurrentUserSchema.parse(again.body).user.pagesConfig).toEqual({ agents: replaced, sites });
  });

  it('changes the password with the current one, keeps the caller’s session and ends the others', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const mine = await logIn(h.app, owner);
    const elsewhere = await logIn(h.app, owner);

    const result = await call(h.app, 'PUT', '/user', {
      token: mine.token,
      json: { currentPassword: FIXTURE_PASSWORD, newPassword: 'Nouveau-mot2passe' },
    });
    expect(result.status).toBe(200);

    expect(
      (await call(h.app, 'POST', '/login_check', { json: { username: owner.email, password: FIXTURE_PASSWORD } }))
        .status,
    ).toBe(401);
    await logIn(h.app, { email: owner.email, password: 'Nouveau-mot2passe' });
    expect(
      (await call(h.app, 'POST', '/token/refresh', { json: { refresh_token: elsewhere.refresh_token } })).status,
    ).toBe(401);
    expect((await call(h.app, 'POST', '/token/refresh', { json: { refresh_token: mine.refresh_token } })).status).toBe(
      200,
    );
  });

  it('changes the password together with other fields', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const mine = await logIn(h.app, owner);
    const result = await call(h.app, 'PUT', '/user', {
      token: mine.token,
      json: { firstName: 'Zoé', currentPassword: FIXTURE_PASSWORD, newPassword: 'Autre-pass3' },
    });
    expect(result.status).toBe(200);
    expect(CurrentUserSchema.parse(result.body).user.firstName).toBe('Zoé');
    await logIn(h.app, { email: owner.email, password: 'Autre-pass3' });
  });
});
