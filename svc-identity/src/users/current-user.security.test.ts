import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentUserSchema } from '@portal/contracts';
import { transaction } from '@portal/service-kit';
import { call, errorOf } from '@portal/service-kit/testing/call';
import { testClaims } from '@portal/service-kit/testing/tokens';
import { LOGIN_THROTTLE } from '../auth/login-throttle.js';
import { daysFromNow, setSubscription } from '../testing/agency-fixtures.js';
import { createAgencyWithOwner, createMember, FIXTURE_PASSWORD } from '../testing/fixtures.js';
import { startIdentityHarness, type IdentityHarness } from '../testing/harness.js';
import { logIn } from '../testing/session-requests.js';
import { MAX_PAGE_CONFIGS } from './update-current-user.js';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentityHarness();
});
afterAll(async () => h?.close());

describe('GET /user shows the caller only', () => {
  it('never the password hash nor the account status', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const result = await call(h.app, 'GET', '/user', { token: (await logIn(h.app, owner)).token });
    const body = result.body as { user: Record<string, unknown> };
    expect(Object.keys(body.user).sort()).toEqual([
      'email',
      'firstName',
      'id',
      'lastName',
      'pagesConfig',
      'phones',
      'platformRole',
    ]);
    const text = JSON.stringify(result.body);
    expect(/password|scrypt/i.test(text)).toBe(false);
  });

  it('his own memberships, not the other members of his agency, nor other agencies', async () => {
    const { agencyId, owner } = await createAgencyWithOwner(h.sql);
    await createMember(h.sql, agencyId, { plannable: true });
    await createAgencyWithOwner(h.sql);
    const agent = await createMember(h.sql, agencyId, { plannable: true });
    const result = await call(h.app, 'GET', '/user', { token: (await logIn(h.app, agent)).token });
    const body = result.body as { user: { id: string }; userCompanies: { agency: { id: string } }[] };
    expect(body.user.id).toBe(agent.userId);
    expect(body.userCompanies.map((company) => company.agency.id)).toEqual([agencyId]);
    expect(JSON.stringify(body)).not.toContain(owner.userId);
  });

  it('the subscription of the agency his token acts in, never that of his other agencies', async () => {
    const paid = await createAgencyWithOwner(h.sql);
    const lapsed = await createAgencyWithOwner(h.sql);
    await setSubscription(h.sql, paid.agencyId, { trialEndsAt: null, validUntil: daysFromNow(30) });
    await setSubscription(h.sql, lapsed.agencyId, { trialEndsAt: daysFromNow(-1), validUntil: null });
    const member = await createMember(h.sql, paid.agencyId, { plannable: true });
    await createMember(h.sql, lapsed.agencyId, { userId: member.userId, plannable: true });
    for (const [agencyId, state] of [
      [paid.agencyId, 'valid'],
      [lapsed.agencyId, 'free_trial_finished'],
    ] as const) {
      const result = await call(h.app, 'GET', '/user', { token: (await logIn(h.app, member, { agencyId })).token });
      expect(CurrentUserSchema.parse(result.body).session).toMatchObject({ agencyId, subscription: { state } });
    }
  });

  it('a token for a user that does not exist → 404 USER_NOT_FOUND', async () => {
    const token = await h.deps.keys.sign(testClaims({ email: 'ghost@example.test' }));
    const result = await call(h.app, 'GET', '/user', { token });
    expect(result.status).toBe(404);
    expect(errorOf(result)).toEqual({ code: 'USER_NOT_FOUND', message: 'Utilisateur introuvable' });
  });
});

describe('PUT /user changes the caller only', () => {
  it('an agent’s change leaves the owner and the memberships untouched', async () => {
    const { agencyId, owner } = await createAgencyWithOwner(h.sql);
    const agent = await createMember(h.sql, agencyId, { plannable: true, rights: ['sites.list'] });
    const token = (await logIn(h.app, agent)).token;
    const membershipsBefore = await transaction(
      h.sql,
      { kind: 'platform' },
      (tx) => tx`select * from memberships where agency_id = ${agencyId} order by id`,
    );
    const [ownerBefore] = await h.sql`select * from users where id = ${owner.userId}`;

    expect(
      (await call(h.app, 'PUT', '/user', { token, json: { firstName: 'Agent', lastName: 'Modifié' } })).status,
    ).toBe(200);

    expect((await h.sql`select * from users where id = ${owner.userId}`)[0]).toEqual(ownerBefore);
    expect(
      await transaction(
        h.sql,
        { kind: 'platform' },
        (tx) => tx`select * from memberships where agency_id = ${agencyId} order by id`,
      ),
    ).toEqual(membershipsBefore);
  });

  it('wrong current passwords are throttled like logins: the 6th try is refused with 429', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const token = (await logIn(h.app, owner)).token;
    for (let i = 0; i < LOGIN_THROTTLE.account.free; i++) {
      const wrong = await call(h.app, 'PUT', '/user', {
        token,
        json: { currentPassword: `Devine-${i}a`, newPassword: 'Valide-123' },
      });
      expect(errorOf(wrong).code).toBe('CURRENT_PASSWORD_INVALID');
    }
    const sixth = await call(h.app, 'PUT', '/user', {
      token,
      json: { currentPassword: FIXTURE_PASSWORD, newPassword: 'Valide-123' },
    });
    expect(sixth.status).toBe(429);
    expect(errorOf(sixth).code).toBe('LOGIN_THROTTLED');
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);
    // Still the old password.
    const [row] = await h.sql<
      { count: number }[]
    >`select count(*)::int as count from login_failures where email = ${owner.email}`;
    expect(row?.count).toBe(LOGIN_THROTTLE.account.free);
  });

  it('saved page configurations are capped in number of pages', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const token = (await logIn(h.app, owner)).token;
    const pages = Object.fromEntries(
      Array.from({ length: MAX_PAGE_CONFIGS + 1 }, (_, i) => [`page${i}`, { filtersPreset: [], config: {} }]),
    );
    const result = await call(h.app, 'PUT', '/user', { token, json: { pagesConfig: pages } });
    expect(result.status).toBe(400);
    expect(errorOf(result).code).toBe('VALIDATION_FAILED');
    const [row] = await h.sql<{ pagesConfig: object }[]>`select pages_config from users where id = ${owner.userId}`;
    expect(row?.pagesConfig).toEqual({});
  });
});
