import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt is memory-hard: N=2^15, r=8 uses 32 MiB per hash, about 100 ms on this hardware. */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 128 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash`, all base64url: the parameters travel with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password, compared against when the account does not exist (same timing). */
export const DUMMY_HASH_PASSWORD = 'dummy-password-never-matches';

let dummyHash: Promise<string> | undefined;

/** The hash an unknown account is compared against, computed once per process. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(DUMMY_HASH_PASSWORD);
  return dummyHash;
}

/**
 * Checks a password against a stored hash, or against the dummy hash when there is no account, so
 * that an unknown e-mail costs the same scrypt work as a wrong password (no enumeration by timing).
 */
export async function verifyPasswordOrDummy(password: string, stored: string | undefined): Promise<boolean> {
  if (stored === undefined) {
    await verifyPassword(password, await dummyPasswordHash());
    return false;
  }
  return verifyPassword(password, stored);
}
