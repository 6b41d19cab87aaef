/**
 * Test support (not exported by the kit): a signed-in session in the session store, from an unsigned
 * access token whose claims match `AccessClaimsSchema`, and the user `GET /user` would answer.
 */
import {
  REMOTE_NAMES,
  uuidv7,
  type AccessClaims,
  type CurrentUser,
  type PagesConfig,
  type Right,
  type Role,
} from '@portal/contracts';
import { setPortalConfig } from '../src/config/portal-config.js';
import { sessionStore } from '../src/session/session-store.js';

function base64Url(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function unsignedToken(claims: AccessClaims): string {
  return `${base64Url(JSON.stringify({ alg: 'none' }))}.${base64Url(JSON.stringify(claims))}.`;
}

/** Points every service at `baseUrl` (a local test server), or at an address nothing answers. */
export function configureServicesForTest(baseUrl = 'http://127.0.0.1:9'): void {
  setPortalConfig({
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${baseUrl}/${name}/mf-manifest.json`])) as Record<
      (typeof REMOTE_NAMES)[number],
      string
    >,
    services: { identity: baseUrl, operations: baseUrl, billing: baseUrl },
  });
}

export function signInForTest(
  options: {
    role?: Role;
    rights?: Right[];
    pagesConfig?: PagesConfig;
    agency?: boolean;
    subscriptionValid?: boolean;
  } = {},
): CurrentUser {
  const agencyId = options.agency === false ? null : uuidv7();
  const claims: AccessClaims = {
    sub: uuidv7(),
    email: 'marie.durand@example.fr',
    role: options.role ?? 'staff',
    agency: agencyId,
    customer: null,
    rights: options.rights ?? [],
    plannable: false,
    act: null,
    access: options.subscriptionValid === false ? null : '2100-01-01T00:00:00.000Z',
  };
  sessionStore.setTokens({ token: unsignedToken(claims), refresh_token: 'refresh-token-for-tests', expires_in: 900 });
  const user: CurrentUser = {
    user: {
      id: claims.sub,
      email: claims.email,
      firstName: 'Marie',
      lastName: 'Durand',
      phones: [],
      platformRole: null,
      pagesConfig: options.pagesConfig ?? {},
    },
    userCompanies: [],
    session: {
      agencyId,
      role: claims.role,
      rights: claims.rights,
      alteredBy: null,
      subscription:
        agencyId === null
          ? null
          : options.subscriptionValid === false
            ? {
                state: 'free_trial_finished',
                trialEndsAt: '2026-01-01T00:00:00.000Z',
                validUntil: null,
                accessGranted: false,
              }
            : { state: 'valid', trialEndsAt: null, validUntil: '2099-12-31T00:00:00.000Z', accessGranted: true },
    },
  };
  sessionStore.setUser(user);
  return user;
}
