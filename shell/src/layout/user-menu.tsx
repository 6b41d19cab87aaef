import { LogoutOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, Grid, Space } from 'antd';
import { useNavigate } from 'react-router';
import { ROLE_LABELS } from '@portal/contracts';
import { logOut, useCurrentUser, useInstallPrompt, useSession } from '@portal/kit';

/** The header's user: name and role, the profile, the app's install (a collaborator's), logout. */
export function UserMenu() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const session = useSession();
  const role = session.status === 'anonymous' ? undefined : session.claims.role;
  const { installed } = useInstallPrompt();
  const name = `${user.user.firstName} ${user.user.lastName}`.trim() || user.user.email;
  // On a phone the header keeps one line: the name shortened, the role left out.
  const wide = Grid.useBreakpoint().sm !== false;
  return (
    <Dropdown
      menu={{
        items: [
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
        ],
      }}
    >
      <Space style={{ cursor: 'pointer' }} aria-label="Menu utilisateur">
        <Avatar size="small" icon={<UserOutlined />} />
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
      </Space>
    </Dropdown>
  );
}
