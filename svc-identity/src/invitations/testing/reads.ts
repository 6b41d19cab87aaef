import { transaction, type Sql } from '@portal/service-kit';
import type { CapturedMail } from '../../testing/smtp-capture.js';
import { waitForMail, type ReadMail } from '../../testing/mail-reading.js';

/** The link of an invitation e-mail to the shell's reset screen, and its token. */
export const INVITATION_LINK = /http:\/\/portal\.test\/#\/reset-password\/([A-Za-z0-9_-]{43})/;

/** Waits for the `nth` invitation e-mail to `to` and returns it with the token of its password link. */
export async function invitationTo(
  mails: CapturedMail[],
  to: string,
  nth = 1,
): Promise<{ mail: ReadMail; token: string }> {
  const mail = await waitForMail(mails, to, nth);
  const token = INVITATION_LINK.exec(mail.text)?.[1];
  if (!token) throw new Error(`no password link in ${mail.text}`);
  return { mail, token };
}

export type MembershipRead = {
  id: string;
  userId: string;
  kind: 'staff' | 'customer';
  customerId: string | null;
  customerName: string | null;
  plannable: boolean;
  hasAgentInfo: boolean;
  licenceStatus: number;
  rights: Record<string, boolean>;
  invoiceRecipient: boolean;
  status: number;
  collaboratorId: string | null;
  contactId: string | null;
};

/** The memberships of an agency (one user's when given), read in the platform scope. */
export function membershipsOf(sql: Sql, agencyId: string, userId?: string): Promise<MembershipRead[]> {
  return transaction(
    sql,
    { kind: 'platform' },
    (tx) => tx<MembershipRead[]>`
      select id, user_id, kind, customer_id, customer_name, plannable, has_agent_info, licence_status, rights,
             invoice_recipient, status, collaborator_id, contact_id
        from memberships
       where agency_id = ${agencyId} and (${userId ?? null}::uuid is null or user_id = ${userId ?? null})
       order by created_at, id`,
  );
}

export type InvitationRead = { id: string; userId: string; agencyId: string; status: string; tokenHash: string | null };

/** The invitations recorded for a user, oldest first. */
export function invitationsOf(sql: Sql, userId: string): Promise<InvitationRead[]> {
  return transaction(
    sql,
    { kind: 'platform' },
    (tx) => tx<InvitationRead[]>`
      select id, user_id, agency_id, status, token_hash from invitations where user_id = ${userId}
       order by created_at, id`,
  );
}

/** The user holding an e-mail, if any. */
export async function userByEmail(
  sql: Sql,
  email: string,
): Promise<{ id: string; email: string; firstName: string; lastName: string; status: number } | undefined> {
  const [row] = await sql<{ id: string; email: string; firstName: string; lastName: string; status: number }[]>`
    select id, email, first_name, last_name, status from users where lower(email) = lower(${email})`;
  return row;
}
