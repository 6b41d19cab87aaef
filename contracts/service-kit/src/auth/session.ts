import {
  accessOpenAt,
  AccessClaimsSchema,
  holdsAllRights,
  isRight,
  type AccessClaims,
  type Right,
  type Role,
} from '@portal/contracts';

/** The caller as every route sees it, built from a verified access token. */
export type Session = {
  userId: string;
  email: string;
  role: Role;
  agencyId: string | null;
  customerId: string | null;
  plannable: boolean;
  rights: ReadonlySet<Right>;
  /** The support user acting as the agency, when the token is an altered one. */
  alteredBy: { userId: string; email: string } | null;
  /** Until when the agency's subscription or trial opens the app (the token's `access`). */
  accessUntil: string | null;
};

export function sessionFromClaims(claims: AccessClaims): Session {
  return {
    userId: claims.sub,
    email: claims.email,
    role: claims.role,
    agencyId: claims.agency,
    customerId: claims.customer,
    plannable: claims.plannable,
    rights: new Set(claims.rights.filter(isRight)),
    alteredBy: claims.act ? { userId: claims.act.sub, email: claims.act.email } : null,
    accessUntil: claims.access,
  };
}

export function parseClaims(payload: unknown): AccessClaims {
  return AccessClaimsSchema.parse(payload);
}

/** Owner, support and admin hold every right of the agency they act in. */
export function can(session: Session, right: Right): boolean {
  return holdsAllRights(session.role) || session.rights.has(right);
}

export function isPlatform(session: Session): boolean {
  return session.role === 'support' || session.role === 'super_admin';
}

/**
 * Whether the caller may use the agency's calls that need a subscription (00 §2.1, 02 §6): support
 * and admin always; anyone else while the token's agency access runs.
 */
export function subscriptionOpen(session: Session, now: number = Date.now()): boolean {
  if (isPlatform(session) || session.agencyId === null) return true;
  return accessOpenAt({ access: session.accessUntil }, now);
}
