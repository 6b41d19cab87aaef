import { randomBytes } from 'node:crypto';
import { PASSWORD_RESET_TTL_MINUTES, RESET_PASSWORD_ROUTE } from '@portal/contracts';
import { transaction } from '@portal/service-kit';
import { hashToken } from '../auth/issue-tokens.js';
import type { IdentityDeps } from '../deps.js';
import { passwordResetMail } from '../mail/templates.js';
import { findUserByEmail, lockUserById } from '../users/repo.js';
import { countResetsSince, expirePendingResets, insertPasswordReset } from './repo.js';

/** At most this many reset e-mails per account and per hour (no mail bombing through the form). */
export const RESET_REQUESTS_PER_HOUR = 3;

/**
 * `POST user/forgot-password`: for an active account, replaces any pending link by a new one (only
 * its sha256 is stored) and mails it. The caller learns nothing: the answer is the same whether the
 * account exists, is disabled or has reached its hourly limit, and the mail leaves after the answer
 * (an SMTP delay or failure is logged, never shown), so timing does not tell either.
 */
export async function requestPasswordReset(deps: IdentityDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.sql, email);
  if (!user || user.status !== 100) return;

  const token = randomBytes(32).toString('base64url');
  const created = await transaction(deps.sql, { kind: 'user', userId: user.id }, async (tx) => {
    await lockUserById(tx, user.id); // concurrent requests of one account count one after another
    if ((await countResetsSince(tx, user.id, 60)) >= RESET_REQUESTS_PER_HOUR) return false;
    await expirePendingResets(tx, user.id);
    await insertPasswordReset(tx, {
      tokenHash: hashToken(token),
      userId: user.id,
      ttlMinutes: PASSWORD_RESET_TTL_MINUTES,
    });
    return true;
  });
  if (!created) {
    deps.logger.warn({ userId: user.id }, 'password reset requests over the hourly limit: no e-mail sent');
    return;
  }

  const link = `${deps.config.portalUrl.replace(/\/+$/, '')}/#/${RESET_PASSWORD_ROUTE}/${token}`;
  const mail = passwordResetMail({
    to: user.email,
    firstName: user.firstName,
    link,
    validMinutes: PASSWORD_RESET_TTL_MINUTES,
  });
  void deps.mailer.send(mail).catch((error: unknown) => {
    deps.logger.error({ err: error, userId: user.id }, 'password reset e-mail not sent');
  });
}
