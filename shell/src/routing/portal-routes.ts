import { matchPath } from 'react-router';
import type { RemoteName } from '@portal/contracts';
import type { RemoteRoute, RouteMeta } from '@portal/kit/core';

/** A route of the portal: the shell's own or a remote's, with its page when it can be loaded. */
export type PortalRoute = RouteMeta & {
  source: 'shell' | RemoteName;
  page?: RemoteRoute['page'];
  plainPage?: RemoteRoute['plainPage'];
};

export type RouteMatch = { route: PortalRoute; params: Record<string, string | undefined> };

/** The route a hash path opens (the first declared wins), or undefined: the not-found screen. */
export function matchRoute(routes: readonly PortalRoute[], pathname: string): RouteMatch | undefined {
  const path = `/${pathname.replace(/^\/+/, '')}`;
  for (const route of routes) {
    const match = matchPath({ path: `/${route.path}`, end: true }, path);
    if (match) return { route, params: match.params };
  }
  return undefined;
}
