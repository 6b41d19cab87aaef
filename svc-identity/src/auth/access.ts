import {
  accessUntilOf,
  deriveAgencyRole,
  rightsFromMap,
  type AccessClaims,
  type PlatformRole,
  type Right,
  type Role,
} from '@portal/contracts';
import { AppError, type Tx } from '@portal/service-kit';

export type UserRow = {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phones: string[];
  platformRole: PlatformRole | null;
  pagesConfig: Record<string, unknown>;
  status: number;
};

export type MembershipAccess = {
  agencyId: string;
  agencyName: string;
  isManager: boolean;
  kind: 'staff' | 'customer';
  customerId: string | null;
  customerName: string | null;
  plannable: boolean;
  hasAgentInfo: boolean;
  licenceStatus: 100 | 200;
  rights: Record<string, boolean>;
  invoiceRecipient: boolean;
  /** Until when the agency's subscription or trial opens the app (the token's `access`). */
  accessUntil: string | null;
};

/** Every active membership of a user, with the agency's name and whether he manages it. */
export async function membershipsOf(tx: Tx, userId: string): Promise<MembershipAccess[]> {
  const rows = await tx<(Omit<MembershipAccess, 'accessUntil'> & AgencyAccessDates)[]>`
    select m.agency_id, a.name as agency_name, (a.manager_user_id = m.user_id) as is_manager, m.kind,
           m.customer_id, m.customer_name, m.plannable, m.has_agent_info, m.licence_status, m.rights,
           m.invoice_recipient, a.trial_ends_at, a.subscription_valid_until, a.locked
      from memberships m join agencies a on a.id = m.agency_id
     where m.user_id = ${userId} and m.status = 100 and a.status = 100
     order by a.name`;
  return rows.map(({ trialEndsAt, subscriptionValidUntil, locked, ...membership }) => ({
    ...membership,
    accessUntil: accessUntilOf({ trialEndsAt, validUntil: subscriptionValidUntil, locked }),
  }));
}

type AgencyAccessDates = { trialEndsAt: Date | null; subscriptionValidUntil: Date | null; locked: boolean };

export function accessClaimsOfMembership(
  user: Pick<UserRow, 'id' | 'email'>,
  membership: MembershipAccess,
): AccessClaims {
  const role: Role = deriveAgencyRole(membership);
  const rights: Right[] = role === 'owner' ? [] : rightsFromMap(membership.rights);
  return {
    sub: user.id,
    email: user.email,
    role,
    agency: membership.agencyId,
    customer: membership.customerId,
    rights,
    plannable: membership.plannable,
    act: null,
    access: membership.accessUntil,
  };
}

/**
 * The claims a user logs in with: a platform user acts outside any agency; anyone else acts in the
 * requested agency or, by default, the first of his memberships.
 */
export async function resolveAccess(tx: Tx, user: UserRow, agencyId?: string | null): Promise<AccessClaims> {
  if (user.platformRole && !agencyId) {
    return {
      sub: user.id,
      email: user.email,
      role: user.platformRole,
      agency: null,
      customer: null,
      rights: [],
      plannable: false,
      act: null,
      access: null,
    };
  }
  const memberships = await membershipsOf(tx, user.id);
  const membership = agencyId ? memberships.find((m) => m.agencyId === agencyId) : memberships[0];
  if (!membership) throw new AppError(agencyId ? 'AGENCY_NOT_FOUND' : 'NO_AGENCY_ACCESS');
  return accessClaimsOfMembership(user, membership);
}

/** The claims of a support user acting as an agency: every right, and the support user named. */
export function alteredClaims(support: Pick<UserRow, 'id' | 'email' | 'platformRole'>, agencyId: string): AccessClaims {
  return {
    sub: support.id,
    email: support.email,
    role: support.platformRole ?? 'support',
    agency: agencyId,
    customer: null,
    rights: [],
    plannable: false,
    act: { sub: support.id, email: support.email },
    // Support is exempt from the subscription gate (02 §6): the portal reads the agency's own state.
    access: null,
  };
}
