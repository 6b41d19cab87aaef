import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fr } from '@portal/contracts';
import { call, errorOf } from '@portal/service-kit/testing/call';
import { createAgencyWithOwner, FIXTURE_PASSWORD, type AgencyWithOwner } from '../testing/fixtures.js';
import { startIdentityHarness, type IdentityHarness } from '../testing/harness.js';
import { logIn } from '../testing/session-requests.js';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentityHarness();
});
afterAll(async () => h?.close());

let agency: AgencyWithOwner;
let token: string;
let refreshToken: string;
beforeEach(async () => {
  agency = await createAgencyWithOwner(h.sql);
  const tokens = await logIn(h.app, agency.owner);
  token = tokens.token;
  refreshToken = tokens.refresh_token;
});

const snapshot = async () =>
  (
    await h.sql`select email, password_hash, first_name, last_name, phones, platform_role, pages_config, status, updated_at
                 from users where id = ${agency.owner.userId}`
  )[0];

/** A PUT that must be refused and leave the user exactly as he was. */
async function refusedPut(options: Parameters<typeof call>[3]) {
  const before = await snapshot();
  const result = await call(h.app, 'PUT', '/user', { token, ...options });
  expect(await snapshot()).toEqual(before);
  return result;
}

const validationFailed = (issues: { path: string; message: string }[]) => ({
  code: 'VALIDATION_FAILED',
  message: 'Certains champs sont invalides',
  details: { issues },
});

describe('PUT /user refuses what a user may not change of himself', () => {
  it('protected fields → 400 VALIDATION_FAILED, "Champ non autorisé" for each', async () => {
    const result = await refusedPut({
      json: {
        email: 'x@y.fr',
        role: 'owner',
        rights: ['agents.list'],
        agencyId: agency.agencyId,
        platformRole: 'super_admin',
        status: 100,
        passwordHash: 'x',
        id: agency.owner.userId,
      },
    });
    expect(result.status).toBe(400);
    const unknown = ['email', 'role', 'rights', 'agencyId', 'platformRole', 'status', 'passwordHash', 'id'];
    expect(errorOf(result)).toEqual(validationFailed(unknown.map((path) => ({ path, message: 'Champ non autorisé' }))));
  });

  it('a protected field next to allowed ones refuses the whole body', async () => {
    const result = await refusedPut({ json: { firstName: 'Marc', platformRole: 'support' } });
    expect(errorOf(result)).toEqual(validationFailed([{ path: 'platformRole', message: 'Champ non autorisé' }]));
  });

  it('an unknown field inside a page configuration → Champ non autorisé with its path', async () => {
    const result = await refusedPut({
      json: { pagesConfig: { agents: { filtersPreset: [], config: {}, admin: true } } },
    });
    expect(errorOf(result)).toEqual(
      validationFailed([{ path: 'pagesConfig.agents.admin', message: 'Champ non autorisé' }]),
    );
  });
});

