import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, errorOf } from '@portal/service-kit/testing/call';
import { createAgencyWithOwner } from '../testing/fixtures.js';
import { startIdentityHarness, type IdentityHarness } from '../testing/harness.js';
import { claimsOf, logIn } from '../testing/session-requests.js';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentityHarness();
});
afterAll(async () => h?.close());

const refresh = (refreshToken: string) =>
  call(h.app, 'POST', '/token/refresh', { json: { refresh_token: refreshToken } });
const familyRows = (familyId: string) =>
  h.sql<{ revokedAt: Date | null }[]>`select revoked_at from refresh_tokens where family_id = ${familyId}`;

describe('refresh token reuse', () => {
  it('a spent token presented again revokes its whole family; the user’s other sessions live on', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const stolen = await logIn(h.app, owner);
    const otherSession = await logIn(h.app, owner);
    const family = String(claimsOf(stolen.token).sid);

    const legit = await refresh(stolen.refresh_token);
    expect(legit.status).toBe(200);
    const legitTokens = legit.body as { refresh_token: string };

    const replay = await refresh(stolen.refresh_token);
    expect(replay.status).toBe(401);
    expect(errorOf(replay)).toEqual({ code: 'TOKEN_REFRESH_FAILED', message: 'Échec du rafraîchissement du token...' });

    const rows = await familyRows(family);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.revokedAt instanceof Date)).toBe(true);
    // The token issued from the stolen one is dead too …
    expect((await refresh(legitTokens.refresh_token)).status).toBe(401);
    // … but not another login of the same user.
    expect((await refresh(otherSession.refresh_token)).status).toBe(200);
  });

  it('two concurrent refreshes of one token cannot both succeed', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const tokens = await logIn(h.app, owner);
    const results = await Promise.all([
      refresh(tokens.refresh_token),
      refresh(tokens.refresh_token),
      refresh(tokens.refresh_token),
    ]);
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([200, 401, 401]);
    // The loser saw a spent token: the family is revoked, as for any reuse.
    const family = String(claimsOf(tokens.token).sid);
    expect((await familyRows(family)).every((row) => row.revokedAt instanceof Date)).toBe(true);
  });

  it('a refresh token is not an access token, nor the other way round', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const tokens = await logIn(h.app, owner);
    const asBearer = await call(h.app, 'GET', '/user', { token: tokens.refresh_token });
    expect(asBearer.status).toBe(401);
    expect(errorOf(asBearer).code).toBe('JWT_INVALID');
    const accessAsRefresh = await refresh(tokens.token);
    expect(accessAsRefresh.status).toBe(400); // an access token is longer than any refresh token
    expect(errorOf(accessAsRefresh).code).toBe('VALIDATION_FAILED');
  });
});
