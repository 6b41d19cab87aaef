import { ProLayout } from '@ant-design/pro-components';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '@portal/kit';
import { usePortalRoutes } from '../remotes/portal-routes-context.js';
import { TabScreen } from '../screens/tab-screen.js';
import { AlteredAgencyBanner } from '../support/altered-agency-banner.js';
import { buildMenu } from './build-menu.js';
import { MainRoute } from './main-route.js';
import { TabBar } from './tab-bar.js';
import { UserMenu } from './user-menu.js';
import { useTabs } from './use-tabs.js';

const MENU_OPTIONS = { type: 'group', defaultOpenAll: true, ignoreFlatMenu: true } as const;
const TOKEN = { header: { heightLayoutHeader: 56 } };
const CONTENT_STYLE = { padding: 0 };
const renderMenuItem = (item: { path?: string }, dom: ReactNode) =>
  item.path ? <Link to={item.path}>{dom}</Link> : dom;
const renderActions = () => [<AlteredAgencyBanner key="altered" />, <UserMenu key="user" />];
/** ProLayout's phone breakpoint: below it the menu is a drawer over the screen. */
const isPhone = () => typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767px)').matches;

/**
 * ProLayout with the French drawer built from every route the user may open, the tab bar of open
 * screens and each tab's screen kept mounted (hidden when not active) so that switching keeps state.
 */
export function PortalLayout() {
  const session = useSession();
  const location = useLocation();
  const pathname = location.pathname.replace(/^\/+/, '');
  const { routes } = usePortalRoutes();
  // ProLayout recomputes its menu when `route` changes identity: only when the routes or the session do.
  const route = useMemo(() => ({ path: '/', routes: buildMenu(routes, session) }), [routes, session]);
  const layoutLocation = useMemo(() => ({ pathname: location.pathname }), [location.pathname]);
  const { tabs, activeKey, close } = useTabs(routes, pathname);
  // On a phone the drawer covers the screen: it starts closed and closes once an entry is chosen.
  const [collapsed, setCollapsed] = useState(isPhone);
  useEffect(() => {
    if (isPhone()) setCollapsed(true);
  }, [location.pathname]);

  if (pathname === '') return <MainRoute />;

  return (
    <ProLayout
      title="Portail"
      logo={false}
      layout="mix"
      fixSiderbar
      collapsed={collapsed}
      onCollapse={setCollapsed}
      location={layoutLocation}
      route={route}
      menu={MENU_OPTIONS}
      menuItemRender={renderMenuItem}
      actionsRender={renderActions}
      token={TOKEN}
      contentStyle={CONTENT_STYLE}
    >
      <TabBar tabs={tabs} activeKey={activeKey} onClose={close} />
      <div style={{ padding: 16 }}>
        {tabs.map((tab) => (
          <section key={tab.key} hidden={tab.key !== activeKey} aria-label={tab.label}>
            <TabScreen pathname={tab.pathname} />
          </section>
        ))}
      </div>
    </ProLayout>
  );
}
