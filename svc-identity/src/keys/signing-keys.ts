import type { JSONWebKeySet, JWK } from 'jose';
import {
  createTokenSigner,
  createTokenVerifier,
  generateSigningKeyPair,
  localKeys,
  type Sql,
  type TokenSigner,
  type TokenVerifier,
} from '@portal/service-kit';

export type SigningKeys = { sign: TokenSigner; verify: TokenVerifier; jwks: JSONWebKeySet };

/**
 * The newest stored key signs; every stored public key is published. The first start generates a
 * key; replicas starting together agree through the primary key (the loser reads the winner's).
 */
export async function loadSigningKeys(sql: Sql): Promise<SigningKeys> {
  let rows = await sql<{ kid: string; privateJwk: JWK; publicJwk: JWK }[]>`
    select kid, private_jwk, public_jwk from signing_keys order by created_at desc`;
  if (rows.length === 0) {
    const pair = await generateSigningKeyPair();
    await sql`insert into signing_keys (kid, private_jwk, public_jwk)
              values (${pair.kid}, ${sql.json(pair.privateJwk as never)}, ${sql.json(pair.publicJwk as never)})`;
    rows = await sql`select kid, private_jwk, public_jwk from signing_keys order by created_at desc`;
  }
  const [newest] = rows;
  if (!newest) throw new Error('No signing key');
  const jwks: JSONWebKeySet = { keys: rows.map((row) => row.publicJwk) };
  return {
    sign: await createTokenSigner({ kid: newest.kid, privateJwk: newest.privateJwk }),
    verify: createTokenVerifier(localKeys(jwks)),
    jwks,
  };
}
