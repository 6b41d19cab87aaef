import { AppError, transaction } from '@portal/service-kit';
import { hashToken } from '../auth/issue-tokens.js';
import { hashPassword } from '../auth/password.js';
import { forgetDevices } from '../auth/known-devices.js';
import { clearLoginFailures, revokeUserFamilies } from '../auth/repo.js';
import type { IdentityDeps } from '../deps.js';
import { lockUserById, setPasswordHash } from '../users/repo.js';
import { expirePendingResets, findReset, markResetUsed } from './repo.js';

/**
 * `PUT user/forgot-password/{confirmationToken}`: a valid, unused, unexpired link sets the new
 * password once. Every session of the user ends and his failed logins are forgotten (he proved he
 * owns the mailbox). The token is checked before hashing, so a wrong link costs no scrypt work.
 */
export async function resetPassword(deps: IdentityDeps, input: { token: string; password: string }): Promise<void> {
  const tokenHash = hashToken(input.token);
  const pending = await findReset(deps.sql, tokenHash, { lock: false });
  if (!pending?.usable) throw new AppError('RESET_TOKEN_INVALID');

  const passwordHash = await hashPassword(input.password);
  await transaction(deps.sql, { kind: 'user', userId: pending.userId }, async (tx) => {
    const reset = await findReset(tx, tokenHash, { lock: true });
    if (!reset?.usable) throw new AppError('RESET_TOKEN_INVALID', { internal: 'used meanwhile' });
    const user = await lockUserById(tx, reset.userId);
    if (!user || user.status !== 100) throw new AppError('RESET_TOKEN_INVALID', { internal: 'account not active' });

    await setPasswordHash(tx, user.id, passwordHash);
    await markResetUsed(tx, tokenHash);
    await expirePendingResets(tx, user.id);
    await revokeUserFamilies(tx, user.id);
    await clearLoginFailures(tx, user.email);
    await forgetDevices(tx, user.id);
  });
}
