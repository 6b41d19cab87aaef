import type { ReactNode } from 'react';
import { AntdScope, PlainPlaceholder } from '@portal/kit/core';
import { usePortalRoutes } from '../remotes/portal-routes-context.js';
import { matchRoute } from '../routing/portal-routes.js';

const screenPlaceholder = <PlainPlaceholder rows={6} />;

/**
 * A tab's screen under antd's providers (loaded first, if the frame has not: a phone's), unless its
 * route's page is drawn without antd (`plainPage`). Around the tab's `<Activity>`, not inside it:
 * the messages and confirmations a screen opens through antd's App (portals to the page's body) still
 * show once another tab is shown (an incident recorded, then the service's screen shown again).
 */
export function ScreenScope(props: { pathname: string; children: ReactNode }) {
  const { routes } = usePortalRoutes();
  if (matchRoute(routes, props.pathname)?.route.plainPage) return <>{props.children}</>;
  return <AntdScope fallback={screenPlaceholder}>{props.children}</AntdScope>;
}
