import type { AccessClaims, CurrentUser, TokenResponse } from '@portal/contracts';
import { readClaims } from './token-claims.js';

export type Tokens = { token: string; refreshToken: string };

export type Session =
  | { status: 'anonymous' }
  /** Tokens known, `GET user` not answered yet. */
  | { status: 'loading'; tokens: Tokens; claims: AccessClaims }
  | { status: 'authenticated'; tokens: Tokens; claims: AccessClaims; user: CurrentUser };

const STORAGE_KEY = 'portal.session';
const REMEMBERED_KEY = 'portal.previous-logins';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function readStoredTokens(): Tokens | undefined {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Partial<Tokens>;
    return typeof parsed.token === 'string' && typeof parsed.refreshToken === 'string'
      ? { token: parsed.token, refreshToken: parsed.refreshToken }
      : undefined;
  } catch {
    return undefined;
  }
}

function initialSession(): Session {
  const tokens = readStoredTokens();
  const claims = tokens && readClaims(tokens.token);
  return tokens && claims ? { status: 'loading', tokens, claims } : { status: 'anonymous' };
}

let session: Session = initialSession();
const listeners = new Set<() => void>();

function publish(next: Session): void {
  session = next;
  for (const listener of listeners) listener();
}

/** The one session of the page: the shell and every remote read the same (the kit is a shared singleton). */
export const sessionStore = {
  get: (): Session => session,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** New tokens (login, refresh, support altering into an agency): kept across reloads. */
  setTokens(response: TokenResponse): Tokens {
    const tokens = { token: response.token, refreshToken: response.refresh_token };
    const claims = readClaims(tokens.token);
    if (!claims) throw new Error('the access token cannot be read');
    try {
      storage()?.setItem(STORAGE_KEY, JSON.stringify(tokens));
    } catch {
      // Failures of local persistence are only logged (00 §8).
      console.warn('portal: the session could not be saved locally');
    }
    const user = session.status === 'authenticated' && sameIdentity(session.claims, claims) ? session.user : undefined;
    publish(user ? { status: 'authenticated', tokens, claims, user } : { status: 'loading', tokens, claims });
    return tokens;
  },

  setUser(user: CurrentUser): void {
    if (session.status === 'anonymous') return;
    publish({ status: 'authenticated', tokens: session.tokens, claims: session.claims, user });
  },

  /** Logout: the tokens, the user, the altered agency are forgotten. */
  clear(): void {
    try {
      storage()?.removeItem(STORAGE_KEY);
    } catch {
      console.warn('portal: the session could not be removed locally');
    }
    if (session.status !== 'anonymous') publish({ status: 'anonymous' });
  },

  rememberLogin(email: string): void {
    const previous = sessionStore.previousLogins().filter((known) => known !== email);
    try {
      storage()?.setItem(REMEMBERED_KEY, JSON.stringify([email, ...previous].slice(0, 5)));
    } catch {
      console.warn('portal: previous logins could not be saved');
    }
  },

  previousLogins(): string[] {
    try {
      const parsed: unknown = JSON.parse(storage()?.getItem(REMEMBERED_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
    } catch {
      return [];
    }
  },
};

/** The same person acting in the same agency (a refresh), as opposed to a switch of agency. */
function sameIdentity(a: AccessClaims, b: AccessClaims): boolean {
  return a.sub === b.sub && a.agency === b.agency && a.act?.sub === b.act?.sub;
}
