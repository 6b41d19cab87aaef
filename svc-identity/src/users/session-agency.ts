import type { AgencySubscription } from '@portal/contracts';
import type { Scope, Session, Tx } from '@portal/service-kit';
import { subscriptionOf } from '../agencies/agency-view.js';
import { findSubscriptionDates } from '../agencies/repo.js';

/**
 * Where `GET user` and `PUT user` read: the user's own rows (his memberships and their agencies) and
 * the agency the token acts in, which support acting as an agency is no member of.
 */
export function currentUserScope(session: Session): Scope {
  return session.agencyId
    ? { kind: 'tenant', agencyId: session.agencyId, userId: session.userId }
    : { kind: 'user', userId: session.userId };
}

/** The subscription of the agency the token acts in; null outside any agency. */
export async function sessionSubscription(tx: Tx, session: Session): Promise<AgencySubscription | null> {
  if (!session.agencyId) return null;
  const dates = await findSubscriptionDates(tx, session.agencyId);
  return dates ? subscriptionOf(dates) : null;
}
