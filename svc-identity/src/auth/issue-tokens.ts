import { createHash, randomBytes } from 'node:crypto';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  uuidv7,
  type AccessClaims,
  type TokenResponse,
} from '@portal/contracts';
import type { TokenSigner, Tx } from '@portal/service-kit';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Signs an access token and stores a new refresh token (only its hash) in the given family; a new
 * login starts a family, a refresh continues it. The access token names the family in `sid`.
 */
export async function issueTokens(
  tx: Tx,
  sign: TokenSigner,
  claims: AccessClaims,
  familyId: string = uuidv7(),
): Promise<TokenResponse> {
  const refreshToken = randomBytes(32).toString('base64url');
  await tx`
    insert into refresh_tokens (id, family_id, user_id, token_hash, agency_id, altered_by_user_id, expires_at)
    values (${uuidv7()}, ${familyId}, ${claims.act?.sub ?? claims.sub}, ${hashToken(refreshToken)}, ${claims.agency},
            ${claims.act?.sub ?? null}, now() + ${`${REFRESH_TOKEN_TTL_SECONDS} seconds`}::interval)`;
  // `sid` (OpenID session id) names the refresh family, so that a password change can end every
  // other session while keeping the caller's. Services read claims through a stripping schema.
  const withSessionId: AccessClaims & { sid: string } = { ...claims, sid: familyId };
  return { token: await sign(withSessionId), refresh_token: refreshToken, expires_in: ACCESS_TOKEN_TTL_SECONDS };
}
