import { useMemo, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { deferredComponent, useSession } from '@portal/kit/core';
import { PlainLoading } from '../auth/plain-loading.js';
import { usePortalRoutes } from '../remotes/portal-routes-context.js';
import { matchRoute } from '../routing/portal-routes.js';
import { buildMenu } from './build-menu.js';
import { loadDesktopLayout } from './load-desktop-layout.js';
import { MainRoute } from './main-route.js';
import { OpenScreens } from './open-screens.js';
import { PhoneLayout } from './phone-layout.js';
import { isPhoneWidth } from './phone-width.js';
import { useTabs } from './use-tabs.js';

const DesktopLayout = deferredComponent(() => loadDesktopLayout().then((module) => module.default), <PlainLoading />);

/**
 * The French menu built from every route the user may open, the tab bar of open screens and each
 * tab's screen, in a phone's frame or a desktop's, chosen once when the portal opens (a phone turned
 * sideways keeps its frame and the screens their state).
 */
export function PortalLayout() {
  const session = useSession();
  const location = useLocation();
  const pathname = location.pathname.replace(/^\/+/, '');
  const { routes, settled } = usePortalRoutes();
  const menu = useMemo(() => buildMenu(routes, session), [routes, session]);
  const { tabs, activeKey, close } = useTabs(routes, settled, pathname);
  const [phone] = useState(isPhoneWidth);

  // The main route and the routes that only lead elsewhere have no tab: they lead away at once, the
  // open screens kept meanwhile (hidden, with their state). A tab kept on a redirect would lead there
  // again each time its screen was shown anew.
  const redirect = pathname === '' ? undefined : matchRoute(routes, pathname)?.route.redirect;
  const leading = pathname === '' ? <MainRoute /> : redirect ? <Navigate replace to={redirect} /> : null;
  const screens = (
    <OpenScreens tabs={tabs} activeKey={leading ? null : activeKey} onClose={close}>
      {leading}
    </OpenScreens>
  );
  if (phone) return <PhoneLayout menu={menu}>{screens}</PhoneLayout>;
  return <DesktopLayout menu={menu}>{screens}</DesktopLayout>;
}