describe('PUT /user refuses bad values with the French texts', () => {
  it('an empty body → 400 NO_CHANGE "Aucun changement à enregistrer"', async () => {
    const result = await refusedPut({ json: {} });
    expect(result.status).toBe(400);
    expect(errorOf(result)).toEqual({ code: 'NO_CHANGE', message: 'Aucun changement à enregistrer' });
  });

  it('values equal to the stored ones, or only the current password → NO_CHANGE', async () => {
    for (const json of [
      { firstName: 'Paul', lastName: 'Gérant', phones: [] },
      { currentPassword: FIXTURE_PASSWORD },
      { pagesConfig: {} },
    ]) {
      const result = await refusedPut({ json });
      expect(errorOf(result).code).toBe('NO_CHANGE');
    }
  });

  it('wrong types, empty and too long values', async () => {
    const cases: [Record<string, unknown>, { path: string; message: string }[]][] = [
      [{ firstName: 12 }, [{ path: 'firstName', message: 'Valeur de type invalide' }]],
      [{ firstName: '   ' }, [{ path: 'firstName', message: 'Obligatoire' }]],
      [{ lastName: 'x'.repeat(81) }, [{ path: 'lastName', message: 'Maximum 80 caractères' }]],
      [{ phones: '0612345678' }, [{ path: 'phones', message: 'Valeur de type invalide' }]],
      [{ phones: [''] }, [{ path: 'phones.0', message: 'Obligatoire' }]],
      [{ pagesConfig: [] }, [{ path: 'pagesConfig', message: 'Valeur de type invalide' }]],
      [{ firstName: null }, [{ path: 'firstName', message: 'Obligatoire' }]],
    ];
    for (const [json, issues] of cases) {
      const result = await refusedPut({ json });
      expect(result.status, JSON.stringify(json)).toBe(400);
      expect(errorOf(result), JSON.stringify(json)).toEqual(validationFailed(issues));
    }
  });

  it('a new password breaking the rules of spec 00 §5 → each rule’s French text', async () => {
    const cases: [string, string[]][] = [
      ['Ab1', ['6 caractères min.']],
      ['Abcdefg', ['1 chiffre min.']],
      ['ABCDEF1', ['1 minuscule min.']],
      ['abcdef1', ['1 majuscule min.']],
      ['abc', ['6 caractères min.', '1 chiffre min.', '1 majuscule min.']],
    ];
    for (const [newPassword, messages] of cases) {
      const result = await refusedPut({ json: { currentPassword: FIXTURE_PASSWORD, newPassword } });
      expect(errorOf(result), newPassword).toEqual(
        validationFailed(messages.map((message) => ({ path: 'newPassword', message }))),
      );
    }
  });

  it('a new password without the current one → currentPassword Obligatoire', async () => {
    const result = await refusedPut({ json: { newPassword: 'Valide-123' } });
    expect(errorOf(result)).toEqual(validationFailed([{ path: 'currentPassword', message: 'Obligatoire' }]));
  });

  it('a wrong current password → 400 CURRENT_PASSWORD_INVALID, the password and the sessions unchanged', async () => {
    const result = await refusedPut({
      json: { firstName: 'Marc', currentPassword: 'Pas-le-bon1', newPassword: 'Valide-123' },
    });
    expect(result.status).toBe(400);
    expect(errorOf(result)).toEqual({
      code: 'CURRENT_PASSWORD_INVALID',
      message: 'Le mot de passe actuel est incorrect',
      details: { issues: [{ path: 'currentPassword', message: 'Le mot de passe actuel est incorrect' }] },
    });
    expect((await call(h.app, 'POST', '/token/refresh', { json: { refresh_token: refreshToken } })).status).toBe(200);
  });

  it('malformed JSON → 400 INVALID_JSON', async () => {
    const result = await refusedPut({ raw: '{"firstName":' });
    expect(result.status).toBe(400);
    expect(errorOf(result)).toEqual({ code: 'INVALID_JSON', message: fr.INVALID_JSON });
  });

  it('a body over 1 MB → 413 PAYLOAD_TOO_LARGE', async () => {
    const big = { filtersPreset: [], config: { blob: 'x'.repeat(1_100_000) } };
    const result = await refusedPut({ json: { pagesConfig: { agents: big } } });
    expect(result.status).toBe(413);
    expect(errorOf(result)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Erreur: fichiers volumineux.' });
  });
});

describe('GET /user and PUT /user for an account disabled after login', () => {
  it('→ 401 ACCOUNT_DISABLED while the access token is still valid', async () => {
    await h.sql`update users set status = 200 where id = ${agency.owner.userId}`;
    for (const [method, json] of [
      ['GET', undefined],
      ['PUT', { firstName: 'Marc' }],
    ] as const) {
      const result = await call(h.app, method, '/user', { token, json });
      expect(result.status).toBe(401);
      expect(errorOf(result)).toEqual({ code: 'ACCOUNT_DISABLED', message: fr.ACCOUNT_DISABLED });
    }
  });
});
