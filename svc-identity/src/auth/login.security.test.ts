import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenResponseSchema } from '@portal/contracts';
import { call, errorOf } from '@portal/service-kit/testing/call';
import { createAgencyWithOwner, FIXTURE_PASSWORD, uniqueEmail } from '../testing/fixtures.js';
import { startIdentityHarness, type IdentityHarness } from '../testing/harness.js';
import { testIp } from '../testing/session-requests.js';
import { KNOWN_DEVICE } from './known-devices.js';
import { delayAfter, frenchDelay, LOGIN_THROTTLE } from './login-throttle.js';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentityHarness();
});
afterAll(async () => h?.close());

const attempt = (email: string, password: string, options: { peer?: string; deviceProof?: string } = {}) =>
  call(h.app, 'POST', '/login_check', {
    json: { username: email, password, ...(options.deviceProof ? { deviceProof: options.deviceProof } : {}) },
    ...(options.peer ? { peer: options.peer } : {}),
  });

const failuresOf = async (email: string) =>
  (await h.sql<{ count: number }[]>`select count(*)::int as count from login_failures where email = ${email}`)[0]
    ?.count ?? 0;

/** `count` failures of the key, the latest `secondsAgo` ago (the others one second before each other). */
async function insertFailures(key: { email: string; ip: string }, count: number, secondsAgo: number) {
  for (let i = count - 1; i >= 0; i--) {
    await h.sql`insert into login_failures (email, ip, failed_at)
                values (${key.email}, ${key.ip}, now() - ${`${secondsAgo + i} seconds`}::interval)`;
  }
}

const retryAfterOf = (answer: { headers: Headers }) => Number(answer.headers.get('retry-after'));

describe('the login throttle delays', () => {
  it('are free for the first failures, then double up to their cap', () => {
    expect([4, 5, 6, 7, 12, 13, 40].map((failures) => delayAfter(failures, LOGIN_THROTTLE.account))).toEqual([
      0, 1, 2, 4, 128, 256, 300,
    ]);
    expect([19, 20, 29, 30].map((failures) => delayAfter(failures, LOGIN_THROTTLE.ip))).toEqual([0, 1, 512, 900]);
    expect([1, 2, 45, 60, 61, 300].map(frenchDelay)).toEqual([
      'une seconde',
      '2 secondes',
      '45 secondes',
      'une minute',
      '2 minutes',
      '5 minutes',
    ]);
  });
});

