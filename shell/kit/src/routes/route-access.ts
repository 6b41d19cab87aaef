import type { Right } from '@portal/contracts';
import { isPlatformRole, sessionCan } from '../session/rights.js';
import type { Session } from '../session/session-store.js';
import type { RouteAccess } from './remote-route.js';

export type AccessVerdict =
  | { allowed: true }
  | { allowed: false; reason: 'login' | 'role' | 'agency' | 'subscription' }
  | { allowed: false; reason: 'right'; right: Right };

/**
 * Route guard of spec 00 §2.1: logged in, the role, an agency to act in, a valid subscription
 * (admin and support exempt), then the right.
 */
export function routeAccess(access: RouteAccess, session: Session): AccessVerdict {
  if (session.status !== 'authenticated') return { allowed: false, reason: 'login' };
  const role = session.claims.role;
  if (access.roles && !access.roles.includes(role)) return { allowed: false, reason: 'role' };
  if (access.agency !== false && !session.claims.agency) return { allowed: false, reason: 'agency' };
  if (!access.withoutSubscription && !hasValidSubscription(session)) return { allowed: false, reason: 'subscription' };
  if (access.right && !sessionCan(session, access.right))
    return { allowed: false, reason: 'right', right: access.right };
  return { allowed: true };
}

/** Admin and support are exempt; others need the agency's subscription or free trial to be valid. */
export function hasValidSubscription(session: Session): boolean {
  if (session.status !== 'authenticated') return false;
  if (isPlatformRole(session.claims.role)) return true;
  return session.user.session.subscription?.accessGranted === true;
}
