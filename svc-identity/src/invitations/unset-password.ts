import { randomBytes } from 'node:crypto';

/** Marks the salt of a hash no password was ever chosen for (never produced by hashPassword's random salt). */
const UNSET_SALT_PREFIX = 'unset-';

/**
 * The password hash of an account created by an invitation: the scrypt format with the parameters
 * of `hashPassword` and a random key, so that no password ever matches it and a login attempt costs
 * the same scrypt work as for any account (timing does not tell an invited account). Its salt is
 * marked, so that identity knows the person has not chosen a password yet.
 */
export function unsetPasswordHash(): string {
  const salt = `${UNSET_SALT_PREFIX}${randomBytes(16).toString('base64url')}`;
  return ['scrypt', 2 ** 15, 8, 1, salt, randomBytes(64).toString('base64url')].join('$');
}

/** Whether the account's owner has chosen a password (through an invitation or a reset link). */
export function passwordChosen(passwordHash: string): boolean {
  return !(passwordHash.split('$')[4] ?? '').startsWith(UNSET_SALT_PREFIX);
}
