import type { AccessClaims, MessageCode, TokenResponse } from '@portal/contracts';
import { AppError, transaction, type Scope, type Tx } from '@portal/service-kit';
import type { IdentityDeps } from '../deps.js';
import { findUserById } from '../users/repo.js';
import { alteredClaims, resolveAccess, type UserRow } from './access.js';
import { hashToken, issueTokens } from './issue-tokens.js';
import {
  findRefreshTokenOwner,
  isAgencyActive,
  lockRefreshToken,
  markRefreshTokenUsed,
  revokeFamily,
  type RefreshTokenRow,
} from './repo.js';

type Refusal = { kind: 'refused'; code: MessageCode; reason: string };
type Outcome = { kind: 'issued'; tokens: TokenResponse } | Refusal;

const refused = (code: MessageCode, reason: string): Refusal => ({ kind: 'refused', code, reason });

/**
 * `POST /token/refresh`: rotates a refresh token. The presented token is spent and a new one of the
 * same family is issued, with claims recomputed from the memberships as they are now (or the
 * altered claims for a support session acting as an agency). A spent token presented again means
 * the token leaked: the whole family is revoked. The row is locked, so of two concurrent refreshes
 * of one token only one can succeed (the other sees it spent).
 *
 * Refusals that end the session are committed before answering 401; a client mistake (switching to
 * an agency the user has no membership in) rolls back and leaves the token usable.
 */
export async function refreshSession(
  deps: IdentityDeps,
  input: { refreshToken: string; agencyId?: string | undefined },
): Promise<TokenResponse> {
  const tokenHash = hashToken(input.refreshToken);
  const owner = await findRefreshTokenOwner(deps.sql, tokenHash);
  if (!owner) throw new AppError('TOKEN_REFRESH_FAILED', { internal: 'unknown refresh token' });

  // A support session acting as an agency needs to see that agency; anyone else sees his own.
  const scope: Scope = owner.alteredByUserId
    ? { kind: 'platform', userId: owner.userId }
    : { kind: 'user', userId: owner.userId };

  const outcome = await transaction(deps.sql, scope, async (tx): Promise<Outcome> => {
    const row = await lockRefreshToken(tx, tokenHash);
    if (!row) return refused('TOKEN_REFRESH_FAILED', 'unknown refresh token');
    if (row.revokedAt) return refused('TOKEN_REFRESH_FAILED', 'revoked refresh token');
    if (row.usedAt) {
      await revokeFamily(tx, row.familyId);
      deps.logger.warn(
        { userId: row.userId, familyId: row.familyId },
        'spent refresh token presented again: family revoked',
      );
      return refused('TOKEN_REFRESH_FAILED', 'refresh token reuse');
    }
    if (row.expired) return refused('TOKEN_REFRESH_FAILED', 'expired refresh token');

    const user = await findUserById(tx, row.userId);
    if (!user) return refused('TOKEN_REFRESH_FAILED', 'user gone');
    if (user.status !== 100) {
      await revokeFamily(tx, row.familyId);
      return refused('ACCOUNT_DISABLED', 'disabled user');
    }

    const claims = await claimsOf(tx, user, row, input.agencyId);
    if ('kind' in claims) {
      await revokeFamily(tx, row.familyId);
      return claims;
    }
    await markRefreshTokenUsed(tx, row.id);
    return { kind: 'issued', tokens: await issueTokens(tx, deps.keys.sign, claims, row.familyId) };
  });

  if (outcome.kind === 'refused') throw new AppError(outcome.code, { internal: outcome.reason });
  return outcome.tokens;
}

/**
 * The claims of the next access token. An explicit `agencyId` must be one of the user's memberships
 * (else 404, the token kept); the session's own agency that is no longer reachable ends the session.
 */
async function claimsOf(
  tx: Tx,
  user: UserRow,
  row: RefreshTokenRow,
  requestedAgencyId: string | undefined,
): Promise<AccessClaims | Refusal> {
  if (row.alteredByUserId) {
    if (requestedAgencyId && requestedAgencyId !== row.agencyId)
      throw new AppError('FORBIDDEN', { internal: 'altered session cannot switch agency' });
    if (!user.platformRole || !row.agencyId) return refused('TOKEN_REFRESH_FAILED', 'no longer support');
    if (!(await isAgencyActive(tx, row.agencyId))) return refused('TOKEN_REFRESH_FAILED', 'altered agency gone');
    return alteredClaims(user, row.agencyId);
  }
  if (requestedAgencyId) return resolveAccess(tx, user, requestedAgencyId);
  try {
    return await resolveAccess(tx, user, row.agencyId);
  } catch (error) {
    if (error instanceof AppError) return refused('TOKEN_REFRESH_FAILED', `session agency: ${error.code}`);
    throw error;
  }
}
