import { withDependencies, type Right } from '@portal/contracts';
import type { Tx } from '@portal/service-kit';

/** A right set as memberships store it: each right, with its dependencies, mapped to true. */
export const rightsMap = (rights: Iterable<Right>): Record<string, boolean> =>
  Object.fromEntries(withDependencies(rights).map((right) => [right, true]));

/** A membership as the followers of other services' people read it. */
export type FollowedMembership = {
  id: string;
  userId: string;
  kind: 'staff' | 'customer';
  customerId: string | null;
  status: 100 | 200 | 300;
  /** The agency's manager: his access is never changed by another service's event. */
  isManager: boolean;
};

const columns = (tx: Tx) => tx`
  m.id, m.user_id, m.kind, m.customer_id, m.status, coalesce(a.manager_user_id = m.user_id, false) as is_manager`;

/** The user's membership in the agency, whatever its state. */
export async function membershipOfUser(
  tx: Tx,
  agencyId: string,
  userId: string,
): Promise<FollowedMembership | undefined> {
  const [row] = await tx<FollowedMembership[]>`
    select ${columns(tx)} from memberships m join agencies a on a.id = m.agency_id
     where m.agency_id = ${agencyId} and m.user_id = ${userId}`;
  return row;
}

/** The membership that stands for a collaborator or a customer contact of the agency. */
export async function membershipOfSource(
  tx: Tx,
  agencyId: string,
  source: { collaboratorId: string } | { contactId: string },
): Promise<FollowedMembership | undefined> {
  const [row] = await tx<FollowedMembership[]>`
    select ${columns(tx)} from memberships m join agencies a on a.id = m.agency_id
     where m.agency_id = ${agencyId}
       and ${'collaboratorId' in source ? tx`m.collaborator_id = ${source.collaboratorId}` : tx`m.contact_id = ${source.contactId}`}`;
  return row;
}

/** Whether identity knows the agency (an event of an unknown agency is logged and skipped). */
export async function agencyExists(tx: Tx, agencyId: string): Promise<boolean> {
  const rows = await tx`select 1 from agencies where id = ${agencyId}`;
  return rows.length > 0;
}
