import { randomBytes } from 'node:crypto';
import { RESET_PASSWORD_ROUTE } from '@portal/contracts';
import { transaction, type Sql } from '@portal/service-kit';
import { hashToken } from '../auth/issue-tokens.js';
import type { OutgoingMail } from '../mail/mailer.js';
import { invitationMail } from '../mail/templates.js';
import { insertPasswordReset } from '../password-reset/repo.js';
import { closeInvitation, findInvitationToSend, setInvitationLink, type InvitationToSend } from './repo.js';
import { passwordChosen } from './unset-password.js';

/** An invitation's password link stays valid for a week (a reset link for one hour). */
export const INVITATION_TTL_DAYS = 7;
const INVITATION_TTL_MINUTES = INVITATION_TTL_DAYS * 24 * 60;

export type PreparedInvitation =
  { kind: 'send'; userId: string; mail: OutgoingMail } | { kind: 'cancelled'; reason: string } | { kind: 'gone' };

/** Why an invitation no longer makes sense when it is about to leave, if it does not. */
function cancelReason(invitation: InvitationToSend): string | null {
  if (invitation.userStatus !== 100) return 'account disabled';
  if (invitation.agencyStatus !== 100) return 'agency not active';
  if (invitation.membershipStatus !== 100) return 'membership disabled';
  if (passwordChosen(invitation.passwordHash)) return 'password already chosen';
  return null;
}

const portalBase = (portalUrl: string) => portalUrl.replace(/\/+$/, '');

/**
 * Makes the invitation e-mail of a claimed invitation: a new password link (a reset token valid for
 * a week, only its hash stored, in the table the reset screen reads) committed before the mail
 * leaves. An invitation that no longer makes sense is cancelled instead.
 */
export async function prepareInvitation(sql: Sql, id: string, portalUrl: string): Promise<PreparedInvitation> {
  return transaction(sql, { kind: 'platform' }, async (tx): Promise<PreparedInvitation> => {
    const invitation = await findInvitationToSend(tx, id);
    if (!invitation || invitation.status !== 'pending') return { kind: 'gone' };
    const reason = cancelReason(invitation);
    if (reason) {
      await closeInvitation(tx, id, { status: 'cancelled', reason });
      return { kind: 'cancelled', reason };
    }

    const token = randomBytes(32).toString('base64url');
    const tokenHash = hashToken(token);
    await insertPasswordReset(tx, { tokenHash, userId: invitation.userId, ttlMinutes: INVITATION_TTL_MINUTES });
    await setInvitationLink(tx, id, { tokenHash, ttlMinutes: INVITATION_TTL_MINUTES });
    const mail = invitationMail({
      to: invitation.email,
      firstName: invitation.firstName,
      agencyName: invitation.agencyName,
      customerName: invitation.membershipKind === 'customer' ? invitation.customerName : null,
      link: `${portalBase(portalUrl)}/#/${RESET_PASSWORD_ROUTE}/${token}`,
      validDays: INVITATION_TTL_DAYS,
      portalUrl: `${portalBase(portalUrl)}/`,
    });
    return { kind: 'send', userId: invitation.userId, mail };
  });
}
