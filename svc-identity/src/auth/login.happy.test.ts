import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, AccessClaimsSchema, DEFAULT_AGENT_RIGHTS } from '@portal/contracts';
import { call } from '@portal/service-kit/testing/call';
import { createAgencyWithOwner, createFixtureUser, createMember, FIXTURE_PASSWORD } from '../testing/fixtures.js';
import { startIdentityHarness, type IdentityHarness } from '../testing/harness.js';
import { claimsOf, logIn, testIp } from '../testing/session-requests.js';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentityHarness();
});
afterAll(async () => h?.close());

describe('POST /login_check', () => {
  it('answers a token pair for the owner, acting in his agency with the owner role', async () => {
    const { agencyId, owner } = await createAgencyWithOwner(h.sql);
    const result = await call(h.app, 'POST', '/login_check', {
      json: { username: owner.email, password: FIXTURE_PASSWORD },
    });

    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe('no-store');
    const body = result.body as { token: string; refresh_token: string; expires_in: number };
    expect(body.expires_in).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(body.refresh_token.length).toBeGreaterThanOrEqual(40);
    const claims = await h.deps.keys.verify(body.token);
    expect(claims).toEqual({
      sub: owner.userId,
      email: owner.email,
      role: 'owner',
      agency: agencyId,
      customer: null,
      rights: [],
      plannable: false,
      act: null,
      // The end of the new agency's free trial: the services open its calls until then.
      access: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('stores only the hash of the refresh token and names its family in the access token (sid)', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const tokens = await logIn(h.app, owner);
    const rows = await h.sql<{ tokenHash: string; familyId: string }[]>`
      select token_hash, family_id from refresh_tokens where user_id = ${owner.userId}`;
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(tokens.refresh_token);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(claimsOf(tokens.token).sid).toBe(rows[0]?.familyId);
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const result = await call(h.app, 'POST', '/login_check', {
      json: { username: `  ${owner.email.toUpperCase()} `, password: FIXTURE_PASSWORD },
    });
    expect(result.status).toBe(200);
  });

  it('gives a collaborator his role, plannable flag and rights closed over their dependencies', async () => {
    const { agencyId } = await createAgencyWithOwner(h.sql);
    const agent = await createMember(h.sql, agencyId, { plannable: true, rights: ['sites.edit', 'planning.list'] });
    const claims = AccessClaimsSchema.parse(claimsOf((await logIn(h.app, agent)).token));
    expect(claims).toMatchObject({ role: 'agent', agency: agencyId, plannable: true, customer: null });
    expect(claims.rights).toEqual(['sites.list', 'sites.edit', 'planning.list']);

    const staff = await createMember(h.sql, agencyId, { plannable: false, rights: DEFAULT_AGENT_RIGHTS });
    expect(claimsOf((await logIn(h.app, staff)).token)).toMatchObject({ role: 'staff', plannable: false });
  });

  it('gives a customer user the customer role and his company', async () => {
    const { agencyId } = await createAgencyWithOwner(h.sql);
    const customer = await createMember(h.sql, agencyId, { kind: 'customer', rights: ['customerRequests.create'] });
    const claims = claimsOf((await logIn(h.app, customer)).token);
    expect(claims).toMatchObject({ role: 'customer', agency: agencyId, customer: customer.customerId });
  });

  it('acts in the requested agency when the user belongs to several', async () => {
    const first = await createAgencyWithOwner(h.sql, { name: `AAA ${Date.now()}` });
    const second = await createAgencyWithOwner(h.sql, { name: `ZZZ ${Date.now()}` });
    const member = await createMember(h.sql, first.agencyId, { plannable: true });
    await createMember(h.sql, second.agencyId, { userId: member.userId, kind: 'customer' });

    expect(claimsOf((await logIn(h.app, member)).token)).toMatchObject({ agency: first.agencyId, role: 'agent' });
    const chosen = claimsOf((await logIn(h.app, member, { agencyId: second.agencyId })).token);
    expect(chosen).toMatchObject({ agency: second.agencyId, role: 'customer' });
  });

  it('logs a support user in outside any agency', async () => {
    const support = await createFixtureUser(h.sql, { platformRole: 'support' });
    const claims = claimsOf((await logIn(h.app, support)).token);
    expect(claims).toMatchObject({ sub: support.userId, role: 'support', agency: null, rights: [] });
  });

  it('starts a new session (refresh family) at each login', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const a = await logIn(h.app, owner);
    const b = await logIn(h.app, owner);
    expect(claimsOf(a.token).sid).not.toBe(claimsOf(b.token).sid);
  });

  it('clears the failed attempts of the account on success', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const ip = testIp();
    for (let i = 0; i < 4; i++) {
      const wrong = await call(h.app, 'POST', '/login_check', {
        json: { username: owner.email, password: 'Wrong-pass1' },
        peer: ip,
      });
      expect(wrong.status).toBe(401);
    }
    await logIn(h.app, owner, { ip });
    const [row] = await h.sql<
      { count: number }[]
    >`select count(*)::int as count from login_failures where email = ${owner.email}`;
    expect(row?.count).toBe(0);
    // Five more failures are allowed again before the account is throttled.
    for (let i = 0; i < 5; i++) {
      const wrong = await call(h.app, 'POST', '/login_check', {
        json: { username: owner.email, password: 'Wrong-pass1' },
      });
      expect(wrong.status).toBe(401);
    }
  });
});
