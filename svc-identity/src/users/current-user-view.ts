import {
  ALL_RIGHTS,
  deriveAgencyRole,
  holdsAllRights,
  rightsFromMap,
  type AgencySubscription,
  type CurrentUser,
  type PagesConfig,
  type Right,
  type Role,
  type User,
  type UserCompany,
} from '@portal/contracts';
import type { Session } from '@portal/service-kit';
import type { MembershipAccess, UserRow } from '../auth/access.js';

/** The user as the API shows him: never the password hash nor the status. */
export function userView(user: UserRow): User {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phones: user.phones,
    platformRole: user.platformRole,
    pagesConfig: user.pagesConfig as PagesConfig,
  };
}

/** Rights a role holds in an agency: the whole catalogue for owner, support and admin. */
function effectiveRights(role: Role, agencyId: string | null, rights: Iterable<Right>): Right[] {
  if (agencyId && holdsAllRights(role)) return [...ALL_RIGHTS];
  return [...rights];
}

export function userCompanyView(membership: MembershipAccess): UserCompany {
  const role = deriveAgencyRole(membership);
  return {
    agency: { id: membership.agencyId, name: membership.agencyName },
    customer: membership.customerId ? { id: membership.customerId, name: membership.customerName ?? '' } : null,
    role,
    rights: effectiveRights(role, membership.agencyId, rightsFromMap(membership.rights)),
    plannable: membership.plannable,
    hasAgentInfo: membership.hasAgentInfo,
    licenceStatus: membership.licenceStatus,
    invoiceRecipient: membership.invoiceRecipient,
  };
}

/**
 * `GET user`: the user, his memberships, and what the presented token acts as, with the subscription
 * of the agency it acts in (null outside one).
 */
export function currentUserView(
  user: UserRow,
  memberships: MembershipAccess[],
  session: Session,
  subscription: AgencySubscription | null,
): CurrentUser {
  return {
    user: userView(user),
    userCompanies: memberships.map(userCompanyView),
    session: {
      agencyId: session.agencyId,
      role: session.role,
      rights: effectiveRights(session.role, session.agencyId, session.rights),
      alteredBy: session.alteredBy ? { id: session.alteredBy.userId, email: session.alteredBy.email } : null,
      subscription,
    },
  };
}
