import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr } from '@portal/contracts';
import { call, errorOf } from '@portal/service-kit/testing/call';
import { createAgencyWithOwner, createFixtureUser, uniqueEmail } from '../testing/fixtures.js';
import { startIdentityHarness, type IdentityHarness } from '../testing/harness.js';
import { mailsTo, waitForMail } from '../testing/mail-reading.js';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentityHarness();
});
afterAll(async () => h?.close());

const LINK = /#\/reset-password\/([A-Za-z0-9_-]{43})/;
const INVALID_LINK = { code: 'RESET_TOKEN_INVALID', message: 'Ce lien de réinitialisation est invalide ou a expiré' };

async function linkFor(email: string): Promise<string> {
  await call(h.app, 'POST', '/user/forgot-password', { json: { email } });
  return LINK.exec((await waitForMail(h.mails, email)).text)?.[1] ?? '';
}
const passwordHashOf = async (userId: string) =>
  (await h.sql<{ passwordHash: string }[]>`select password_hash from users where id = ${userId}`)[0]?.passwordHash;
const resetPut = (token: string, json: unknown) => call(h.app, 'PUT', `/user/forgot-password/${token}`, { json });

describe('POST /user/forgot-password', () => {
  it('an unknown or disabled account: the same 200 answer, no link, no e-mail', async () => {
    const disabled = await createFixtureUser(h.sql, { status: 200 });
    const unknown = uniqueEmail('inconnu');
    for (const email of [unknown, disabled.email]) {
      const result = await call(h.app, 'POST', '/user/forgot-password', { json: { email } });
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ message: fr.PASSWORD_RESET_REQUESTED });
    }
    const [row] = await h.sql<
      { count: number }[]
    >`select count(*)::int as count from password_resets where user_id = ${disabled.userId}`;
    expect(row?.count).toBe(0);
    // A later e-mail arrives, and none went to the two addresses before it.
    const { owner } = await createAgencyWithOwner(h.sql);
    await call(h.app, 'POST', '/user/forgot-password', { json: { email: owner.email } });
    await waitForMail(h.mails, owner.email);
    expect(mailsTo(h.mails, unknown)).toHaveLength(0);
    expect(mailsTo(h.mails, disabled.email)).toHaveLength(0);
  });

  it('bad bodies → 400 with French field texts', async () => {
    const cases: [unknown, { path: string; message: string }[]][] = [
      [{}, [{ path: 'email', message: 'Obligatoire' }]],
      [{ email: 'pas-une-adresse' }, [{ path: 'email', message: 'Veuillez saisir une adresse mail valide' }]],
      [{ email: 42 }, [{ path: 'email', message: 'Valeur de type invalide' }]],
      [{ email: 'a@b.fr', userId: 'x' }, [{ path: 'userId', message: 'Champ non autorisé' }]],
    ];
    for (const [json, issues] of cases) {
      const result = await call(h.app, 'POST', '/user/forgot-password', { json });
      expect(result.status).toBe(400);
      expect(errorOf(result)).toEqual({
        code: 'VALIDATION_FAILED',
        message: fr.VALIDATION_FAILED,
        details: { issues },
      });
    }
    const malformed = await call(h.app, 'POST', '/user/forgot-password', { raw: '{"email":' });
    expect(errorOf(malformed)).toEqual({ code: 'INVALID_JSON', message: fr.INVALID_JSON });
    const huge = await call(h.app, 'POST', '/user/forgot-password', {
      raw: JSON.stringify({ email: 'x'.repeat(1_100_000) }),
    });
    expect(huge.status).toBe(413);
    expect(errorOf(huge).code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('PUT /user/forgot-password/{confirmationToken}', () => {
  it('an unknown token → 400 RESET_TOKEN_INVALID', async () => {
    for (const token of ['x'.repeat(43), 'abc', 'y'.repeat(300)]) {
      const result = await resetPut(token, { password: 'Neuf-pass42' });
      expect(result.status).toBe(400);
      expect(errorOf(result)).toEqual(INVALID_LINK);
    }
  });

  it('a used link → RESET_TOKEN_INVALID, the first new password stays', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const token = await linkFor(owner.email);
    expect((await resetPut(token, { password: 'Premier-1' })).status).toBe(200);
    const hash = await passwordHashOf(owner.userId);
    const again = await resetPut(token, { password: 'Second-22' });
    expect(again.status).toBe(400);
    expect(errorOf(again)).toEqual(INVALID_LINK);
    expect(await passwordHashOf(owner.userId)).toBe(hash);
  });

  it('an expired link → RESET_TOKEN_INVALID, the password unchanged', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const token = await linkFor(owner.email);
    await h.sql`update password_resets set expires_at = now() - interval '1 second' where user_id = ${owner.userId}`;
    const hash = await passwordHashOf(owner.userId);
    expect(errorOf(await resetPut(token, { password: 'Neuf-pass42' }))).toEqual(INVALID_LINK);
    expect(await passwordHashOf(owner.userId)).toBe(hash);
  });

  it('a link of an account disabled since → RESET_TOKEN_INVALID', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const token = await linkFor(owner.email);
    await h.sql`update users set status = 200 where id = ${owner.userId}`;
    expect(errorOf(await resetPut(token, { password: 'Neuf-pass42' }))).toEqual(INVALID_LINK);
  });

  it('a password breaking the rules → 400 with the four French rule texts, the link still usable', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const token = await linkFor(owner.email);
    const hash = await passwordHashOf(owner.userId);
    const weak = await resetPut(token, { password: 'abc' });
    expect(weak.status).toBe(400);
    expect(errorOf(weak)).toEqual({
      code: 'VALIDATION_FAILED',
      message: fr.VALIDATION_FAILED,
      details: {
        issues: [
          { path: 'password', message: '6 caractères min.' },
          { path: 'password', message: '1 chiffre min.' },
          { path: 'password', message: '1 majuscule min.' },
        ],
      },
    });
    expect(errorOf(await resetPut(token, { password: 'ABCDEFG1' })).details?.issues).toEqual([
      { path: 'password', message: '1 minuscule min.' },
    ]);
    expect(errorOf(await resetPut(token, {})).details?.issues).toEqual([{ path: 'password', message: 'Obligatoire' }]);
    expect(errorOf(await resetPut(token, { password: 'Neuf-pass42', email: 'x@y.fr' })).details?.issues).toEqual([
      { path: 'email', message: 'Champ non autorisé' },
    ]);
    expect(await passwordHashOf(owner.userId)).toBe(hash);
    expect((await resetPut(token, { password: 'Neuf-pass42' })).status).toBe(200);
  });

  it('malformed JSON → 400 INVALID_JSON', async () => {
    const result = await call(h.app, 'PUT', `/user/forgot-password/${'x'.repeat(43)}`, { raw: '{"password":' });
    expect(errorOf(result)).toEqual({ code: 'INVALID_JSON', message: fr.INVALID_JSON });
  });
});
