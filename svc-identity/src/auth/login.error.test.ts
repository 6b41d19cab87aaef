import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr } from '@portal/contracts';
import { call, errorOf } from '@portal/service-kit/testing/call';
import {
  createAgencyWithOwner,
  createFixtureUser,
  createMember,
  FIXTURE_PASSWORD,
  uniqueEmail,
} from '../testing/fixtures.js';
import { startIdentityHarness, type IdentityHarness } from '../testing/harness.js';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentityHarness();
});
afterAll(async () => h?.close());

const countRows = async (table: 'refresh_tokens' | 'login_failures') =>
  (await h.sql<{ count: number }[]>`select count(*)::int as count from ${h.sql(table)}`)[0]?.count ?? 0;

/** Posts a body that must be refused before any check: nothing is recorded, no token issued. */
async function refusedBeforeChecks(options: Parameters<typeof call>[3]) {
  const before = { tokens: await countRows('refresh_tokens'), failures: await countRows('login_failures') };
  const result = await call(h.app, 'POST', '/login_check', options);
  expect(await countRows('refresh_tokens')).toBe(before.tokens);
  expect(await countRows('login_failures')).toBe(before.failures);
  return result;
}

describe('POST /login_check refuses wrong credentials', () => {
  it('answers 401 INVALID_CREDENTIALS with the French text for a wrong password', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const result = await call(h.app, 'POST', '/login_check', {
      json: { username: owner.email, password: 'Wrong-pass1' },
    });
    expect(result.status).toBe(401);
    expect(errorOf(result)).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Combinaison utilisateur / mot de passe incorrecte',
    });
    const [row] = await h.sql<
      { count: number }[]
    >`select count(*)::int as count from refresh_tokens where user_id = ${owner.userId}`;
    expect(row?.count).toBe(0);
  });

  it('answers exactly the same for an unknown e-mail', async () => {
    const result = await call(h.app, 'POST', '/login_check', {
      json: { username: uniqueEmail('nobody'), password: 'Whatever1' },
    });
    expect(result.status).toBe(401);
    expect(result.body).toEqual({
      error: { code: 'INVALID_CREDENTIALS', message: 'Combinaison utilisateur / mot de passe incorrecte' },
    });
  });

  it('answers 401 ACCOUNT_DISABLED for a disabled or archived account with the right password', async () => {
    for (const status of [200, 300] as const) {
      const user = await createFixtureUser(h.sql, { status, platformRole: 'support' });
      const result = await call(h.app, 'POST', '/login_check', {
        json: { username: user.email, password: FIXTURE_PASSWORD },
      });
      expect(result.status).toBe(401);
      expect(errorOf(result)).toEqual({ code: 'ACCOUNT_DISABLED', message: fr.ACCOUNT_DISABLED });
    }
  });

  it('does not tell a disabled account apart when the password is wrong', async () => {
    const user = await createFixtureUser(h.sql, { status: 200 });
    const result = await call(h.app, 'POST', '/login_check', {
      json: { username: user.email, password: 'Wrong-pass1' },
    });
    expect(errorOf(result).code).toBe('INVALID_CREDENTIALS');
  });

  it('answers 404 AGENCY_NOT_FOUND for an agency the user has no membership in, and issues nothing', async () => {
    const mine = await createAgencyWithOwner(h.sql);
    const other = await createAgencyWithOwner(h.sql);
    const result = await call(h.app, 'POST', '/login_check', {
      json: { username: mine.owner.email, password: FIXTURE_PASSWORD, agencyId: other.agencyId },
    });
    expect(result.status).toBe(404);
    expect(errorOf(result)).toEqual({ code: 'AGENCY_NOT_FOUND', message: fr.AGENCY_NOT_FOUND });
    const [row] = await h.sql<
      { count: number }[]
    >`select count(*)::int as count from refresh_tokens where user_id = ${mine.owner.userId}`;
    expect(row?.count).toBe(0);
  });

  it('answers 403 NO_AGENCY_ACCESS for an account without an active membership in an active agency', async () => {
    const loner = await createFixtureUser(h.sql);
    const { agencyId } = await createAgencyWithOwner(h.sql);
    const archivedMember = await createMember(h.sql, agencyId, { membershipStatus: 300 });
    const closed = await createAgencyWithOwner(h.sql, { status: 200 });
    for (const account of [loner, archivedMember, closed.owner]) {
      const result = await call(h.app, 'POST', '/login_check', {
        json: { username: account.email, password: FIXTURE_PASSWORD },
      });
      expect(result.status).toBe(403);
      expect(errorOf(result)).toEqual({ code: 'NO_AGENCY_ACCESS', message: "Ce compte n'a accès à aucune agence" });
    }
  });
});

