import { useSyncExternalStore } from 'react';
import type { CurrentUser, Right } from '@portal/contracts';
import { sessionCan } from './rights.js';
import { sessionStore, type Session } from './session-store.js';

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

/** Whether the user may do this (the service checks again; this hides what would be refused). */
export function useCan(right: Right): boolean {
  return sessionCan(useSession(), right);
}

/** The user once `GET user` has answered (screens inside the portal are only shown then). */
export function useCurrentUser(): CurrentUser {
  const session = useSession();
  if (session.status !== 'authenticated') throw new Error('useCurrentUser outside an authenticated session');
  return session.user;
}

/** The customer the session's user belongs to (customer users; null for anyone else). */
export function useCustomerId(): string | null {
  const session = useSession();
  return session.status === 'anonymous' ? null : session.claims.customer;
}

/** The agency the session acts in; screens of an agency are only routed when there is one. */
export function useAgencyId(): string {
  const session = useSession();
  const agencyId = session.status === 'anonymous' ? null : session.claims.agency;
  if (!agencyId) throw new Error('useAgencyId outside an agency');
  return agencyId;
}