describe('login throttling per account', () => {
  it('holds back the attempt right after the 5th failure, even with the right password, and says for how long', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    for (let i = 0; i < LOGIN_THROTTLE.account.free; i++) {
      expect((await attempt(owner.email, `Wrong-pass${i}`, { peer: testIp() })).status).toBe(401);
    }
    const sixth = await attempt(owner.email, FIXTURE_PASSWORD, { peer: testIp() });
    expect(sixth.status).toBe(429);
    expect(errorOf(sixth).code).toBe('LOGIN_THROTTLED');
    expect(errorOf(sixth).message).toBe('Trop de tentatives de connexion. Réessayez dans une seconde.');
    expect(retryAfterOf(sixth)).toBe(1);
    // A refused attempt does not lengthen the wait, and no session was started.
    expect(await failuresOf(owner.email)).toBe(LOGIN_THROTTLE.account.free);
    const [tokens] = await h.sql<
      { count: number }[]
    >`select count(*)::int as count from refresh_tokens where user_id = ${owner.userId}`;
    expect(tokens?.count).toBe(0);
  });

  it('waits longer at each new failure, from the latest one, and never more than five minutes', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    await insertFailures({ email: owner.email, ip: testIp() }, 8, 2);
    const eighthDelay = await attempt(owner.email, FIXTURE_PASSWORD);
    expect(eighthDelay.status).toBe(429);
    // 8 failures: 2³ = 8 s after the latest, 2 s ago.
    expect(retryAfterOf(eighthDelay)).toBeGreaterThanOrEqual(5);
    expect(retryAfterOf(eighthDelay)).toBeLessThanOrEqual(6);
    expect(errorOf(eighthDelay).message).toMatch(/^Trop de tentatives de connexion\. Réessayez dans [56] secondes\.$/);

    const { owner: hammered } = await createAgencyWithOwner(h.sql);
    await insertFailures({ email: hammered.email, ip: testIp() }, 40, 0);
    const capped = await attempt(hammered.email, FIXTURE_PASSWORD);
    expect(capped.status).toBe(429);
    expect(retryAfterOf(capped)).toBeGreaterThan(290);
    expect(retryAfterOf(capped)).toBeLessThanOrEqual(LOGIN_THROTTLE.account.maxDelaySeconds);
    expect(errorOf(capped).message).toBe('Trop de tentatives de connexion. Réessayez dans 5 minutes.');
  });

  it('lets the rightful user in once the wait is over, without a hard wall', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    // 12 failures: 2⁷ = 128 s after the latest, which was 130 s ago.
    await insertFailures({ email: owner.email, ip: testIp() }, 12, 130);
    expect((await attempt(owner.email, FIXTURE_PASSWORD)).status).toBe(200);
    expect(await failuresOf(owner.email)).toBe(0);
  });

  it('throttles an unknown e-mail the same way (no account enumeration)', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < LOGIN_THROTTLE.account.free; i++) {
      expect((await attempt(email, 'Wrong-pass1')).status).toBe(401);
    }
    const sixth = await attempt(email, 'Wrong-pass1');
    expect(sixth.status).toBe(429);
    expect(errorOf(sixth).code).toBe('LOGIN_THROTTLED');
  });

  it('forgets failures older than the window', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    await insertFailures({ email: owner.email, ip: testIp() }, 30, LOGIN_THROTTLE.windowMinutes * 60 + 1);
    expect((await attempt(owner.email, FIXTURE_PASSWORD)).status).toBe(200);
  });

  it('lets at most 5 of 12 parallel guesses reach the password check', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(owner.email, `Guess-${i}a`, { peer: testIp() })),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(LOGIN_THROTTLE.account.free);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(12 - LOGIN_THROTTLE.account.free);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });
});

describe('a device that logged in before', () => {
  const logInFrom = async (email: string, deviceProof?: string) => {
    const answer = await attempt(email, FIXTURE_PASSWORD, deviceProof ? { deviceProof } : {});
    expect(answer.status).toBe(200);
    return TokenResponseSchema.parse(answer.body);
  };

  it('gets a proof at login, and with it the right password passes while the account is under attack', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const first = await logInFrom(owner.email);
    const proof = first.device_proof ?? '';
    expect(proof).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only its hash is kept.
    expect(JSON.stringify(await h.sql`select * from known_devices`)).not.toContain(proof);

    await insertFailures({ email: owner.email, ip: testIp() }, 40, 0);
    expect((await attempt(owner.email, FIXTURE_PASSWORD)).status).toBe(429);
    const again = await logInFrom(owner.email, proof);
    expect(again.device_proof).toBe(proof);
    // Another account's proof, or a made-up one, opens nothing.
    const { owner: other } = await createAgencyWithOwner(h.sql);
    const otherProof = (await logInFrom(other.email)).device_proof ?? '';
    await insertFailures({ email: other.email, ip: testIp() }, 40, 0);
    expect((await attempt(other.email, FIXTURE_PASSWORD, { deviceProof: proof })).status).toBe(429);
    expect((await attempt(other.email, FIXTURE_PASSWORD, { deviceProof: 'x'.repeat(43) })).status).toBe(429);
    expect((await attempt(other.email, FIXTURE_PASSWORD, { deviceProof: otherProof })).status).toBe(200);
  });

  it('loses the bypass after 3 wrong passwords with its proof, and a right one gives it back its allowance', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const proof = (await logInFrom(owner.email)).device_proof ?? '';
    await insertFailures({ email: owner.email, ip: testIp() }, 40, 0);

    expect((await attempt(owner.email, 'Wrong-pass1', { deviceProof: proof })).status).toBe(401);
    expect((await logInFrom(owner.email, proof)).device_proof).toBe(proof);
    // That success cleared the account's failures: the attack goes on.
    await insertFailures({ email: owner.email, ip: testIp() }, 40, 0);
    for (let i = 0; i < KNOWN_DEVICE.wrongPasswords; i++) {
      expect((await attempt(owner.email, `Wrong-pass${i}`, { deviceProof: proof })).status).toBe(401);
    }
    // Worn out: the attempt is throttled like any other.
    expect((await attempt(owner.email, FIXTURE_PASSWORD, { deviceProof: proof })).status).toBe(429);
  });

  it('of parallel wrong guesses with one proof, at most 3 pass the throttle', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const proof = (await logInFrom(owner.email)).device_proof ?? '';
    await insertFailures({ email: owner.email, ip: testIp() }, 40, 0);
    const statuses = (
      await Promise.all(
        Array.from({ length: 10 }, (_, i) => attempt(owner.email, `Guess-${i}a`, { deviceProof: proof })),
      )
    ).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(KNOWN_DEVICE.wrongPasswords);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10 - KNOWN_DEVICE.wrongPasswords);
  });
});

