import { AppError, type Sql } from '@portal/service-kit';
import { countRecentLoginFailures, deleteLoginFailure, insertLoginFailure, secondsUntilBelowLimit } from './repo.js';

/** Sliding window and limits of failed password checks. */
export const LOGIN_THROTTLE = { windowMinutes: 15, perAccount: 5, perIp: 20 } as const;

/** The IP used when the socket address cannot be read; it is never throttled as a bucket of its own. */
export const UNKNOWN_IP = 'unknown';

/**
 * Opens a password check for an account from an IP. The attempt is recorded *before* the check and
 * counted with the others, so that parallel guesses cannot all slip under the limit: at most
 * `perAccount` attempts of an account (and `perIp` of an IP) are in flight or failed in the window.
 * Over the limit the attempt is withdrawn (a throttled try does not extend the lock) and refused
 * with 429 LOGIN_THROTTLED, the wait in minutes and a `Retry-After` header in seconds.
 *
 * The recorded attempt stays as a failure unless the caller clears the account's failures after a
 * successful check (`clearLoginFailures`).
 */
export async function beginPasswordAttempt(sql: Sql, key: { email: string; ip: string }): Promise<void> {
  const { windowMinutes, perAccount, perIp } = LOGIN_THROTTLE;
  const ip = key.ip === UNKNOWN_IP ? null : key.ip;
  const attemptId = await insertLoginFailure(sql, key.email, key.ip, windowMinutes);
  const counts = await countRecentLoginFailures(sql, { email: key.email, ip }, windowMinutes);
  const accountOver = counts.account > perAccount;
  const ipOver = ip !== null && counts.ip > perIp;
  if (!accountOver && !ipOver) return;

  await deleteLoginFailure(sql, attemptId);
  const waits = await Promise.all([
    accountOver ? secondsUntilBelowLimit(sql, { column: 'email', value: key.email }, perAccount, windowMinutes) : 0,
    ipOver && ip ? secondsUntilBelowLimit(sql, { column: 'ip', value: ip }, perIp, windowMinutes) : 0,
  ]);
  const seconds = Math.max(1, Math.ceil(Math.max(...waits)));
  throw new AppError('LOGIN_THROTTLED', {
    params: { minutes: Math.ceil(seconds / 60) },
    details: { retryAfterSeconds: seconds },
    headers: { 'retry-after': String(seconds) },
    internal: `login throttled (${accountOver ? 'account' : 'ip'})`,
  });
}
