import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenResponseSchema, type TokenResponse } from '@portal/contracts';
import { transaction } from '@portal/service-kit';
import { call } from '@portal/service-kit/testing/call';
import { createAgencyWithOwner, createFixtureUser, createMember } from '../testing/fixtures.js';
import { startIdentityHarness, type IdentityHarness } from '../testing/harness.js';
import { claimsOf, logIn } from '../testing/session-requests.js';
import { alteredClaims } from './access.js';
import { hashToken, issueTokens } from './issue-tokens.js';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentityHarness();
});
afterAll(async () => h?.close());

async function refresh(refreshToken: string, agencyId?: string): Promise<TokenResponse> {
  const result = await call(h.app, 'POST', '/token/refresh', {
    json: { refresh_token: refreshToken, ...(agencyId ? { agencyId } : {}) },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  expect(result.headers.get('cache-control')).toBe('no-store');
  return TokenResponseSchema.parse(result.body);
}

const rowOf = async (refreshToken: string) =>
  (
    await h.sql<{ familyId: string; usedAt: Date | null; revokedAt: Date | null }[]>`
      select family_id, used_at, revoked_at from refresh_tokens where token_hash = ${hashToken(refreshToken)}`
  )[0];

describe('POST /token/refresh', () => {
  it('spends the presented token and issues a new one in the same family, with the same claims', async () => {
    const { agencyId, owner } = await createAgencyWithOwner(h.sql);
    const first = await logIn(h.app, owner);
    const second = await refresh(first.refresh_token);

    expect(second.refresh_token).not.toBe(first.refresh_token);
    const spent = await rowOf(first.refresh_token);
    const fresh = await rowOf(second.refresh_token);
    expect(spent?.usedAt).toBeInstanceOf(Date);
    expect(fresh?.usedAt).toBeNull();
    expect(fresh?.familyId).toBe(spent?.familyId);
    expect(claimsOf(second.token).sid).toBe(spent?.familyId);
    expect(await h.deps.keys.verify(second.token)).toMatchObject({
      sub: owner.userId,
      role: 'owner',
      agency: agencyId,
    });
  });

  it('can be chained: each new token refreshes once', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    let tokens = await logIn(h.app, owner);
    for (let i = 0; i < 3; i++) tokens = await refresh(tokens.refresh_token);
    const [row] = await h.sql<
      { count: number }[]
    >`select count(*)::int as count from refresh_tokens where user_id = ${owner.userId}`;
    expect(row?.count).toBe(4);
  });

  it('recomputes the rights from the membership as it is now', async () => {
    const { agencyId } = await createAgencyWithOwner(h.sql);
    const agent = await createMember(h.sql, agencyId, { plannable: true, rights: ['sites.list'] });
    const tokens = await logIn(h.app, agent);
    expect(claimsOf(tokens.token).rights).toEqual(['sites.list']);

    await transaction(
      h.sql,
      { kind: 'platform' },
      (tx) =>
        tx`update memberships set rights = ${tx.json({ 'sites.list': true, 'customers.edit': true })}, plannable = false
          where id = ${agent.membershipId}`,
    );
    const next = await refresh(tokens.refresh_token);
    expect(claimsOf(next.token)).toMatchObject({
      role: 'staff',
      plannable: false,
      rights: ['customers.list', 'customers.edit', 'sites.list'],
    });
  });

  it('keeps the agency of the session, and switches to another of the user’s agencies on request', async () => {
    const first = await createAgencyWithOwner(h.sql);
    const second = await createAgencyWithOwner(h.sql);
    const member = await createMember(h.sql, first.agencyId, { plannable: true });
    await createMember(h.sql, second.agencyId, { userId: member.userId, kind: 'customer' });

    const tokens = await logIn(h.app, member, { agencyId: second.agencyId });
    const kept = await refresh(tokens.refresh_token);
    expect(claimsOf(kept.token)).toMatchObject({ agency: second.agencyId, role: 'customer' });

    const switched = await refresh(kept.refresh_token, first.agencyId);
    expect(claimsOf(switched.token)).toMatchObject({ agency: first.agencyId, role: 'agent', customer: null });
    // The switch is remembered by the new refresh token.
    expect(claimsOf((await refresh(switched.refresh_token)).token)).toMatchObject({ agency: first.agencyId });
  });

  it('keeps a support user outside any agency', async () => {
    const support = await createFixtureUser(h.sql, { platformRole: 'super_admin' });
    const next = await refresh((await logIn(h.app, support)).refresh_token);
    expect(claimsOf(next.token)).toMatchObject({ sub: support.userId, role: 'super_admin', agency: null, act: null });
  });

  it('keeps a support session acting as an agency altered, naming the support user', async () => {
    const { agencyId } = await createAgencyWithOwner(h.sql);
    const support = await createFixtureUser(h.sql, { platformRole: 'support' });
    const altered = await transaction(h.sql, { kind: 'platform', userId: support.userId }, (tx) =>
      issueTokens(
        tx,
        h.deps.keys.sign,
        alteredClaims({ id: support.userId, email: support.email, platformRole: 'support' }, agencyId),
      ),
    );
    const next = await refresh(altered.refresh_token);
    expect(await h.deps.keys.verify(next.token)).toEqual({
      sub: support.userId,
      email: support.email,
      role: 'support',
      agency: agencyId,
      customer: null,
      rights: [],
      plannable: false,
      act: { sub: support.userId, email: support.email },
      access: null,
    });
  });
});
