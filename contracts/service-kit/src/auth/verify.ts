import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import { TOKEN_ALGORITHM, TOKEN_AUDIENCE, TOKEN_ISSUER, type AccessClaims } from '@portal/contracts';
import { AppError } from '../http/app-error.js';
import { parseClaims } from './session.js';

export type TokenVerifier = (token: string) => Promise<AccessClaims>;

/** Keys from identity's JWKS endpoint (cached by jose, refetched on an unknown key id). */
export function remoteKeys(jwksUrl: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(jwksUrl), { cooldownDuration: 5_000, cacheMaxAge: 10 * 60_000 });
}

export function localKeys(jwks: JSONWebKeySet): JWTVerifyGetKey {
  return createLocalJWKSet(jwks);
}

/**
 * Verifies an access token locally: algorithm pinned to EdDSA, issuer and audience checked, expiry
 * enforced. Failures become the authentication codes of spec 00 §8.
 */
export function createTokenVerifier(keys: JWTVerifyGetKey): TokenVerifier {
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        algorithms: [TOKEN_ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
      });
      return parseClaims(payload);
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new AppError('JWT_EXPIRED');
      throw new AppError('JWT_INVALID', { internal: (error as Error).message });
    }
  };
}
