import { fr } from '@portal/contracts';
import { matchRoute, type PortalRoute } from '../routing/portal-routes.js';

/**
 * An open screen: one per route (a route's sub-paths reuse its tab), one per unknown path. Its title is
 * the route's label, or its `itemLabel` while the address names an item.
 */
export type Tab = { key: string; pathname: string; label: string };

/**
 * The tab of a path. A path no route matches is 'Route inexistante' once every remote has answered
 * (`settled`); before, it may still be a remote's: 'Chargement…'.
 */
export function tabFor(routes: readonly PortalRoute[], pathname: string, settled = true): Tab {
  const match = matchRoute(routes, pathname);
  if (!match) return { key: `?${pathname}`, pathname, label: settled ? fr.ROUTE_NOT_FOUND : fr.LOADING };
  const { route, params } = match;
  const namesAnItem = Object.values(params).some((value) => value !== undefined && value !== '');
  const label = (namesAnItem ? route.itemLabel : undefined) ?? route.label;
  return { key: `${route.source}:${route.path}`, pathname, label };
}

/** The tabs once `pathname` is shown: its tab is updated in place or opened at the end. */
export function openTab(tabs: readonly Tab[], tab: Tab): Tab[] {
  const index = tabs.findIndex((open) => open.key === tab.key);
  if (index === -1) return [...tabs, tab];
  const current = tabs[index];
  if (current && current.pathname === tab.pathname && current.label === tab.label) return [...tabs];
  return tabs.map((open, position) => (position === index ? tab : open));
}

/** Closes a tab; answers the tabs left and, when the active one closed, the path to show instead. */
export function closeTab(tabs: readonly Tab[], key: string, activeKey: string): { tabs: Tab[]; next?: string } {
  const index = tabs.findIndex((tab) => tab.key === key);
  if (index === -1) return { tabs: [...tabs] };
  const left = tabs.filter((tab) => tab.key !== key);
  if (key !== activeKey) return { tabs: left };
  const neighbour = left[Math.min(index, left.length - 1)];
  return neighbour ? { tabs: left, next: neighbour.pathname } : { tabs: left, next: 'home' };
}