describe('login throttling per client address', () => {
  it('holds back any account from an address with 20 recent failures, but not from another address', async () => {
    const ip = testIp();
    for (let i = 0; i < LOGIN_THROTTLE.ip.free; i++) await insertFailures({ email: uniqueEmail('sprayed'), ip }, 1, 0);
    const { owner } = await createAgencyWithOwner(h.sql);

    const fromSprayer = await attempt(owner.email, FIXTURE_PASSWORD, { peer: ip });
    expect(fromSprayer.status).toBe(429);
    expect(errorOf(fromSprayer).code).toBe('LOGIN_THROTTLED');
    expect(retryAfterOf(fromSprayer)).toBeGreaterThan(0);

    expect((await attempt(owner.email, FIXTURE_PASSWORD, { peer: testIp() })).status).toBe(200);
  });

  it('counts the socket peer, whatever X-Forwarded-For it sends (no trusted proxy by default)', async () => {
    const email = uniqueEmail('hops');
    const peer = testIp();
    for (const forwarded of ['198.51.100.7, 10.0.0.1', '203.0.113.5', "'; drop table users; --"]) {
      const answer = await call(h.app, 'POST', '/login_check', {
        json: { username: email, password: 'Wrong-pass1' },
        peer,
        headers: { 'x-forwarded-for': forwarded },
      });
      expect(answer.status).toBe(401);
    }
    const rows = await h.sql<{ ip: string }[]>`select ip from login_failures where email = ${email} order by id`;
    expect(rows.map((row) => row.ip)).toEqual([peer, peer, peer]);
  });
});

describe('credential checks leak nothing', () => {
  it('costs an unknown e-mail about the same time as a wrong password (dummy hash)', async () => {
    const { owner } = await createAgencyWithOwner(h.sql);
    const time = async (email: string) => {
      const started = performance.now();
      expect((await attempt(email, 'Wrong-pass1', { peer: testIp() })).status).toBe(401);
      return performance.now() - started;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    // Interleaved, so that a busy moment of the machine weighs on both sides alike.
    const known: number[] = [];
    const unknown: number[] = [];
    // Four wrong passwords: the account is throttled past five.
    for (let round = 0; round < 4; round += 1) {
      known.push(await time(owner.email));
      unknown.push(await time(uniqueEmail(`x${round}`)));
    }
    // Both run one scrypt (~100 ms); without the dummy hash the unknown e-mail would answer in a few ms.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });
});