describe('POST /login_check refuses malformed input with 400, before any check', () => {
  it('malformed JSON → INVALID_JSON', async () => {
    const result = await refusedBeforeChecks({ raw: '{"username":' });
    expect(result.status).toBe(400);
    expect(errorOf(result)).toEqual({ code: 'INVALID_JSON', message: fr.INVALID_JSON });
  });

  it('wrong types → VALIDATION_FAILED naming each field in French', async () => {
    const result = await refusedBeforeChecks({ json: { username: 42, password: ['x'] } });
    expect(result.status).toBe(400);
    expect(errorOf(result)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Certains champs sont invalides',
      details: {
        issues: [
          { path: 'username', message: 'Valeur de type invalide' },
          { path: 'password', message: 'Valeur de type invalide' },
        ],
      },
    });
  });

  it('missing fields, an empty body or a JSON array → Obligatoire', async () => {
    for (const json of [{}, { username: 'a@b.fr' }]) {
      const result = await refusedBeforeChecks({ json });
      expect(result.status).toBe(400);
      expect(errorOf(result).details?.issues).toContainEqual({ path: 'password', message: 'Obligatoire' });
    }
    const empty = await refusedBeforeChecks({ json: { username: 'a@b.fr', password: '' } });
    expect(errorOf(empty).details?.issues).toEqual([{ path: 'password', message: 'Obligatoire' }]);
    const array = await refusedBeforeChecks({ raw: '[]' });
    expect(array.status).toBe(400);
    expect(errorOf(array).code).toBe('VALIDATION_FAILED');
  });

  it('an invalid e-mail → Veuillez saisir une adresse mail valide', async () => {
    const result = await refusedBeforeChecks({ json: { username: "admin' or 1=1 --", password: 'x' } });
    expect(errorOf(result).details?.issues).toEqual([
      { path: 'username', message: 'Veuillez saisir une adresse mail valide' },
    ]);
  });

  it('an unknown field → Champ non autorisé', async () => {
    const result = await refusedBeforeChecks({ json: { username: 'a@b.fr', password: 'x', role: 'owner' } });
    expect(result.status).toBe(400);
    expect(errorOf(result).details?.issues).toEqual([{ path: 'role', message: 'Champ non autorisé' }]);
  });

  it('an agencyId that is not a UUID → Format invalide', async () => {
    const result = await refusedBeforeChecks({ json: { username: 'a@b.fr', password: 'x', agencyId: '1 or 1=1' } });
    expect(errorOf(result).details?.issues).toEqual([{ path: 'agencyId', message: 'Format invalide' }]);
  });

  it('a password over 128 characters → VALIDATION_FAILED (no hashing of huge inputs)', async () => {
    const result = await refusedBeforeChecks({ json: { username: 'a@b.fr', password: 'A1a'.repeat(50) } });
    expect(result.status).toBe(400);
    expect(errorOf(result).details?.issues).toEqual([{ path: 'password', message: 'Maximum 128 caractères' }]);
  });

  it('a body over 1 MB → 413 PAYLOAD_TOO_LARGE', async () => {
    const result = await refusedBeforeChecks({
      raw: JSON.stringify({ username: 'a@b.fr', password: 'x', padding: 'x'.repeat(1_100_000) }),
    });
    expect(result.status).toBe(413);
    expect(errorOf(result)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Erreur: fichiers volumineux.' });
  });
});
