import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr } from '@portal/contracts';
import { transaction } from '@portal/service-kit';
import { call, errorOf } from '@portal/service-kit/testing/call';
import { createAgencyWithOwner, createFixtureUser, createMember } from '../testing/fixtures.js';
import { startIdentityHarness, type IdentityHarness } from '../testing/harness.js';
import { logIn } from '../testing/session-requests.js';
import { alteredClaims } from './access.js';
import { hashToken, issueTokens } from './issue-tokens.js';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentityHarness();
});
afterAll(async () => h?.close());

const REFRESH_FAILED = { code: 'TOKEN_REFRESH_FAILED', message: 'Échec du rafraîchissement du token...' };
const refresh = (body: unknown) => call(h.app, 'POST', '/token/refresh', { json: body });
const rowOf = async (refreshToken: string) =>
  (
    await h.sql<{ familyId: string; usedAt: Date | null; revokedAt: Date | null }[]>`
      select family_id, used_at, revoked_at from refresh_tokens where token_hash = ${hashToken(refreshToken)}`
  )[0];

describe('POST /token/refresh refuses a token it cannot honour with 401 TOKEN_REFRESH_FAILED', () => {
  it('an unknown token', async () => {
    const result = await refresh({ refresh_token: randomBytes(32).toString('base64url') });
    expect(result.status).toBe(401);
    expect(errorOf(result)).toEqual(REFRESH_FAILED);
  });

  it('an expired token', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const tokens = await logIn(h.app, owner);
    await h.sql`update refresh_tokens set expires_at = now() - interval '1 second' where token_hash = ${hashToken(tokens.refresh_token)}`;
    const result = await refresh({ refresh_token: tokens.refresh_token });
    expect(result.status).toBe(401);
    expect(errorOf(result)).toEqual(REFRESH_FAILED);
    expect((await rowOf(tokens.refresh_token))?.usedAt).toBeNull();
  });

  it('a revoked token', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const tokens = await logIn(h.app, owner);
    await h.sql`update refresh_tokens set revoked_at = now() where token_hash = ${hashToken(tokens.refresh_token)}`;
    const result = await refresh({ refresh_token: tokens.refresh_token });
    expect(result.status).toBe(401);
    expect(errorOf(result)).toEqual(REFRESH_FAILED);
  });

  it('a session whose agency the user has left (and the session ends)', async () => {
    const { agencyId } = await createAgencyWithOwner(h.sql);
    const agent = await createMember(h.sql, agencyId, { plannable: true });
    const tokens = await logIn(h.app, agent);
    await transaction(
      h.sql,
      { kind: 'platform' },
      (tx) => tx`update memberships set status = 300 where id = ${agent.membershipId}`,
    );
    const result = await refresh({ refresh_token: tokens.refresh_token });
    expect(result.status).toBe(401);
    expect(errorOf(result)).toEqual(REFRESH_FAILED);
    expect((await rowOf(tokens.refresh_token))?.revokedAt).toBeInstanceOf(Date);
  });

  it('a disabled account: 401 ACCOUNT_DISABLED and the session ends', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const tokens = await logIn(h.app, owner);
    await h.sql`update users set status = 200 where id = ${owner.userId}`;
    const result = await refresh({ refresh_token: tokens.refresh_token });
    expect(result.status).toBe(401);
    expect(errorOf(result)).toEqual({ code: 'ACCOUNT_DISABLED', message: fr.ACCOUNT_DISABLED });
    expect((await rowOf(tokens.refresh_token))?.revokedAt).toBeInstanceOf(Date);
  });

  it('an altered session of a user who is no longer support', async () => {
    const { agencyId } = await createAgencyWithOwner(h.sql);
    const support = await createFixtureUser(h.sql, { platformRole: 'support' });
    const altered = await transaction(h.sql, { kind: 'platform' }, (tx) =>
      issueTokens(
        tx,
        h.deps.keys.sign,
        alteredClaims({ id: support.userId, email: support.email, platformRole: 'support' }, agencyId),
      ),
    );
    await h.sql`update users set platform_role = null where id = ${support.userId}`;
    const result = await refresh({ refresh_token: altered.refresh_token });
    expect(result.status).toBe(401);
    expect(errorOf(result)).toEqual(REFRESH_FAILED);
  });
});

describe('POST /token/refresh refuses a client mistake without spending the token', () => {
  it('an agency the user has no membership in → 404 AGENCY_NOT_FOUND, the token still works', async () => {
    const mine = await createAgencyWithOwner(h.sql);
    const other = await createAgencyWithOwner(h.sql);
    const tokens = await logIn(h.app, mine.owner);
    const result = await refresh({ refresh_token: tokens.refresh_token, agencyId: other.agencyId });
    expect(result.status).toBe(404);
    expect(errorOf(result)).toEqual({ code: 'AGENCY_NOT_FOUND', message: fr.AGENCY_NOT_FOUND });
    expect(await rowOf(tokens.refresh_token)).toMatchObject({ usedAt: null, revokedAt: null });
    expect((await refresh({ refresh_token: tokens.refresh_token })).status).toBe(200);
  });

  it('an altered session asking for another agency → 403 FORBIDDEN, the token still works', async () => {
    const { agencyId } = await createAgencyWithOwner(h.sql);
    const other = await createAgencyWithOwner(h.sql);
    const support = await createFixtureUser(h.sql, { platformRole: 'support' });
    const altered = await transaction(h.sql, { kind: 'platform' }, (tx) =>
      issueTokens(
        tx,
        h.deps.keys.sign,
        alteredClaims({ id: support.userId, email: support.email, platformRole: 'support' }, agencyId),
      ),
    );
    const result = await refresh({ refresh_token: altered.refresh_token, agencyId: other.agencyId });
    expect(result.status).toBe(403);
    expect(errorOf(result)).toEqual({ code: 'FORBIDDEN', message: fr.FORBIDDEN });
    expect((await refresh({ refresh_token: altered.refresh_token })).status).toBe(200);
  });

  it('malformed JSON → 400 INVALID_JSON', async () => {
    const result = await call(h.app, 'POST', '/token/refresh', { raw: '{"refresh_token":' });
    expect(result.status).toBe(400);
    expect(errorOf(result)).toEqual({ code: 'INVALID_JSON', message: fr.INVALID_JSON });
  });

  it('a missing, mistyped, too short token or an unknown field → 400 VALIDATION_FAILED in French', async () => {
    const cases: [unknown, { path: string; message: string }[]][] = [
      [{}, [{ path: 'refresh_token', message: 'Obligatoire' }]],
      [{ refresh_token: 12345 }, [{ path: 'refresh_token', message: 'Valeur de type invalide' }]],
      [{ refresh_token: 'short' }, [{ path: 'refresh_token', message: 'Format invalide' }]],
      [{ refresh_token: 'x'.repeat(40), userId: 'me' }, [{ path: 'userId', message: 'Champ non autorisé' }]],
      [{ refresh_token: 'x'.repeat(40), agencyId: 'nope' }, [{ path: 'agencyId', message: 'Format invalide' }]],
    ];
    for (const [body, issues] of cases) {
      const result = await refresh(body);
      expect(result.status).toBe(400);
      expect(errorOf(result)).toEqual({
        code: 'VALIDATION_FAILED',
        message: fr.VALIDATION_FAILED,
        details: { issues },
      });
    }
  });
});
