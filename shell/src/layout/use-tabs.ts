import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { matchRoute, type PortalRoute } from '../routing/portal-routes.js';
import { closeTab, openTab, tabFor, type Tab } from './tabs-state.js';

/** Tabs opened before the remotes answered get their route's key and label (merged when they meet). */
function refreshed(tabs: readonly Tab[], routes: readonly PortalRoute[], settled: boolean): Tab[] {
  const seen = new Set<string>();
  return tabs
    .map((tab) => tabFor(routes, tab.pathname, settled))
    .filter((tab) => !seen.has(tab.key) && Boolean(seen.add(tab.key)));
}

/** The tab bar's state: the shown path opens (or updates) its tab; closing navigates to a neighbour. */
export function useTabs(routes: readonly PortalRoute[], settled: boolean, pathname: string) {
  const navigate = useNavigate();
  const [tabs, setTabs] = useState<Tab[]>([]);
  const active = useMemo(() => tabFor(routes, pathname, settled), [routes, pathname, settled]);

  useEffect(() => {
    // The main route and the routes that only lead elsewhere have no tab.
    if (pathname === '' || matchRoute(routes, pathname)?.route.redirect) return;
    // Labels of tabs opened before the remotes answered are brought up to date as well.
    setTabs((open) => openTab(refreshed(open, routes, settled), active));
  }, [routes, settled, pathname, active]);

  const close = useCallback(
    (key: string) => {
      setTabs((open) => {
        const { tabs: left, next } = closeTab(open, key, active.key);
        if (next !== undefined) queueMicrotask(() => navigate(`/${next}`));
        return left;
      });
    },
    [active.key, navigate],
  );

  return { tabs, activeKey: active.key, close };
}
