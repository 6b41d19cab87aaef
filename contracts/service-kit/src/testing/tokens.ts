import { uuidv7, type AccessClaims } from '@portal/contracts';
import { createTokenSigner, generateSigningKeyPair } from '../auth/sign.js';
import { createTokenVerifier, localKeys } from '../auth/verify.js';

/** The access of a token whose agency's subscription runs well beyond any test. */
export const OPEN_ACCESS = '2100-01-01T00:00:00.000Z';

/** Claims of an agency owner acting in no agency, unless told otherwise. */
export function testClaims(overrides: Partial<AccessClaims> = {}): AccessClaims {
  return {
    sub: uuidv7(),
    email: 'gerant@agence.test',
    role: 'owner',
    agency: null,
    customer: null,
    rights: [],
    plannable: false,
    act: null,
    // An agency whose subscription runs for years: tests of the subscription gate set their own.
    access: OPEN_ACCESS,
    ...overrides,
  };
}

/**
 * Access tokens for tests, made by the production signing code with a key pair of the test's own
 * and checked by the production verifier over that key's JWKS.
 */
export async function createTestTokens() {
  const pair = await generateSigningKeyPair();
  const sign = await createTokenSigner(pair);
  const jwks = { keys: [pair.publicJwk] };
  return {
    jwks,
    verify: createTokenVerifier(localKeys(jwks)),
    /** Claims of an agency owner unless told otherwise. */
    claims: testClaims,
    sign,
  };
}
export type TestTokens = Awaited<ReturnType<typeof createTestTokens>>;

/** Another key pair's signature: a token identity never issued. */
export async function foreignSigner() {
  return createTokenSigner(await generateSigningKeyPair());
}

/** The token with claims changed and the signature kept: what an attacker editing a token sends. */
export function tamper(token: string, changes: Partial<AccessClaims>): string {
  const [header, payload, signature] = token.split('.');
  const claims: unknown = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
  const forged = Buffer.from(JSON.stringify({ ...(claims as object), ...changes })).toString('base64url');
  return [header, forged, signature].join('.');
}
