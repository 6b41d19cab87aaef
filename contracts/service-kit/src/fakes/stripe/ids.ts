import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` unguessable letters and digits (crypto random, no modulo bias). */
export function randomToken(length = 24): string {
  let token = '';
  for (let i = 0; i < length; i += 1) token += ALPHABET[randomInt(ALPHABET.length)];
  return token;
}

export type IdPrefix = 'cus' | 'pi' | 'pm' | 'seti' | 'ch' | 're' | 'evt' | 'req' | 'mandate' | 'src';

/** An id as Stripe shapes them: `pi_` and 24 random characters. */
export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomToken(prefix === 'req' ? 14 : 24)}`;
}

/** `${id}_secret_${random}`, what the browser presents to act on one intent. */
export function newClientSecret(intentId: string): string {
  return `${intentId}_secret_${randomToken(25)}`;
}

/** Stripe's timestamps: Unix seconds. */
export function unixNow(): number {
  return Math.floor(Date.now() / 1000);
}
