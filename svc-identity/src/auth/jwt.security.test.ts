import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, importJWK, type JWK } from 'jose';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, type AccessClaims } from '@portal/contracts';
import { createTokenSigner, generateSigningKeyPair } from '@portal/service-kit';
import { call, errorOf } from '@portal/service-kit/testing/call';
import { testClaims } from '@portal/service-kit/testing/tokens';
import { createAgencyWithOwner } from '../testing/fixtures.js';
import { startIdentityHarness, type IdentityHarness } from '../testing/harness.js';
import { logIn } from '../testing/session-requests.js';

let h: IdentityHarness;
let claims: AccessClaims;
let validToken: string;
let privateJwk: JWK;

beforeAll(async () => {
  h = await startIdentityHarness();
  const { agencyId, owner } = await createAgencyWithOwner(h.sql);
  validToken = (await logIn(h.app, owner)).token;
  claims = testClaims({ sub: owner.userId, email: owner.email, agency: agencyId });
  const [key] = await h.sql<
    { privateJwk: JWK }[]
  >`select private_jwk from signing_keys order by created_at desc limit 1`;
  privateJwk = key!.privateJwk;
});
afterAll(async () => h?.close());

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token signed with identity's own key, but with the given issuer/audience. */
async function signedWith(options: { issuer?: string; audience?: string; payload?: Record<string, unknown> }) {
  const key = await importJWK(privateJwk, 'EdDSA');
  const { sub, ...rest } = claims;
  return new SignJWT(options.payload ?? rest)
    .setProtectedHeader({ alg: 'EdDSA', kid: privateJwk.kid })
    .setSubject(sub)
    .setIssuer(options.issuer ?? TOKEN_ISSUER)
    .setAudience(options.audience ?? TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
}

/** Every route of this folder's neighbours that needs a session. */
const PROTECTED: [string, string, unknown?][] = [
  ['GET', '/user'],
  ['PUT', '/user', { firstName: 'Intrus' }],
  ['GET', '/user/devices'],
  ['POST', '/user/device', { token: 'device-token-123456' }],
  ['DELETE', '/user/device/device-token-123456'],
];

async function expectRefused(
  token: string | undefined,
  code: string,
  message: string,
  headers: Record<string, string> = {},
) {
  for (const [method, path, json] of PROTECTED) {
    const result = await call(h.app, method, path, { token, json, headers });
    expect(result.status, `${method} ${path}`).toBe(401);
    expect(errorOf(result), `${method} ${path}`).toEqual({ code, message });
  }
}

describe('authentication failures on protected routes (spec 00 §8)', () => {
  it('the valid token is accepted (control)', async () => {
    expect((await call(h.app, 'GET', '/user', { token: validToken })).status).toBe(200);
  });

  it('no token → JWT_NOT_FOUND "Jeton de connexion introuvable"', async () => {
    await expectRefused(undefined, 'JWT_NOT_FOUND', 'Jeton de connexion introuvable');
    await expectRefused(undefined, 'JWT_NOT_FOUND', 'Jeton de connexion introuvable', {
      authorization: `Basic ${validToken}`,
    });
    await expectRefused(undefined, 'JWT_NOT_FOUND', 'Jeton de connexion introuvable', { authorization: 'Bearer ' });
  });

  it('an expired token → JWT_EXPIRED "Jeton de connexion expiré"', async () => {
    await expectRefused(await h.deps.keys.sign(claims, -1), 'JWT_EXPIRED', 'Jeton de connexion expiré');
  });

  it('a tampered signature → JWT_INVALID "Jeton de connexion invalide"', async () => {
    const [header, payload, signature = ''] = validToken.split('.');
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    await expectRefused(`${header}.${payload}.${flipped}`, 'JWT_INVALID', 'Jeton de connexion invalide');
  });

  it('a tampered payload (rights raised, signature kept) → JWT_INVALID', async () => {
    const [header, , signature] = validToken.split('.');
    const forged = b64({
      ...claims,
      role: 'super_admin',
      iss: TOKEN_ISSUER,
      aud: TOKEN_AUDIENCE,
      exp: Math.floor(Date.now() / 1000) + 600,
    });
    await expectRefused(`${header}.${forged}.${signature}`, 'JWT_INVALID', 'Jeton de connexion invalide');
  });

  it("alg 'none' → JWT_INVALID", async () => {
    const payload = b64({
      ...claims,
      iss: TOKEN_ISSUER,
      aud: TOKEN_AUDIENCE,
      exp: Math.floor(Date.now() / 1000) + 600,
    });
    await expectRefused(
      `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      'JWT_INVALID',
      'Jeton de connexion invalide',
    );
  });

  it('HS256 signed with the public key as secret (algorithm confusion) → JWT_INVALID', async () => {
    const { sub, ...rest } = claims;
    const secret = new TextEncoder().encode(JSON.stringify(h.deps.keys.jwks.keys[0]));
    const token = await new SignJWT(rest)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setExpirationTime('5m')
      .sign(secret);
    await expectRefused(token, 'JWT_INVALID', 'Jeton de connexion invalide');
  });

  it('a token signed by another key → JWT_INVALID', async () => {
    const foreign = await createTokenSigner(await generateSigningKeyPair());
    await expectRefused(await foreign(claims), 'JWT_INVALID', 'Jeton de connexion invalide');
  });

  it('a token signed by another key that reuses our key id → JWT_INVALID', async () => {
    const pair = await generateSigningKeyPair();
    const impostor = await createTokenSigner({ kid: String(privateJwk.kid), privateJwk: pair.privateJwk });
    await expectRefused(await impostor(claims), 'JWT_INVALID', 'Jeton de connexion invalide');
  });

  it('a wrong audience or issuer → JWT_INVALID', async () => {
    expect((await call(h.app, 'GET', '/user', { token: await signedWith({}) })).status).toBe(200); // control
    await expectRefused(await signedWith({ audience: 'another-app' }), 'JWT_INVALID', 'Jeton de connexion invalide');
    await expectRefused(await signedWith({ issuer: 'someone-else' }), 'JWT_INVALID', 'Jeton de connexion invalide');
  });

  it('well signed but without the claims of a session → JWT_INVALID', async () => {
    await expectRefused(await signedWith({ payload: { role: 'owner' } }), 'JWT_INVALID', 'Jeton de connexion invalide');
  });

  it('garbage → JWT_INVALID', async () => {
    await expectRefused('not-a-jwt', 'JWT_INVALID', 'Jeton de connexion invalide');
    await expectRefused('a.b.c', 'JWT_INVALID', 'Jeton de connexion invalide');
  });

  it('a refused request changes nothing', async () => {
    const [before] = await h.sql<{ firstName: string }[]>`select first_name from users where id = ${claims.sub}`;
    await call(h.app, 'PUT', '/user', { token: await h.deps.keys.sign(claims, -1), json: { firstName: 'Intrus' } });
    await call(h.app, 'POST', '/user/device', { token: 'a.b.c', json: { token: 'device-token-123456' } });
    const [after] = await h.sql<{ firstName: string }[]>`select first_name from users where id = ${claims.sub}`;
    expect(after?.firstName).toBe(before?.firstName);
    const [devices] = await h.sql<{ count: number }[]>`select count(*)::int as count from devices`;
    expect(devices?.count).toBe(0);
  });
});
