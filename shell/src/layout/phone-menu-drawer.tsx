import { Drawer, Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import type { MenuEntry } from './build-menu.js';

type MenuItems = NonNullable<MenuProps['items']>;

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

/** The phone's menu (antd's Drawer and Menu), made the first time it opens; closed once an entry is chosen. */
export function PhoneMenuDrawer(props: { menu: MenuEntry[]; open: boolean; onClose: () => void }) {
  const location = useLocation();
  const items = useMemo(() => menuItems(props.menu), [props.menu]);
  return (
    <Drawer
      title="Portail"
      placement="left"
      width={280}
      open={props.open}
      onClose={props.onClose}
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
  );
}
