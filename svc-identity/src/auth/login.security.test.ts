import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '@portal/contracts';
import { call, errorOf } from '@portal/service-kit/testing/call';
import { createAgencyWithOwner, FIXTURE_PASSWORD, uniqueEmail } from '../testing/fixtures.js';
import { startIdentityHarness, type IdentityHarness } from '../testing/harness.js';
import { testIp } from '../testing/session-requests.js';
import { LOGIN_THROTTLE } from './login-throttle.js';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentityHarness();
});
afterAll(async () => h?.close());

const attempt = (email: string, password: string, ip?: string) =>
  call(h.app, 'POST', '/login_check', {
    json: { username: email, password },
    headers: ip ? { 'x-forwarded-for': ip } : {},
  });

const failuresOf = async (email: string) =>
  (await h.sql<{ count: number }[]>`select count(*)::int as count from login_failures where email = ${email}`)[0]
    ?.count ?? 0;

async function insertFailures(key: { email: string; ip: string }, count: number, minutesAgo: number) {
  for (let i = 0; i < count; i++) {
    await h.sql`insert into login_failures (email, ip, failed_at)
                values (${key.email}, ${key.ip}, now() - ${`${minutesAgo} minutes`}::interval)`;
  }
}

describe('login throttling per account', () => {
  it('refuses the 6th attempt within 15 minutes with 429, the wait in minutes and Retry-After, even with the right password', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    for (let i = 0; i < LOGIN_THROTTLE.perAccount; i++) {
      expect((await attempt(owner.email, `Wrong-pass${i}`, testIp())).status).toBe(401);
    }
    const sixth = await attempt(owner.email, FIXTURE_PASSWORD, testIp());
    expect(sixth.status).toBe(429);
    expect(errorOf(sixth).code).toBe('LOGIN_THROTTLED');
    expect(errorOf(sixth).message).toBe('Trop de tentatives de connexion. Réessayez dans 15 minute(s).');
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // A refused attempt does not extend the lock, and no session was started.
    expect(await failuresOf(owner.email)).toBe(LOGIN_THROTTLE.perAccount);
    const [tokens] = await h.sql<
      { count: number }[]
    >`select count(*)::int as count from refresh_tokens where user_id = ${owner.userId}`;
    expect(tokens?.count).toBe(0);
  });

  it('throttles an unknown e-mail the same way (no account enumeration)', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < LOGIN_THROTTLE.perAccount; i++) expect((await attempt(email, 'Wrong-pass1')).status).toBe(401);
    const sixth = await attempt(email, 'Wrong-pass1');
    expect(sixth.status).toBe(429);
    expect(errorOf(sixth).code).toBe('LOGIN_THROTTLED');
  });

  it('computes the wait from when the window frees a slot', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    await insertFailures({ email: owner.email, ip: testIp() }, LOGIN_THROTTLE.perAccount, 10);
    const result = await attempt(owner.email, FIXTURE_PASSWORD);
    expect(result.status).toBe(429);
    expect(errorOf(result).message).toBe(formatMessage('LOGIN_THROTTLED', { minutes: 5 }));
    const retryAfter = Number(result.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(4 * 60);
    expect(retryAfter).toBeLessThanOrEqual(5 * 60);
  });

  it('forgets failures older than the 15-minute window', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    await insertFailures({ email: owner.email, ip: testIp() }, 10, 16);
    const result = await attempt(owner.email, FIXTURE_PASSWORD);
    expect(result.status).toBe(200);
  });

  it('lets at most 5 of 12 parallel guesses reach the password check', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(owner.email, `Guess-${i}a`, testIp())),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(LOGIN_THROTTLE.perAccount);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(12 - LOGIN_THROTTLE.perAccount);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });
});

describe('login throttling per IP', () => {
  it('refuses any account from an IP with 20 failures in the window, but not from another IP', async () => {
    const ip = testIp();
    for (let i = 0; i < LOGIN_THROTTLE.perIp; i++) await insertFailures({ email: uniqueEmail('sprayed'), ip }, 1, 1);
    const { owner } = await createAgencyWithOwner(h.sql);

    const fromSprayer = await attempt(owner.email, FIXTURE_PASSWORD, ip);
    expect(fromSprayer.status).toBe(429);
    expect(errorOf(fromSprayer).code).toBe('LOGIN_THROTTLED');
    expect(Number(fromSprayer.headers.get('retry-after'))).toBeGreaterThan(0);

    expect((await attempt(owner.email, FIXTURE_PASSWORD, testIp())).status).toBe(200);
  });

  it('reads the first hop of x-forwarded-for, and ignores a value that is not an IP', async () => {
    const email = uniqueEmail('hops');
    await attempt(email, 'Wrong-pass1', '198.51.100.7, 10.0.0.1');
    await attempt(email, 'Wrong-pass1', "'; drop table users; --");
    const rows = await h.sql<{ ip: string }[]>`select ip from login_failures where email = ${email} order by id`;
    expect(rows.map((row) => row.ip)).toEqual(['198.51.100.7', 'unknown']);
  });
});

describe('credential checks leak nothing', () => {
  it('costs an unknown e-mail about the same time as a wrong password (dummy hash)', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const time = async (email: string) => {
      const started = performance.now();
      expect((await attempt(email, 'Wrong-pass1', testIp())).status).toBe(401);
      return performance.now() - started;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
    const known = median([await time(owner.email), await time(owner.email), await time(owner.email)]);
    const unknown = median([await time(uniqueEmail('x')), await time(uniqueEmail('y')), await time(uniqueEmail('z'))]);
    // Both run one scrypt (~100 ms); without the dummy hash the unknown e-mail would answer in a few ms.
    expect(unknown).toBeGreaterThan(known * 0.5);
  });
});
