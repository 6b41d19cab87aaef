import { holdsAllRights, type Right, type Role } from '@portal/contracts';
import type { Session } from './session-store.js';

/** The rights the session holds: every right for owner, support and admin (00 §6). */
export function sessionCan(session: Session, right: Right): boolean {
  if (session.status === 'anonymous') return false;
  const role = session.claims.role;
  if (holdsAllRights(role)) return true;
  const rights = session.status === 'authenticated' ? session.user.session.rights : session.claims.rights;
  return rights.includes(right);
}

export function sessionRole(session: Session): Role | undefined {
  return session.status === 'anonymous' ? undefined : session.claims.role;
}

export function isPlatformRole(role: Role | undefined): boolean {
  return role === 'support' || role === 'super_admin';
}
