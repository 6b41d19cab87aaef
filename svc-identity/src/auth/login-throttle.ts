import { AppError, UNKNOWN_IP, type Sql } from '@portal/service-kit';
import { claimKnownDevice } from './known-devices.js';
import { deleteLoginFailure, insertLoginFailure, recentFailuresBefore } from './repo.js';

/** One key of the throttle: failures allowed freely, then waits of 1, 2, 4… seconds up to the cap. */
export type ThrottleRule = { free: number; maxDelaySeconds: number };

/**
 * Failed password checks are counted over the last hour, per account and per client address. Past
 * its free failures a key waits after its latest failure, twice longer at each new one, up to five
 * minutes for an account (its owner is never walled out for long) and fifteen for an address.
 */
export const LOGIN_THROTTLE = {
  windowMinutes: 60,
  account: { free: 5, maxDelaySeconds: 5 * 60 },
  ip: { free: 20, maxDelaySeconds: 15 * 60 },
} as const satisfies { windowMinutes: number; account: ThrottleRule; ip: ThrottleRule };

/** Seconds a key must wait after its latest failure when `failures` are counted. */
export function delayAfter(failures: number, rule: ThrottleRule): number {
  if (failures < rule.free) return 0;
  return Math.min(2 ** (failures - rule.free), rule.maxDelaySeconds);
}

/** 'une seconde', '45 secondes', '5 minutes': the wait as the message says it. */
export function frenchDelay(seconds: number): string {
  if (seconds < 60) return seconds <= 1 ? 'une seconde' : `${seconds} secondes`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'une minute' : `${minutes} minutes`;
}

/**
 * Opens a password check for an account from a client address. A device that logged in to the
 * account before (its proof, see known-devices.ts) passes at once. Otherwise the attempt is
 * recorded *before* the check and weighed against the failures recorded before it, so that
 * parallel guesses cannot slip through together; a throttled attempt is withdrawn (it does not
 * lengthen the wait) and refused with 429 LOGIN_THROTTLED, the wait and a `Retry-After` header.
 *
 * The recorded attempt stays as a failure unless the caller clears the account's failures after a
 * successful check (`clearLoginFailures`). The unknown address is never a bucket of its own.
 */
export async function beginPasswordAttempt(
  sql: Sql,
  key: { email: string; ip: string; deviceProof?: string | undefined },
): Promise<void> {
  if (key.deviceProof && (await claimKnownDevice(sql, key.email, key.deviceProof))) return;

  const { windowMinutes, account, ip: perIp } = LOGIN_THROTTLE;
  const ip = key.ip === UNKNOWN_IP ? null : key.ip;
  const attemptId = await insertLoginFailure(sql, key.email, key.ip, windowMinutes);
  const before = await recentFailuresBefore(sql, attemptId, { email: key.email, ip }, windowMinutes);
  const accountWait = delayAfter(before.account.count, account) - before.account.secondsSinceLatest;
  const ipWait = ip === null ? 0 : delayAfter(before.ip.count, perIp) - before.ip.secondsSinceLatest;
  if (accountWait <= 0 && ipWait <= 0) return;

  await deleteLoginFailure(sql, attemptId);
  const seconds = Math.max(1, Math.ceil(Math.max(accountWait, ipWait)));
  throw new AppError('LOGIN_THROTTLED', {
    params: { delay: frenchDelay(seconds) },
    details: { retryAfterSeconds: seconds },
    headers: { 'retry-after': String(seconds) },
    internal: `login throttled (${accountWait > 0 ? 'account' : 'ip'}, ${seconds} s)`,
  });
}
