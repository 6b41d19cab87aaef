import { createHmac, createPrivateKey, generateKeyPairSync, sign } from 'node:crypto';
import postgres from 'postgres';
import type { JsonWebKey } from 'node:crypto';

/** Identity's newest key pair as it keeps it (JWKs), read from its database. */
export type IdentityKey = { kid: string; privateJwk: JsonWebKey; publicJwk: JsonWebKey };

export async function readIdentityKey(identityDatabaseUrl: string): Promise<IdentityKey> {
  const sql = postgres(identityDatabaseUrl, { max: 1, onnotice: () => undefined });
  try {
    const [key] = await sql<IdentityKey[]>`
      select kid, private_jwk as "privateJwk", public_jwk as "publicJwk"
        from signing_keys order by created_at desc limit 1`;
    if (!key) throw new Error('identity has no signing key yet');
    return key;
  } finally {
    await sql.end();
  }
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** How the forged token is signed: not at all, with an Ed25519 key, or HMAC with a secret. */
export type Signature = { alg: 'none' } | { alg: 'EdDSA'; privateJwk: JsonWebKey } | { alg: 'HS256'; secret: Buffer };

/** A JWT built by hand, so that any header, any claims and any signature can be tried. */
export function forgeToken(header: Record<string, unknown>, payload: Record<string, unknown>, signature: Signature) {
  const input = `${encode(header)}.${encode(payload)}`;
  if (signature.alg === 'none') return `${input}.`;
  const bytes =
    signature.alg === 'HS256'
      ? createHmac('sha256', signature.secret).update(input).digest()
      : sign(null, Buffer.from(input), createPrivateKey({ key: signature.privateJwk, format: 'jwk' }));
  return `${input}.${bytes.toString('base64url')}`;
}

/** An Ed25519 key identity never had. */
export function foreignEd25519Jwk(): JsonWebKey {
  return generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' });
}
