import { LogoutOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { useState, type CSSProperties, type MouseEvent, type PointerEvent } from 'react';
import { useNavigate } from 'react-router';
import { ROLE_LABELS } from '@portal/contracts';
import { antdComponent, logOut, PORTAL_TOKENS, useCurrentUser, useInstallPrompt, useSession } from '@portal/kit/core';
import { useWideScreen } from './use-wide-screen.js';

const UserMenuDropdown = antdComponent(() =>
  import('./user-menu-dropdown.js').then((module) => module.UserMenuDropdown),
);

const BUTTON_STYLE: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  border: 'none',
  background: 'none',
  padding: '4px 0',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
};
/** antd's small Avatar with an icon, drawn without antd. */
const AVATAR_STYLE: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: 24,
  height: 24,
  borderRadius: '50%',
  fontSize: 14,
  color: PORTAL_TOKENS.colorTextLightSolid,
  background: 'rgba(0,0,0,0.25)',
};

/**
 * The header's user: name and role, the profile, the app's install (a collaborator's), logout. The
 * name is a button (the keyboard opens the menu too), drawn without antd; the menu itself (antd's
 * Dropdown, whose trigger probes the device and renders again at its mount) is made, and antd loaded
 * for it on a phone, when the pointer first comes to it or it is first pressed, not with the screen
 * the portal opens on.
 */
export function UserMenu() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const session = useSession();
  const role = session.status === 'anonymous' ? undefined : session.claims.role;
  const { installed } = useInstallPrompt();
  const [menuMade, setMenuMade] = useState(false);
  const [open, setOpen] = useState(false);
  // Opened from the keyboard, the menu takes the focus (its items are then chosen with the arrows).
  const [byKeyboard, setByKeyboard] = useState(false);
  const name = `${user.user.firstName} ${user.user.lastName}`.trim() || user.user.email;
  // On a phone the header keeps one line: the name shortened, the role left out.
  const wide = useWideScreen();

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: 'Mon profil', onClick: () => navigate('/user') },
    ...(role === 'agent' && !installed
      ? [
          {
            key: 'app-agent',
            icon: <MobileOutlined />,
            label: "Installer l'application",
            onClick: () => navigate('/app-agent'),
          },
        ]
      : []),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Se déconnecter', onClick: () => logOut() },
  ];
  const openMenu = (keyboard: boolean) => {
    setByKeyboard(keyboard);
    setMenuMade(true);
    setOpen(true);
  };
  // A click of no pointer is the keyboard's Enter or Space.
  const fromKeyboard = (event: MouseEvent) => event.detail === 0;
  // Before the menu is made, the first approach makes it and opens it (the Dropdown, made under the
  // pointer, would not see it come in). Made, the pointer opens it by hovering (as before), the
  // keyboard by pressing the button.
  const approach = menuMade
    ? { onClick: (event: MouseEvent) => fromKeyboard(event) && (open ? setOpen(false) : openMenu(true)) }
    : {
        onPointerEnter: (event: PointerEvent) => event.pointerType === 'mouse' && openMenu(false),
        onClick: (event: MouseEvent) => openMenu(fromKeyboard(event)),
      };
  const trigger = (
    <button
      type="button"
      aria-label="Menu utilisateur"
      aria-haspopup="menu"
      aria-expanded={open}
      style={BUTTON_STYLE}
      {...approach}
    >
      <span style={AVATAR_STYLE} aria-hidden>
        <UserOutlined />
      </span>
      <span
        style={{
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          display: 'inline-block',
          maxWidth: wide ? 260 : 130,
          verticalAlign: 'middle',
        }}
      >
        {name}
      </span>
      {role && wide ? <span style={{ color: '#888', whiteSpace: 'nowrap' }}>· {ROLE_LABELS[role]}</span> : null}
    </button>
  );
  if (!menuMade) return trigger;
  return (
    <UserMenuDropdown
      open={open}
      autoFocus={byKeyboard}
      onOpenChange={(next) => {
        setByKeyboard(false);
        setOpen(next);
      }}
      items={items}
      fallback={trigger}
    >
      {trigger}
    </UserMenuDropdown>
  );
}
