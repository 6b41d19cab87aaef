import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { MenuEntry } from './build-menu.js';
import { AlteredAgencyBanner } from '../support/altered-agency-banner.js';
import { UserMenu } from './user-menu.js';

type MenuItems = NonNullable<MenuProps['items']>;

const HEADER_STYLE = {
  position: 'sticky',
  top: 0,
  zIndex: 100,
  background: '#fff',
  borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
} as const;
const HEADER_LINE_STYLE = { display: 'flex', alignItems: 'center', gap: 8, height: 56, padding: '0 8px 0 4px' };
/** Support acting as an agency: said on a line of its own, under the header's. */
const ALTERED_AGENCY_STYLE = { padding: '0 12px 8px' };

function menuItems(entries: readonly MenuEntry[]): MenuItems {
  return entries.map((entry) =>
    entry.children
      ? { type: 'group' as const, key: entry.path, label: entry.name, children: menuItems(entry.children) }
      : { key: entry.path, label: <Link to={entry.path}>{entry.name}</Link> },
  );
}

/** The entry of the shown path: the longest menu path it starts with (`/terrain/serviceActif/…`). */
function selectedEntry(entries: readonly MenuEntry[], pathname: string): string[] {
  const paths = entries.flatMap((entry) => (entry.children ?? [entry]).map((child) => child.path));
  const matching = paths.filter((path) => pathname === path || pathname.startsWith(`${path}/`));
  const longest = matching.sort((a, b) => b.length - a.length)[0];
  return longest ? [longest] : [];
}

/**
 * A phone's frame, on antd alone: a one-line header (the menu's button, the portal's name, the user;
 * support acting as an agency says so on a second line) and the menu in a drawer that closes once an
 * entry is chosen. It spares the phone ProLayout and pro-components, which its first screen (an agent
 * reopening his service) would otherwise wait for.
 */
export function PhoneLayout(props: { menu: MenuEntry[]; children: ReactNode }) {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // The drawer is made the first time it opens, not with the screen the phone opens on.
  const [drawerMade, setDrawerMade] = useState(false);
  const items = useMemo(() => menuItems(props.menu), [props.menu]);
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <div style={{ minHeight: '100vh', background: '#f5f5f5' }}>
      <header style={HEADER_STYLE}>
        <div style={HEADER_LINE_STYLE}>
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label="Ouvrir le menu"
            onClick={() => {
              setDrawerMade(true);
              setOpen(true);
            }}
          />
          <strong style={{ fontSize: 16, flex: 1, whiteSpace: 'nowrap' }}>Portail</strong>
          <UserMenu />
        </div>
        <AlteredAgencyBanner style={ALTERED_AGENCY_STYLE} />
      </header>
      {drawerMade ? (
        <Drawer
          title="Portail"
          placement="left"
          width={280}
          open={open}
          onClose={() => setOpen(false)}
          styles={{ body: { padding: 0 } }}
        >
          <nav aria-label="Menu">
            <Menu
              mode="inline"
              items={items}
              selectedKeys={selectedEntry(props.menu, location.pathname)}
              style={{ borderInlineEnd: 'none' }}
            />
          </nav>
        </Drawer>
      ) : null}
      <main>{props.children}</main>
    </div>
  );
}
