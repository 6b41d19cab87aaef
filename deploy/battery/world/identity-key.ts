import postgres from 'postgres';
import { createTokenSigner, type TokenSigner } from '@portal/service-kit';

/**
 * Identity's own signing key, read from its database: the battery signs the tokens a member of any
 * role would hold (identity issues exactly these claims at login), so it can build every role's
 * token without a password for each.
 */
export async function identitySigner(identityDatabaseUrl: string): Promise<TokenSigner> {
  const sql = postgres(identityDatabaseUrl, { max: 1, onnotice: () => undefined });
  try {
    const [key] = await sql<{ kid: string; privateJwk: Record<string, string> }[]>`
      select kid, private_jwk as "privateJwk" from signing_keys order by created_at desc limit 1`;
    if (!key) throw new Error('identity has no signing key yet');
    return await createTokenSigner({ kid: key.kid, privateJwk: key.privateJwk });
  } finally {
    await sql.end();
  }
}
