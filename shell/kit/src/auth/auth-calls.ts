import { CurrentUserSchema, TokenResponseSchema, type CurrentUser } from '@portal/contracts';
import { callApi, refreshSession } from '../http/api-client.js';
import { forgetSupportHome } from '../session/altered-agency.js';
import { deviceProofFor, keepDeviceProof } from '../session/device-proofs.js';
import { sessionStore } from '../session/session-store.js';
import { queryClient } from '../ui/query-client.js';

/**
 * `POST /login_check`, with this device's proof for the account when it has one (and keeping the
 * one answered): the session then loads the user (`useSessionLoader`).
 */
export async function logIn(username: string, password: string): Promise<void> {
  const deviceProof = deviceProofFor(username);
  const tokens = await callApi('identity', '/login_check', {
    method: 'POST',
    body: { username, password, ...(deviceProof ? { deviceProof } : {}) },
    schema: TokenResponseSchema,
    notify: false,
  });
  if (tokens.device_proof) keepDeviceProof(username, tokens.device_proof);
  sessionStore.setTokens(tokens);
  sessionStore.rememberLogin(username.trim().toLowerCase());
}

/** `GET user`: who the token acts as, his memberships, rights and the agency's subscription. */
export async function loadCurrentUser(): Promise<CurrentUser> {
  const user = await callApi('identity', '/user', { schema: CurrentUserSchema, notify: false });
  sessionStore.setUser(user);
  return user;
}

/**
 * After the agency's subscription changed (a payment granted, a trial started): a new access token
 * carrying the agency's new access (the services read it), then the user and his subscription again,
 * and every query of the open screens again.
 */
export async function reloadSession(): Promise<CurrentUser> {
  await refreshSession();
  const user = await loadCurrentUser();
  // The open screens read again with the new access (a list refused for a lapsed subscription fills).
  void queryClient.invalidateQueries();
  return user;
}

export function logOut(): void {
  forgetSupportHome();
  sessionStore.clear();
}
