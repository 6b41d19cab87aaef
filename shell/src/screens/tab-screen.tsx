import { Skeleton } from 'antd';
import { memo } from 'react';
import { routeAccess, useSession } from '@portal/kit';
import { matchRoute } from '../routing/portal-routes.js';
import { usePortalRoutes } from '../remotes/portal-routes-context.js';
import { AccessDenied } from './access-denied.js';
import { NotFound } from './not-found.js';
import { RouteScreen } from './route-screen.js';

/**
 * What a tab shows: its route's screen, the guard's refusal, or the not-found screen. Memoised: moving
 * to another tab does not re-render the open screens.
 */
export const TabScreen = memo(function TabScreen(props: { pathname: string }) {
  const session = useSession();
  const { routes, settled } = usePortalRoutes();
  const match = matchRoute(routes, props.pathname);
  if (!match) return settled ? <NotFound /> : <Skeleton active />;
  const verdict = routeAccess(match.route.access, session);
  if (!verdict.allowed) return <AccessDenied verdict={verdict} />;
  return <RouteScreen route={match.route} pathname={props.pathname} />;
});
