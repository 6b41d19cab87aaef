import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr } from '@portal/contracts';
import { call } from '@portal/service-kit/testing/call';
import { hashToken } from '../auth/issue-tokens.js';
import { createAgencyWithOwner, FIXTURE_PASSWORD } from '../testing/fixtures.js';
import { startIdentityHarness, type IdentityHarness } from '../testing/harness.js';
import { waitForMail } from '../testing/mail-reading.js';
import { logIn } from '../testing/session-requests.js';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentityHarness();
});
afterAll(async () => h?.close());

const LINK = /http:\/\/portal\.test\/#\/reset-password\/([A-Za-z0-9_-]{43})/;

async function requestLink(email: string, nth = 1): Promise<string> {
  const result = await call(h.app, 'POST', '/user/forgot-password', { json: { email } });
  expect(result.status).toBe(200);
  const mail = await waitForMail(h.mails, email.trim().toLowerCase(), nth);
  const token = LINK.exec(mail.text)?.[1];
  if (!token) throw new Error(`no reset link in ${mail.text}`);
  return token;
}

describe('POST /user/forgot-password', () => {
  it('answers 200 with the French message and mails a reset link in French (text and HTML)', async () => {
    const { owner } = await createAgencyWithOwner(h.sql, { owner: { firstName: 'Hélène' } });
    const result = await call(h.app, 'POST', '/user/forgot-password', { json: { email: owner.email } });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ message: fr.PASSWORD_RESET_REQUESTED });

    const mail = await waitForMail(h.mails, owner.email);
    expect(mail.to).toEqual([owner.email]);
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe');
    expect(mail.text).toContain('Bonjour Hélène,');
    expect(mail.text).toContain('valable 1 heure(s), utilisable une seule fois');
    const token = LINK.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    expect(mail.html).toContain(`href="http://portal.test/#/reset-password/${token}"`);
    expect(mail.html).toContain('<html lang="fr">');

    const rows = await h.sql<{ tokenHash: string; minutes: number; usedAt: Date | null }[]>`
      select token_hash, round(extract(epoch from expires_at - now()) / 60)::int as minutes, used_at
        from password_resets where user_id = ${owner.userId}`;
    expect(rows).toEqual([{ tokenHash: hashToken(token!), minutes: 60, usedAt: null }]);
  });

  it('accepts the e-mail in any case', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    expect(await requestLink(` ${owner.email.toUpperCase()} `)).toHaveLength(43);
  });
});

describe('PUT /user/forgot-password/{confirmationToken}', () => {
  it('sets the new password once, ends every session and answers the French confirmation', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const session = await logIn(h.app, owner);
    const token = await requestLink(owner.email);

    const result = await call(h.app, 'PUT', `/user/forgot-password/${token}`, { json: { password: 'Neuf-pass42' } });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ message: 'Votre mot de passe a bien été modifié' });

    await logIn(h.app, { email: owner.email, password: 'Neuf-pass42' });
    expect(
      (await call(h.app, 'POST', '/login_check', { json: { username: owner.email, password: FIXTURE_PASSWORD } }))
        .status,
    ).toBe(401);
    expect(
      (await call(h.app, 'POST', '/token/refresh', { json: { refresh_token: session.refresh_token } })).status,
    ).toBe(401);
    const [reset] = await h.sql<
      { usedAt: Date | null }[]
    >`select used_at from password_resets where token_hash = ${hashToken(token)}`;
    expect(reset?.usedAt).toBeInstanceOf(Date);
  });

  it('lifts a login throttle: the mailbox owner may log in at once', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    for (let i = 0; i < 6; i++) {
      await call(h.app, 'POST', '/login_check', { json: { username: owner.email, password: `Devine-${i}a` } });
    }
    const token = await requestLink(owner.email);
    expect(
      (await call(h.app, 'PUT', `/user/forgot-password/${token}`, { json: { password: 'Neuf-pass42' } })).status,
    ).toBe(200);
    await logIn(h.app, { email: owner.email, password: 'Neuf-pass42' });
  });

  it('a new request replaces the previous link', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const first = await requestLink(owner.email, 1);
    const second = await requestLink(owner.email, 2);
    expect(second).not.toBe(first);
    expect(
      (await call(h.app, 'PUT', `/user/forgot-password/${first}`, { json: { password: 'Neuf-pass42' } })).status,
    ).toBe(400);
    expect(
      (await call(h.app, 'PUT', `/user/forgot-password/${second}`, { json: { password: 'Neuf-pass42' } })).status,
    ).toBe(200);
  });

  it('forgets the devices the account logged in from: their proofs no longer pass the throttle', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const proof = (await logIn(h.app, owner)).device_proof ?? '';
    const token = await requestLink(owner.email);
    expect(
      (await call(h.app, 'PUT', `/user/forgot-password/${token}`, { json: { password: 'Neuf-pass42' } })).status,
    ).toBe(200);
    expect(await h.sql`select 1 from known_devices where user_id = ${owner.userId}`).toHaveLength(0);
    for (let i = 0; i < 5; i++) {
      await call(h.app, 'POST', '/login_check', { json: { username: owner.email, password: `Mauvais-${i}a` } });
    }
    const withOldProof = await call(h.app, 'POST', '/login_check', {
      json: { username: owner.email, password: 'Neuf-pass42', deviceProof: proof },
    });
    expect(withOldProof.status).toBe(429);
  });
});
