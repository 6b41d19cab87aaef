import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { REMOTE_NAMES, type RemoteName } from '@portal/contracts';
import type { PortalRoute } from '../routing/portal-routes.js';
import { SHELL_ROUTES } from '../routing/shell-routes.js';
import type { RemoteRoute } from '@portal/kit/core';
import { loadPage } from './page-cache.js';
import { afterFirstScreen } from './first-screen.js';
import {
  remoteRoutesAnswered,
  remoteRoutesAsked,
  remoteRoutesOnce,
  retryRemote,
  type RemoteRoutes,
} from './remote-registry.js';

type RemoteStatus = 'loading' | 'ready' | 'failed';

type PortalRoutesValue = {
  routes: PortalRoute[];
  status: Record<RemoteName, RemoteStatus>;
  /** True once every remote has answered or failed: before that an unknown path may still be a remote's. */
  settled: boolean;
  retry: (remote: RemoteName) => Promise<void>;
};

const PortalRoutesContext = createContext<PortalRoutesValue | undefined>(undefined);

/**
 * Once the browser is idle, loads the (small) page chunks of a remote's routes, so that a menu click
 * only renders: the page's code is already there.
 */
function prefetchPages(routes: RemoteRoute[]): void {
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
  idle(() => {
    for (const route of routes) void loadPage(route.page).catch(() => undefined);
  });
}

/** A failed remote's routes carry no page: opening one shows the remote's error panel. */
function toPortalRoutes(loaded: RemoteRoutes): PortalRoute[] {
  return loaded.routes.map((route) => ({ ...route, source: loaded.remote }));
}

type LoadedRoutes = Partial<Record<RemoteName, RemoteRoutes>>;

/** The remotes that have answered already (the first screen's): known from the first render. */
function answeredRoutes(): LoadedRoutes {
  const known: LoadedRoutes = {};
  for (const remote of REMOTE_NAMES) {
    const answer = remoteRoutesAnswered(remote);
    if (answer) known[remote] = answer;
  }
  return known;
}

/** Loads every remote's routes once logged in; a remote that is down keeps its last known routes. */
export function PortalRoutesProvider(props: { children: ReactNode }) {
  const [loaded, setLoaded] = useState<LoadedRoutes>(answeredRoutes);

  useEffect(() => {
    let active = true;
    for (const remote of REMOTE_NAMES) {
      // The first screen's remote is under way; the others (the menu) wait until that screen is ready.
      const turn = remoteRoutesAsked(remote) ? Promise.resolve() : afterFirstScreen();
      void turn
        .then(() => remoteRoutesOnce(remote))
        .then((result) => {
          if (!active) return;
          setLoaded((previous) => (previous[remote] === result ? previous : { ...previous, [remote]: result }));
          if (result.status === 'ready') void afterFirstScreen().then(() => prefetchPages(result.routes));
        });
    }
    return () => {
      active = false;
    };
  }, []);

  const retry = useCallback(async (remote: RemoteName) => {
    const result = await retryRemote(remote);
    setLoaded((previous) => ({ ...previous, [remote]: result }));
  }, []);

  const value = useMemo<PortalRoutesValue>(() => {
    const status = Object.fromEntries(
      REMOTE_NAMES.map((remote) => [remote, loaded[remote]?.status ?? 'loading']),
    ) as Record<RemoteName, RemoteStatus>;
    const routes = [
      ...SHELL_ROUTES,
      ...REMOTE_NAMES.flatMap((remote) => {
        const result = loaded[remote];
        return result ? toPortalRoutes(result) : [];
      }),
    ];
    return { routes, status, settled: REMOTE_NAMES.every((remote) => loaded[remote]), retry };
  }, [loaded, retry]);

  return <PortalRoutesContext.Provider value={value}>{props.children}</PortalRoutesContext.Provider>;
}

export function usePortalRoutes(): PortalRoutesValue {
  const value = useContext(PortalRoutesContext);
  if (!value) throw new Error('usePortalRoutes outside PortalRoutesProvider');
  return value;
}
