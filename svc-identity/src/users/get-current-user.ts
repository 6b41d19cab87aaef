import type { CurrentUser } from '@portal/contracts';
import { AppError, transaction, type Session } from '@portal/service-kit';
import { membershipsOf } from '../auth/access.js';
import type { IdentityDeps } from '../deps.js';
import { currentUserView } from './current-user-view.js';
import { findUserById } from './repo.js';
import { currentUserScope, sessionSubscription } from './session-agency.js';

/**
 * `GET user`: read in the user's own scope (his memberships and their agencies), plus the agency the
 * token acts in, whose subscription it answers: support acting as an agency is no member of it.
 */
export async function getCurrentUser(deps: IdentityDeps, session: Session): Promise<CurrentUser> {
  return transaction(deps.sql, currentUserScope(session), async (tx) => {
    const user = await findUserById(tx, session.userId);
    if (!user) throw new AppError('USER_NOT_FOUND');
    if (user.status !== 100) throw new AppError('ACCOUNT_DISABLED');
    return currentUserView(user, await membershipsOf(tx, user.id), session, await sessionSubscription(tx, session));
  });
}
