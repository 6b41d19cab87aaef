import { ProLayout } from '@ant-design/pro-components';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { MenuEntry } from './build-menu.js';
import { AlteredAgencyBanner } from '../support/altered-agency-banner.js';
import { isPhoneWidth } from './phone-width.js';
import { UserMenu } from './user-menu.js';

const MENU_OPTIONS = { type: 'group', defaultOpenAll: true, ignoreFlatMenu: true } as const;
const TOKEN = { header: { heightLayoutHeader: 56 } };
const CONTENT_STYLE = { padding: 0 };
const renderActions = () => [<AlteredAgencyBanner key="altered" />, <UserMenu key="user" />];
const renderMenuItem = (item: { path?: string }, dom: ReactNode) =>
  item.path ? <Link to={item.path}>{dom}</Link> : dom;

/**
 * A desktop's frame: ProLayout with the French menu on the side (a drawer if the window is narrowed
 * below a phone's width). Loaded only when the portal opens wider than a phone (`loadDesktopLayout`).
 */
export default function DesktopLayout(props: { menu: MenuEntry[]; children: ReactNode }) {
  const location = useLocation();
  // ProLayout recomputes its menu when `route` changes identity: only when the menu does.
  const route = useMemo(() => ({ path: '/', routes: props.menu }), [props.menu]);
  const layoutLocation = useMemo(() => ({ pathname: location.pathname }), [location.pathname]);
  // Narrowed to a phone's width, the drawer covers the screen: closed, and closed again once an entry is chosen.
  const [collapsed, setCollapsed] = useState(isPhoneWidth);
  useEffect(() => {
    if (isPhoneWidth()) setCollapsed(true);
  }, [location.pathname]);

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
      {props.children}
    </ProLayout>
  );
}
