import type { TokenResponse } from '@portal/contracts';
import { AppError, createEvent, enqueueEvent, transaction, type Session } from '@portal/service-kit';
import { alteredClaims } from '../auth/access.js';
import { issueTokens } from '../auth/issue-tokens.js';
import { findAgency } from '../agencies/repo.js';
import { SERVICE_NAME, type IdentityDeps } from '../deps.js';
import { findUserById } from '../users/repo.js';

/**
 * `POST /admin/agencies/{id}/alter`: support acts as the agency. The tokens carry the agency and
 * name the support user (the refresh token keeps both), the audit log of the agency gets an ALTER
 * line, and identity.agency.altered is announced, all in one transaction.
 */
export async function alterAgency(
  deps: Pick<IdentityDeps, 'sql' | 'keys'>,
  session: Session,
  agencyId: string,
  request: { clientIp: string; correlationId?: string | undefined },
): Promise<TokenResponse> {
  return transaction(
    deps.sql,
    { kind: 'tenant', agencyId, userId: session.userId },
    async (tx) => {
      // Only an active agency: the refresh of an altered session requires it too.
      const agency = await findAgency(tx, agencyId);
      if (!agency || agency.status !== 100) throw new AppError('AGENCY_NOT_FOUND');
      // The token may be minutes old: the account must still be an active platform account.
      const support = await findUserById(tx, session.userId);
      if (!support || support.status !== 100 || !support.platformRole) throw new AppError('FORBIDDEN');
      const tokens = await issueTokens(tx, deps.keys.sign, alteredClaims(support, agencyId));
      await enqueueEvent(
        tx,
        createEvent(
          'identity.agency.altered',
          { agencyId, supportUserId: support.id, supportEmail: support.email },
          {
            agencyId,
            actor: { userId: support.id, alteredBy: session.alteredBy?.userId ?? null },
            correlationId: request.correlationId,
          },
        ),
      );
      return tokens;
    },
    {
      actorUserId: session.userId,
      actorEmail: session.email,
      alteredByUserId: session.userId,
      alteredByEmail: session.email,
      action: 'ALTER',
      service: SERVICE_NAME,
      clientIp: request.clientIp,
    },
  );
}
