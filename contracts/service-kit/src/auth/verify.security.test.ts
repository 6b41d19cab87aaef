import { describe, expect, it } from 'vitest';
import type { JWTVerifyGetKey } from 'jose';
import { createTokenSigner, generateSigningKeyPair } from './sign.js';
import { createTokenVerifier, localKeys } from './verify.js';
import { testClaims } from '../testing/tokens.js';

async function keysCountingLookups() {
  const pair = await generateSigningKeyPair();
  const keys = localKeys({ keys: [pair.publicJwk] });
  let lookups = 0;
  const counted: JWTVerifyGetKey = (header, token) => {
    lookups += 1;
    return keys(header, token);
  };
  return { sign: await createTokenSigner(pair), keys: counted, lookups: () => lookups };
}

describe('token verifier: verified tokens remembered until they expire', () => {
  it('checks the signature of a token once, then answers the same claims', async () => {
    const issuer = await keysCountingLookups();
    const verify = createTokenVerifier(issuer.keys);
    const token = await issuer.sign(testClaims({ email: 'gerant@vigie.test' }));
    const first = await verify(token);
    const second = await verify(token);
    expect(second).toBe(first);
    expect(first.email).toBe('gerant@vigie.test');
    expect(issuer.lookups()).toBe(1);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('refuses a remembered token once its expiry has passed → JWT_EXPIRED', async () => {
    const issuer = await keysCountingLookups();
    let clock = Date.now();
    const verify = createTokenVerifier(issuer.keys, { now: () => clock });
    const token = await issuer.sign(testClaims(), 60);
    await verify(token);
    clock += 61_000;
    await expect(verify(token)).rejects.toMatchObject({ code: 'JWT_EXPIRED' });
    await expect(verify(token)).rejects.toMatchObject({ code: 'JWT_EXPIRED' });
  });

  it('never remembers a refused token: a forged signature stays refused', async () => {
    const issuer = await keysCountingLookups();
    const forger = await keysCountingLookups();
    const verify = createTokenVerifier(issuer.keys);
    const forged = await forger.sign(testClaims({ role: 'super_admin' }));
    await expect(verify(forged)).rejects.toMatchObject({ code: 'JWT_INVALID' });
    await expect(verify(forged)).rejects.toMatchObject({ code: 'JWT_INVALID' });
    expect(issuer.lookups()).toBe(2);
  });

  it('forgets the oldest token beyond its size, which is then verified again', async () => {
    const issuer = await keysCountingLookups();
    const verify = createTokenVerifier(issuer.keys, { keep: 2 });
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => issuer.sign(testClaims())));
    for (const token of [a, b, c, a]) await verify(token!);
    expect(issuer.lookups()).toBe(4);
    await verify(c!);
    expect(issuer.lookups()).toBe(4);
  });
});
