import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type PortalConfig, type RemoteName } from '@portal/contracts';
import { routeMeta, type RemoteRoute, type RemoteRoutesModule, type RouteMeta } from '@portal/kit/core';

const CACHE_PREFIX = 'portal.remote-routes.';
const LOAD_TIMEOUT_MS = 10_000;

let entries: Record<RemoteName, string> | undefined;

/** Registers every remote of `portal.config.json` with the federation runtime (no build knows them). */
export function registerConfiguredRemotes(config: PortalConfig): void {
  entries = config.remotes;
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })));
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export type RemoteRoutes =
  | { remote: RemoteName; status: 'ready'; routes: RemoteRoute[] }
  /** Unreachable: the routes it declared last time, so its menu entries and tabs stay and show the error panel. */
  | { remote: RemoteName; status: 'failed'; routes: RouteMeta[] };

/** The routes a remote declared at the last visit (kept in the browser), to know them before it answers. */
export function cachedMeta(remote: RemoteName): RouteMeta[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CACHE_PREFIX + remote) ?? '[]');
    return Array.isArray(parsed) ? (parsed as RouteMeta[]) : [];
  } catch {
    return [];
  }
}

/** Loads the `./routes` a remote exposes; a remote that is down answers its cached routes, marked failed. */
export async function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoutes> {
  try {
    const module = await withTimeout(loadRemote<RemoteRoutesModule>(`${remote}/routes`), LOAD_TIMEOUT_MS);
    if (!module || !Array.isArray(module.routes)) throw new Error(`${remote} exposes no routes`);
    try {
      localStorage.setItem(CACHE_PREFIX + remote, JSON.stringify(module.routes.map(routeMeta)));
    } catch {
      console.warn(`portal: the routes of ${remote} could not be kept locally`);
    }
    return { remote, status: 'ready', routes: module.routes };
  } catch (error) {
    console.warn(`portal: remote ${remote} is unavailable`, error);
    return { remote, status: 'failed', routes: cachedMeta(remote) };
  }
}

const asked = new Map<RemoteName, Promise<RemoteRoutes>>();
const answered = new Map<RemoteName, RemoteRoutes>();

/** Asks the remote's routes now, and keeps them once they are in (unless they were asked again since). */
function ask(remote: RemoteName): Promise<RemoteRoutes> {
  const asking = loadRemoteRoutes(remote);
  asked.set(remote, asking);
  answered.delete(remote);
  void asking.then((result) => {
    if (asked.get(remote) !== asking) return;
    if (result.status === 'ready') answered.set(remote, result);
    // A remote that was down is asked again by the next layout (a new login).
    else asked.delete(remote);
  });
  return asking;
}

/** The remote's routes, asked once per page: the first screen may have asked them before the layout. */
export function remoteRoutesOnce(remote: RemoteName): Promise<RemoteRoutes> {
  return asked.get(remote) ?? ask(remote);
}

/**
 * The remote's routes if it has given them already (the first screen's remote): the layout starts with
 * them rather than rendering the screen's tab as unknown first.
 */
export function remoteRoutesAnswered(remote: RemoteName): RemoteRoutes | undefined {
  return answered.get(remote);
}

/** Whether the remote's routes were asked already (by the first screen). */
export function remoteRoutesAsked(remote: RemoteName): boolean {
  return asked.has(remote);
}

/** Forgets a remote that failed and asks for it again (the "Réessayer" of its error panel). */
export async function retryRemote(remote: RemoteName): Promise<RemoteRoutes> {
  if (entries) registerRemotes([{ name: remote, entry: entries[remote] }], { force: true });
  return ask(remote);
}
