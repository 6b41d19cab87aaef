import { TokenResponseSchema } from '@portal/contracts';
import { callApi } from '../http/api-client.js';
import { sessionStore, type Tokens } from './session-store.js';

const HOME_KEY = 'portal.support-home';

type SupportHome = { tokens: Tokens; agencyName: string };

function readHome(): SupportHome | undefined {
  try {
    const raw = localStorage.getItem(HOME_KEY);
    return raw ? (JSON.parse(raw) as SupportHome) : undefined;
  } catch {
    return undefined;
  }
}

/** The agency support acts as, when it does (shown in the header with a way back). */
export function alteredAgencyName(): string | undefined {
  return readHome()?.agencyName;
}

/**
 * Support acts as an agency (`POST /admin/agencies/{id}/alter`): the support's own tokens are put
 * aside to come back to, the new ones name both the agency and the support user.
 */
export async function alterIntoAgency(agency: { id: string; name: string }): Promise<void> {
  const session = sessionStore.get();
  if (session.status === 'anonymous') return;
  const home = readHome()?.tokens ?? session.tokens;
  const tokens = await callApi('identity', `/admin/agencies/${agency.id}/alter`, {
    method: 'POST',
    schema: TokenResponseSchema,
  });
  localStorage.setItem(HOME_KEY, JSON.stringify({ tokens: home, agencyName: agency.name } satisfies SupportHome));
  sessionStore.setTokens(tokens);
}

/** Back to the support's own session (the client refreshes it if its access token has expired). */
export function leaveAlteredAgency(): void {
  const home = readHome();
  localStorage.removeItem(HOME_KEY);
  if (!home) return;
  sessionStore.setTokens({ token: home.tokens.token, refresh_token: home.tokens.refreshToken, expires_in: 0 });
}

/** Logging out forgets the support's own session too. */
export function forgetSupportHome(): void {
  localStorage.removeItem(HOME_KEY);
}
