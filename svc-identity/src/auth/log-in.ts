import type { Login, TokenResponse } from '@portal/contracts';
import { AppError, transaction } from '@portal/service-kit';
import type { IdentityDeps } from '../deps.js';
import { findUserByEmail } from '../users/repo.js';
import { resolveAccess } from './access.js';
import { issueTokens } from './issue-tokens.js';
import { rememberDevice } from './known-devices.js';
import { beginPasswordAttempt } from './login-throttle.js';
import { verifyPasswordOrDummy } from './password.js';
import { clearLoginFailures } from './repo.js';

/**
 * `POST /login_check`: checks the credentials (throttled per account and per client address, except
 * from a device that logged in to the account before), then starts a new session (refresh family)
 * acting in the requested agency, or by default the first one, and hands the device its proof.
 * An unknown e-mail and a wrong password get the same answer after the same scrypt work.
 */
export async function logIn(deps: IdentityDeps, input: Login & { ip: string }): Promise<TokenResponse> {
  const email = input.username;
  await beginPasswordAttempt(deps.sql, { email, ip: input.ip, deviceProof: input.deviceProof });

  const user = await findUserByEmail(deps.sql, email);
  const valid = await verifyPasswordOrDummy(input.password, user?.passwordHash);
  if (!user || !valid)
    throw new AppError('INVALID_CREDENTIALS', { internal: user ? 'wrong password' : 'unknown e-mail' });

  // The password is right: whoever typed it owns the account, its failures are forgotten.
  await clearLoginFailures(deps.sql, email);
  if (user.status !== 100) throw new AppError('ACCOUNT_DISABLED');

  return transaction(deps.sql, { kind: 'user', userId: user.id }, async (tx) => {
    const tokens = await issueTokens(tx, deps.keys.sign, await resolveAccess(tx, user, input.agencyId));
    return { ...tokens, device_proof: await rememberDevice(tx, user.id, input.deviceProof) };
  });
}
