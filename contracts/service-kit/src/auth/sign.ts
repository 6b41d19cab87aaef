import { SignJWT, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  TOKEN_ALGORITHM,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  uuidv7,
  type AccessClaims,
} from '@portal/contracts';

/** An Ed25519 key pair as JWKs, the public one ready for a JWKS. */
export type SigningKeyPair = { kid: string; privateJwk: JWK; publicJwk: JWK };

export async function generateSigningKeyPair(): Promise<SigningKeyPair> {
  const { privateKey, publicKey } = await generateKeyPair(TOKEN_ALGORITHM, { crv: 'Ed25519', extractable: true });
  const kid = uuidv7();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: TOKEN_ALGORITHM, use: 'sig' };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: TOKEN_ALGORITHM };
  return { kid, privateJwk, publicJwk };
}

export type TokenSigner = (claims: AccessClaims, ttlSeconds?: number) => Promise<string>;

export async function createTokenSigner(key: Pick<SigningKeyPair, 'kid' | 'privateJwk'>): Promise<TokenSigner> {
  const privateKey = await importJWK(key.privateJwk, TOKEN_ALGORITHM);
  return async (claims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS) => {
    const { sub, ...rest } = claims;
    return new SignJWT(rest)
      .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid: key.kid, typ: 'JWT' })
      .setSubject(sub)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setJti(uuidv7())
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(privateKey);
  };
}
