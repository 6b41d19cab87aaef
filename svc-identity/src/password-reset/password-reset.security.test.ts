import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '@portal/service-kit/testing/call';
import { createAgencyWithOwner, uniqueEmail } from '../testing/fixtures.js';
import { startIdentityHarness, type IdentityHarness } from '../testing/harness.js';
import { mailsTo, waitForMail } from '../testing/mail-reading.js';
import { logIn } from '../testing/session-requests.js';
import { RESET_REQUESTS_PER_HOUR } from './request-password-reset.js';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentityHarness();
});
afterAll(async () => h?.close());

const LINK = /#\/reset-password\/([A-Za-z0-9_-]{43})/;
const forgot = (email: string) => call(h.app, 'POST', '/user/forgot-password', { json: { email } });

describe('forgotten password abuse', () => {
  it(`sends at most ${RESET_REQUESTS_PER_HOUR} e-mails per account and hour, answering the same 200 anyway`, async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const answers = [];
    for (let i = 0; i < RESET_REQUESTS_PER_HOUR + 2; i++) answers.push(await forgot(owner.email));
    expect(new Set(answers.map((answer) => JSON.stringify([answer.status, answer.body]))).size).toBe(1);
    await waitForMail(h.mails, owner.email, RESET_REQUESTS_PER_HOUR);

    const [row] = await h.sql<
      { count: number }[]
    >`select count(*)::int as count from password_resets where user_id = ${owner.userId}`;
    expect(row?.count).toBe(RESET_REQUESTS_PER_HOUR);
    // A later mail to someone else arrives; still no extra mail to the victim.
    const other = await createAgencyWithOwner(h.sql);
    await forgot(other.owner.email);
    await waitForMail(h.mails, other.owner.email);
    expect(mailsTo(h.mails, owner.email)).toHaveLength(RESET_REQUESTS_PER_HOUR);
  });

  it('parallel requests for one account respect the limit too', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    await Promise.all(Array.from({ length: 8 }, () => forgot(owner.email)));
    const [row] = await h.sql<
      { count: number }[]
    >`select count(*)::int as count from password_resets where user_id = ${owner.userId}`;
    expect(row?.count).toBe(RESET_REQUESTS_PER_HOUR);
  });

  it('answers an existing and an unknown address identically', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const known = await forgot(owner.email);
    const unknown = await forgot(uniqueEmail('personne'));
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
  });

  it('stores only the hash of the link’s token', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    await forgot(owner.email);
    const token = LINK.exec((await waitForMail(h.mails, owner.email)).text)?.[1] ?? '';
    const rows = await h.sql`select * from password_resets where user_id = ${owner.userId}`;
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('a link used twice at the same time sets the password once', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    await forgot(owner.email);
    const token = LINK.exec((await waitForMail(h.mails, owner.email)).text)?.[1] ?? '';
    const results = await Promise.all([
      call(h.app, 'PUT', `/user/forgot-password/${token}`, { json: { password: 'Premier-1' } }),
      call(h.app, 'PUT', `/user/forgot-password/${token}`, { json: { password: 'Second-22' } }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 400]);
    const winner = results[0]?.status === 200 ? 'Premier-1' : 'Second-22';
    await logIn(h.app, { email: owner.email, password: winner });
  });

  it('the link of one user never changes another user', async () => {
    const victim = await createAgencyWithOwner(h.sql);
    const attacker = await createAgencyWithOwner(h.sql);
    await forgot(attacker.owner.email);
    const token = LINK.exec((await waitForMail(h.mails, attacker.owner.email)).text)?.[1] ?? '';
    const [before] = await h.sql`select password_hash from users where id = ${victim.owner.userId}`;
    await call(h.app, 'PUT', `/user/forgot-password/${token}`, { json: { password: 'Pirate-123' } });
    expect((await h.sql`select password_hash from users where id = ${victim.owner.userId}`)[0]).toEqual(before);
  });
});
