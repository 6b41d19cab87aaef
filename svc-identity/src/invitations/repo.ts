import { uuidv7 } from '@portal/contracts';
import type { Tx } from '@portal/service-kit';

/** The LISTEN/NOTIFY channel the invitation dispatcher wakes on. */
export const INVITATIONS_CHANNEL = 'invitations';

/** How long a dispatcher owns the invitations it claimed; after that another one may send them. */
export const INVITATION_LEASE = '2 minutes';

/**
 * Records an invitation to send, in the caller's transaction: it is sent if and only if the
 * membership it invites to commits. The notification is delivered at commit and wakes the dispatcher.
 */
export async function recordInvitation(
  tx: Tx,
  invitation: { agencyId: string; userId: string; membershipId: string },
): Promise<string> {
  const id = uuidv7();
  await tx`insert into invitations (id, agency_id, user_id, membership_id)
           values (${id}, ${invitation.agencyId}, ${invitation.userId}, ${invitation.membershipId})`;
  await tx`select pg_notify(${INVITATIONS_CHANNEL}, '')`;
  return id;
}

export type ClaimedInvitation = { id: string; attempts: number };

/**
 * Claims up to `limit` pending invitations that are due, oldest first, skipping those another
 * dispatcher holds: each is leased (its next attempt moved past the lease) and counted as an attempt.
 * Runs in the platform scope (a transaction of its own).
 */
export async function claimDueInvitations(tx: Tx, limit: number): Promise<ClaimedInvitation[]> {
  return tx<ClaimedInvitation[]>`
    update invitations
       set next_attempt_at = now() + ${INVITATION_LEASE}::interval, attempts = attempts + 1
     where id in (select id from invitations
                   where status = 'pending' and next_attempt_at <= now()
                   order by created_at
                   limit ${limit}
                     for update skip locked)
    returning id, attempts`;
}

/** What the invitation e-mail is made of, read when it is about to leave. */
export type InvitationToSend = {
  id: string;
  userId: string;
  email: string;
  firstName: string;
  userStatus: number;
  passwordHash: string;
  agencyName: string;
  agencyStatus: number;
  membershipKind: 'staff' | 'customer';
  customerName: string | null;
  membershipStatus: number;
  status: string;
};

export async function findInvitationToSend(tx: Tx, id: string): Promise<InvitationToSend | undefined> {
  const [row] = await tx<InvitationToSend[]>`
    select i.id, i.user_id, u.email, u.first_name, u.status as user_status, u.password_hash,
           a.name as agency_name, a.status as agency_status, m.kind as membership_kind, m.customer_name,
           m.status as membership_status, i.status
      from invitations i
      join users u on u.id = i.user_id
      join agencies a on a.id = i.agency_id
      join memberships m on m.id = i.membership_id
     where i.id = ${id}
       for update of i`;
  return row;
}

/** The password link mailed with the invitation (only its hash is kept). */
export async function setInvitationLink(
  tx: Tx,
  id: string,
  link: { tokenHash: string; ttlMinutes: number },
): Promise<void> {
  await tx`update invitations
              set token_hash = ${link.tokenHash},
                  expires_at = now() + ${`${link.ttlMinutes} minutes`}::interval
            where id = ${id}`;
}

/** Ends an invitation without sending it (sent, or no longer to send: `reason` says why). */
export async function closeInvitation(
  tx: Tx,
  id: string,
  outcome: { status: 'sent' } | { status: 'cancelled' | 'failed'; reason: string },
): Promise<void> {
  if (outcome.status === 'sent') {
    await tx`update invitations set status = 'sent', sent_at = now(), last_error = null where id = ${id}`;
  } else {
    await tx`update invitations set status = ${outcome.status}, last_error = ${outcome.reason} where id = ${id}`;
  }
}

/** Gives a failed invitation back for another attempt after `delayMs`. */
export async function rescheduleInvitation(tx: Tx, id: string, delayMs: number, error: string): Promise<void> {
  await tx`update invitations
              set next_attempt_at = now() + ${`${delayMs} milliseconds`}::interval, last_error = ${error}
            where id = ${id}`;
}
