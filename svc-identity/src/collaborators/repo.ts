import { DEFAULT_AGENT_RIGHTS, uuidv7 } from '@portal/contracts';
import type { Tx } from '@portal/service-kit';
import { rightsMap } from '../invitations/memberships.js';

export type StaffAccess = {
  collaboratorId: string;
  plannable: boolean;
  licenceStatus: 100 | 200;
};

/**
 * The staff membership of a new collaborator: agent information, the default agent rights when he is
 * plannable (none otherwise, the agency grants them). Null when the user already has a membership in
 * the agency (written meanwhile by another transaction).
 */
export async function insertStaffMembership(
  tx: Tx,
  membership: StaffAccess & { agencyId: string; userId: string },
): Promise<string | null> {
  const rights = membership.plannable ? rightsMap(DEFAULT_AGENT_RIGHTS) : {};
  const [row] = await tx<{ id: string }[]>`
    insert into memberships (id, agency_id, user_id, kind, plannable, has_agent_info, licence_status, rights,
                             collaborator_id)
    values (${uuidv7()}, ${membership.agencyId}, ${membership.userId}, 'staff', ${membership.plannable}, true,
            ${membership.licenceStatus}, ${tx.json(rights)}, ${membership.collaboratorId})
    on conflict (user_id, agency_id) do nothing
    returning id`;
  return row?.id ?? null;
}

/** Follows the collaborator on his membership: plannable, licence, and whether he may log in. */
export async function updateStaffMembership(
  tx: Tx,
  id: string,
  access: StaffAccess & { status: 100 | 200 | 300 },
): Promise<void> {
  await tx`update memberships
              set collaborator_id = ${access.collaboratorId}, plannable = ${access.plannable},
                  has_agent_info = true, licence_status = ${access.licenceStatus}, status = ${access.status}
            where id = ${id}`;
}
