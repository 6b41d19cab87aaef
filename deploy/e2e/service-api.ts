import { TokenResponseSchema } from '@portal/contracts';
import { DEMO_PASSWORD, type PortalUnderTest } from './portal-under-test.js';

/** A token of a demo account, as the login screen gets it. */
export async function tokenOf(portal: PortalUnderTest, email: string): Promise<string> {
  const response = await fetch(`${portal.system.urls.identity}/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  return TokenResponseSchema.parse(await response.json()).token;
}

/** Calls a service of the portal under test directly, as a script would: set-up and checks. */
export async function callService(
  portal: PortalUnderTest,
  service: 'identity' | 'operations' | 'billing',
  path: string,
  token: string,
  init: RequestInit = {},
) {
  const response = await fetch(`${portal.system.urls[service]}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  // A 204 (a deletion) has no body.
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}
