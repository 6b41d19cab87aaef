import { REMOTE_NAMES, type RemoteName } from '@portal/contracts';
import { loadAntdProviders, routeAccess, sessionStore, type Session } from '@portal/kit/core';
import { matchRoute } from '../routing/portal-routes.js';
import { loadPage } from './page-cache.js';
import { cachedMeta, remoteRoutesOnce } from './remote-registry.js';

/**
 * The screen the portal is opened on (a phone reopening the agent's service), made ready in parallel
 * rather than one step after the other: as soon as the page knows it has a session, the remote that
 * owned the address at the last visit is asked for its routes while the shell's own code is still
 * loading; once the shell's UI code is in and the user is known, the route's page code, its data
 * (`preload`) and, unless the page is drawn without it (`plainPage`), antd are asked together. The
 * other remotes, which only fill the menu, and the prefetching of other pages wait until that screen
 * is ready and the browser is idle: they would only compete with it.
 */
let firstScreen: Promise<void> | undefined;

/** The hash route of the address (`terrain/serviceActif/…`). */
function hashPath(): string {
  return window.location.hash.replace(/^#\/?/, '').split('?')[0] ?? '';
}

/** The remote whose routes, as kept from the last visit, include this path. */
function remoteOfPath(pathname: string): RemoteName | undefined {
  return REMOTE_NAMES.find((remote) =>
    matchRoute(
      cachedMeta(remote).map((meta) => ({ ...meta, source: remote })),
      pathname,
    ),
  );
}

/** Resolves once `GET user` has answered or failed: the guard can then be read. */
function sessionSettled(): Promise<Session> {
  return new Promise((resolve) => {
    const check = () => {
      const session = sessionStore.get();
      if (session.status === 'loading') return false;
      resolve(session);
      return true;
    };
    if (check()) return;
    const unsubscribe = sessionStore.subscribe(() => {
      if (check()) unsubscribe();
    });
  });
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: 2_000 });
    else window.setTimeout(resolve, 200);
  });
}

async function prepare(remote: RemoteName, pathname: string, shellUi: Promise<unknown>): Promise<void> {
  const [loaded, session] = await Promise.all([remoteRoutesOnce(remote), sessionSettled(), shellUi]);
  if (loaded.status !== 'ready') return;
  const match = matchRoute(
    loaded.routes.map((route) => ({ ...route, source: remote })),
    pathname,
  );
  const route = loaded.routes.find((one) => one.path === match?.route.path);
  if (!route || !routeAccess(route.access, session).allowed) return;
  // A page drawn with antd shows under antd's providers: asked beside its code (a phone's frame has none).
  await Promise.all([loadPage(route.page), route.preload?.(), route.plainPage ? undefined : loadAntdProviders()]);
}

/**
 * Called at boot with the shell's UI code being loaded: starts the first screen when the page opens
 * with a session on a remote's address. Without one (logged out, home, an address never opened), the
 * layout loads every remote at once, as before. Resolves once the screen's code and data are in (or
 * could not be: the portal's frame waits for it, see `first-screen-wait.ts`), at once when there is none.
 */
export function startFirstScreen(shellUi: Promise<unknown>): Promise<void> {
  if (firstScreen || sessionStore.get().status === 'anonymous') return Promise.resolve();
  const pathname = hashPath();
  const remote = pathname ? remoteOfPath(pathname) : undefined;
  if (!remote) return Promise.resolve();
  const prepared = prepare(remote, pathname, shellUi).catch((error: unknown) =>
    console.warn('portal: the first screen could not be prepared', error),
  );
  firstScreen = prepared.then(whenIdle);
  return prepared;
}

/** Resolves once the first screen is ready (at once when none was prepared): what can wait waits for it. */
export function afterFirstScreen(): Promise<void> {
  return firstScreen ?? Promise.resolve();
}
