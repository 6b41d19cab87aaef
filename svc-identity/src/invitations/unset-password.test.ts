import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { passwordChosen, unsetPasswordHash } from './unset-password.js';

describe('the password hash of an invited account', () => {
  it('has the scrypt parameters of a real hash, so a login attempt costs the same work', async () => {
    const real = await hashPassword('Choisi-2026');
    expect(unsetPasswordHash().split('$').slice(0, 4)).toEqual(real.split('$').slice(0, 4));
  });

  it('matches no password, and is told apart from a chosen one', async () => {
    const unset = unsetPasswordHash();
    expect(unset).not.toBe(unsetPasswordHash());
    expect(await verifyPassword('', unset)).toBe(false);
    expect(await verifyPassword('Choisi-2026', unset)).toBe(false);
    expect(passwordChosen(unset)).toBe(false);
    expect(passwordChosen(await hashPassword('Choisi-2026'))).toBe(true);
  });
});
