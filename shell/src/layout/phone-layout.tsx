import { MenuOutlined } from '@ant-design/icons';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { antdComponent, PlainButton, PORTAL_TOKENS } from '@portal/kit/core';
import type { MenuEntry } from './build-menu.js';
import { AlteredAgencyBanner } from '../support/altered-agency-banner.js';
import { UserMenu } from './user-menu.js';

const PhoneMenuDrawer = antdComponent(() => import('./phone-menu-drawer.js').then((module) => module.PhoneMenuDrawer));

/** The text of the frame and its screens as antd's App sets it (the frame is drawn without antd). */
const FRAME_STYLE = {
  minHeight: '100vh',
  background: '#f5f5f5',
  fontFamily: PORTAL_TOKENS.fontFamily,
  fontSize: PORTAL_TOKENS.fontSize,
  lineHeight: PORTAL_TOKENS.lineHeight,
  color: PORTAL_TOKENS.colorText,
} as const;
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

/**
 * A phone's frame, drawn without antd: a one-line header (the menu's button, the portal's name, the
 * user; support acting as an agency says so on a second line) and the menu in a drawer (antd's, loaded
 * the first time it opens) that closes once an entry is chosen. It spares the phone ProLayout and
 * pro-components, and antd itself until a screen or a dialog needs it: an agent reopening his service
 * (a screen drawn without antd) waits for none of them.
 */
export function PhoneLayout(props: { menu: MenuEntry[]; children: ReactNode }) {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // The drawer is made the first time it opens, not with the screen the phone opens on.
  const [drawerMade, setDrawerMade] = useState(false);
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <div style={FRAME_STYLE}>
      <header style={HEADER_STYLE}>
        <div style={HEADER_LINE_STYLE}>
          <PlainButton
            variant="text"
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
      {drawerMade ? <PhoneMenuDrawer menu={props.menu} open={open} onClose={() => setOpen(false)} /> : null}
      <main>{props.children}</main>
    </div>
  );
}
