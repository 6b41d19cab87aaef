import { isDeepStrictEqual } from 'node:util';
import { fr, type CurrentUser, type UpdateUser } from '@portal/contracts';
import { AppError, transaction, type Session } from '@portal/service-kit';
import { membershipsOf } from '../auth/access.js';
import { beginPasswordAttempt } from '../auth/login-throttle.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { clearLoginFailures, revokeUserFamilies } from '../auth/repo.js';
import type { IdentityDeps } from '../deps.js';
import { currentUserView } from './current-user-view.js';
import { findUserById, lockUserById, updateUserProfile } from './repo.js';
import { currentUserScope, sessionSubscription } from './session-agency.js';

/** Page keys a user may keep saved presets for (the screens of the portal, with room to spare). */
export const MAX_PAGE_CONFIGS = 200;

/**
 * `PUT user`: a user changes his names, phones, saved page configurations (merged by page key) or
 * password. A new password needs the current one (checks throttled like logins) and ends every
 * other session of the user; the caller's own session (`sessionId`) stays.
 */
export async function updateCurrentUser(
  deps: IdentityDeps,
  session: Session,
  input: UpdateUser,
  context: { ip: string; sessionId: string | null },
): Promise<CurrentUser> {
  const { currentPassword: _current, newPassword, ...profile } = input;
  if (Object.keys(profile).length === 0 && !newPassword) throw new AppError('NO_CHANGE');

  const before = await findUserById(deps.sql, session.userId);
  if (!before) throw new AppError('USER_NOT_FOUND');
  if (before.status !== 100) throw new AppError('ACCOUNT_DISABLED');

  let newPasswordHash: string | null = null;
  if (newPassword) {
    await beginPasswordAttempt(deps.sql, { email: before.email, ip: context.ip });
    if (!(await verifyPassword(input.currentPassword ?? '', before.passwordHash))) {
      // Named on its field, so that the profile form shows it under "Mot de passe actuel".
      throw new AppError('CURRENT_PASSWORD_INVALID', {
        details: { issues: [{ path: 'currentPassword', message: fr.CURRENT_PASSWORD_INVALID }] },
      });
    }
    await clearLoginFailures(deps.sql, before.email);
    newPasswordHash = await hashPassword(newPassword);
  }

  return transaction(deps.sql, currentUserScope(session), async (tx) => {
    const user = await lockUserById(tx, session.userId);
    if (!user) throw new AppError('USER_NOT_FOUND');
    if (newPasswordHash && user.passwordHash !== before.passwordHash) {
      throw new AppError('CONFLICT', { internal: 'password changed meanwhile' });
    }

    const current = {
      firstName: user.firstName,
      lastName: user.lastName,
      phones: user.phones,
      pagesConfig: user.pagesConfig,
    };
    const next = {
      firstName: profile.firstName ?? user.firstName,
      lastName: profile.lastName ?? user.lastName,
      phones: profile.phones ?? user.phones,
      pagesConfig: profile.pagesConfig ? { ...user.pagesConfig, ...profile.pagesConfig } : user.pagesConfig,
    };
    if (!newPasswordHash && isDeepStrictEqual(current, next)) throw new AppError('NO_CHANGE');
    if (Object.keys(next.pagesConfig).length > MAX_PAGE_CONFIGS) {
      throw new AppError('VALIDATION_FAILED', {
        details: { issues: [{ path: 'pagesConfig', message: `Maximum ${MAX_PAGE_CONFIGS} pages` }] },
      });
    }

    const updated = await updateUserProfile(tx, user.id, {
      ...next,
      passwordHash: newPasswordHash ?? user.passwordHash,
    });
    if (newPasswordHash) await revokeUserFamilies(tx, user.id, context.sessionId);
    return currentUserView(updated, await membershipsOf(tx, user.id), session, await sessionSubscription(tx, session));
  });
}
