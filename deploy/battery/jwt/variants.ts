import { TOKEN_AUDIENCE, TOKEN_ISSUER, type AccessClaims } from '@portal/contracts';
import { foreignEd25519Jwk, forgeToken, type IdentityKey } from './forge.js';

/** A token that must be refused, and why. */
export type ForgedToken = { name: string; token: string };

/**
 * Every way of forging an access token the battery tries: no signature, the HS256/EdDSA confusion
 * (an HMAC keyed with identity's public key), a key identity does not have (with identity's kid or
 * another), identity's own key with a wrong audience, issuer, expiry or a not-yet-valid date,
 * claims edited after signing, an algorithm the services do not accept, and no expiry at all.
 */
export function forgedTokens(key: IdentityKey, claims: AccessClaims): ForgedToken[] {
  const now = Math.floor(Date.now() / 1000);
  const { sub, ...rest } = claims;
  const payload = { ...rest, sub, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, iat: now, exp: now + 600 };
  const header = { alg: 'EdDSA', typ: 'JWT', kid: key.kid };
  const identity = { alg: 'EdDSA' as const, privateJwk: key.privateJwk };
  const genuine = forgeToken(header, payload, identity);
  const [genuineHeader, , genuineSignature] = genuine.split('.');
  const escalated = Buffer.from(JSON.stringify({ ...payload, role: 'super_admin', rights: [] })).toString('base64url');
  const publicKeyBytes = Buffer.from(key.publicJwk.x ?? '', 'base64url');
  return [
    { name: 'alg none', token: forgeToken({ alg: 'none', typ: 'JWT' }, payload, { alg: 'none' }) },
    { name: 'alg none, kid kept', token: forgeToken({ ...header, alg: 'none' }, payload, { alg: 'none' }) },
    {
      name: 'HS256 keyed with the public JWK',
      token: forgeToken({ ...header, alg: 'HS256' }, payload, {
        alg: 'HS256',
        secret: Buffer.from(JSON.stringify(key.publicJwk)),
      }),
    },
    {
      name: 'HS256 keyed with the public key bytes',
      token: forgeToken({ ...header, alg: 'HS256' }, payload, { alg: 'HS256', secret: publicKeyBytes }),
    },
    {
      name: 'another key, identity’s kid',
      token: forgeToken(header, payload, { alg: 'EdDSA', privateJwk: foreignEd25519Jwk() }),
    },
    {
      name: 'another key, unknown kid',
      token: forgeToken({ ...header, kid: 'cle-inconnue' }, payload, { alg: 'EdDSA', privateJwk: foreignEd25519Jwk() }),
    },
    { name: 'identity’s key, unknown kid', token: forgeToken({ ...header, kid: 'cle-inconnue' }, payload, identity) },
    { name: 'wrong audience', token: forgeToken(header, { ...payload, aud: 'autre-application' }, identity) },
    { name: 'wrong issuer', token: forgeToken(header, { ...payload, iss: 'https://pirate.example' }, identity) },
    { name: 'expired', token: forgeToken(header, { ...payload, iat: now - 1200, exp: now - 600 }, identity) },
    { name: 'not valid yet', token: forgeToken(header, { ...payload, nbf: now + 3600 }, identity) },
    { name: 'no expiry', token: forgeToken(header, { ...payload, exp: undefined }, identity) },
    { name: 'claims edited after signing', token: `${genuineHeader}.${escalated}.${genuineSignature}` },
    { name: 'signature removed', token: `${genuineHeader}.${genuine.split('.')[1]}.` },
    { name: 'RS256 announced', token: forgeToken({ ...header, alg: 'RS256' }, payload, identity) },
    { name: 'not a JWT', token: 'pas.un.jeton' },
  ];
}

/** The genuine token the forged ones imitate: it must be accepted, or the test proves nothing. */
export function genuineToken(key: IdentityKey, claims: AccessClaims): string {
  const now = Math.floor(Date.now() / 1000);
  const { sub, ...rest } = claims;
  return forgeToken(
    { alg: 'EdDSA', typ: 'JWT', kid: key.kid },
    { ...rest, sub, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, iat: now, exp: now + 600 },
    { alg: 'EdDSA', privateJwk: key.privateJwk },
  );
}
