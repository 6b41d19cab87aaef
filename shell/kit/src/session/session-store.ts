import { CurrentUserSchema, type AccessClaims, type CurrentUser, type TokenResponse } from '@portal/contracts';
import { readClaims } from './token-claims.js';

export type Tokens = { token: string; refreshToken: string };

export type Session =
  | { status: 'anonymous' }
  /** Tokens known, `GET user` not answered yet. */
  | { status: 'loading'; tokens: Tokens; claims: AccessClaims }
  | { status: 'authenticated'; tokens: Tokens; claims: AccessClaims; user: CurrentUser };

const STORAGE_KEY = 'portal.session';
const REMEMBERED_KEY = 'portal.previous-logins';
/** The last `GET user` answer, with whom it was for: the portal opens offline with it. */
const USER_KEY = 'portal.session-user';

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

/** Who a token acts as: the same person in the same agency, acted on by the same support user. */
function identityOf(claims: AccessClaims): string {
  return JSON.stringify([claims.sub, claims.agency ?? null, claims.act?.sub ?? null]);
}

function keepUser(claims: AccessClaims, user: CurrentUser): void {
  try {
    storage()?.setItem(USER_KEY, JSON.stringify({ identity: identityOf(claims), user }));
  } catch {
    console.warn('portal: the user could not be saved locally');
  }
}

/** The user kept for these claims, if the last `GET user` was answered for the same identity. */
function keptUser(claims: AccessClaims): CurrentUser | undefined {
  try {
    const parsed = JSON.parse(storage()?.getItem(USER_KEY) ?? 'null') as { identity?: unknown; user?: unknown } | null;
    if (parsed?.identity !== identityOf(claims)) return undefined;
    const user = CurrentUserSchema.safeParse(parsed.user);
    return user.success ? user.data : undefined;
  } catch {
    return undefined;
  }
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
    keepUser(session.claims, user);
    publish({ status: 'authenticated', tokens: session.tokens, claims: session.claims, user });
  },

  /**
   * With no network (`GET user` unanswered), the user the last answer gave for the same identity:
   * the portal opens with it. False when there is none; the services check every call anyway.
   */
  restoreKeptUser(): boolean {
    if (session.status !== 'loading') return false;
    const user = keptUser(session.claims);
    if (!user) return false;
    publish({ status: 'authenticated', tokens: session.tokens, claims: session.claims, user });
    return true;
  },

  /** Logout: the tokens, the user, the altered agency are forgotten. */
  clear(): void {
    try {
      storage()?.removeItem(STORAGE_KEY);
      storage()?.removeItem(USER_KEY);
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
