import { memo } from 'react';
import { antdComponent, PlainPlaceholder, routeAccess, useSession } from '@portal/kit/core';
import { matchRoute } from '../routing/portal-routes.js';
import { usePortalRoutes } from '../remotes/portal-routes-context.js';
import { RouteScreen } from './route-screen.js';

const AccessDenied = antdComponent(() => import('./access-denied.js').then((module) => module.AccessDenied));
const NotFound = antdComponent(() => import('./not-found.js').then((module) => module.NotFound));

/**
 * What a tab shows: its route's screen, the guard's refusal, or the not-found screen. Memoised: moving
 * to another tab does not re-render the open screens.
 */
export const TabScreen = memo(function TabScreen(props: { pathname: string }) {
  const session = useSession();
  const { routes, settled } = usePortalRoutes();
  const match = matchRoute(routes, props.pathname);
  if (!match) return settled ? <NotFound /> : <PlainPlaceholder />;
  const verdict = routeAccess(match.route.access, session);
  if (!verdict.allowed) return <AccessDenied verdict={verdict} />;
  return <RouteScreen route={match.route} pathname={props.pathname} />;
});
