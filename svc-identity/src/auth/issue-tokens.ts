import { createHash, randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS, uuidv7, type AccessClaims, type TokenResponse } from '@portal/contracts';
import type { TokenSigner, Tx } from '@portal/service-kit';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Signs an access token and stores a new refresh token (only its hash) in the given family; a new
 * login starts a family, a refresh continues it.
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
  return { token: await sign(claims), refresh_token: refreshToken, expires_in: ACCESS_TOKEN_TTL_SECONDS };
}
