import type { CollaboratorAccountStatus, CollaboratorPayload, EventEnvelope } from '@portal/contracts';
import type { Logger, Tx } from '@portal/service-kit';
import { accountByEmail, ensureAccount, loginEmail, type Account } from '../invitations/accounts.js';
import { isLatestAnnouncement } from '../invitations/announced-order.js';
import {
  agencyExists,
  membershipOfSource,
  membershipOfUser,
  type FollowedMembership,
} from '../invitations/memberships.js';
import { recordInvitation } from '../invitations/repo.js';
import { insertStaffMembership, updateStaffMembership } from './repo.js';

export type CollaboratorOutcome = 'invited' | 'added' | 'updated' | 'ignored' | 'stale' | 'conflict';

/** 100 with licence and 200 without may log in; 300 archived and 400 deleted may not. */
const mayLogIn = (status: CollaboratorAccountStatus) => status === 100 || status === 200;

/**
 * The membership standing for the collaborator: the one named by his id, else the one his e-mail's
 * account holds in the agency (made by the seed, or before his id was known). `account` is ensured
 * (created if need be) only for a collaborator who may log in.
 */
async function findMembership(
  tx: Tx,
  payload: CollaboratorPayload,
  email: string,
  status: CollaboratorAccountStatus,
): Promise<{ membership: FollowedMembership | undefined; account: Account | undefined }> {
  const named = await membershipOfSource(tx, payload.agencyId, { collaboratorId: payload.collaboratorId });
  if (named) return { membership: named, account: undefined };
  const person = { id: payload.collaboratorId, ...payload };
  const account = mayLogIn(status) ? await ensureAccount(tx, person, email) : await accountByEmail(tx, email);
  const membership = account && (await membershipOfUser(tx, payload.agencyId, account.userId));
  return { membership, account };
}

/**
 * Gives a collaborator of operations his login account and staff membership, or follows them
 * (DOMAIN-MAP). A new membership of an account whose owner never chose a password records an
 * invitation, sent after commit; an existing one (e.g. re-announced by the demo seeds) is only
 * brought to the announced plannable, licence and status. The agency manager's access is never
 * withdrawn by an event.
 */
export async function followCollaborator(
  tx: Tx,
  event: EventEnvelope<CollaboratorPayload>,
  status: CollaboratorAccountStatus,
  logger: Logger,
): Promise<CollaboratorOutcome> {
  const { payload } = event;
  const context = { eventId: event.id, agencyId: payload.agencyId, collaboratorId: payload.collaboratorId };
  if (!(await agencyExists(tx, payload.agencyId))) {
    logger.warn(context, 'collaborator of an unknown agency ignored');
    return 'ignored';
  }
  if (!(await isLatestAnnouncement(tx, payload.agencyId, payload.collaboratorId, event.occurredAt))) return 'stale';
  const email = loginEmail(payload.email);
  if (!email) {
    logger.warn(context, 'collaborator without a valid e-mail: no login account');
    return 'ignored';
  }

  const access = {
    collaboratorId: payload.collaboratorId,
    plannable: payload.plannable,
    licenceStatus: status === 100 ? (100 as const) : (200 as const),
  };
  const { membership, account } = await findMembership(tx, payload, email, status);
  if (!membership) {
    if (!account || !mayLogIn(status)) return 'ignored';
    const membershipId = await insertStaffMembership(tx, {
      ...access,
      agencyId: payload.agencyId,
      userId: account.userId,
    });
    if (!membershipId) throw new Error('membership written meanwhile: the event will be retried');
    if (!account.invitable) return 'added';
    await recordInvitation(tx, { agencyId: payload.agencyId, userId: account.userId, membershipId });
    return 'invited';
  }
  if (membership.kind !== 'staff') {
    logger.warn({ ...context, userId: membership.userId }, 'collaborator is a customer user of the agency: left as is');
    return 'conflict';
  }
  const membershipStatus = membership.isManager ? membership.status : mayLogIn(status) ? 100 : 300;
  await updateStaffMembership(tx, membership.id, { ...access, status: membershipStatus });
  return 'updated';
}
