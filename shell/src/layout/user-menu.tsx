import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, Space } from 'antd';
import { useNavigate } from 'react-router';
import { ROLE_LABELS } from '@portal/contracts';
import { logOut, useCurrentUser, useSession } from '@portal/kit';

/** The header's user: name and role, the profile, logout. */
export function UserMenu() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const session = useSession();
  const role = session.status === 'anonymous' ? undefined : session.claims.role;
  const name = `${user.user.firstName} ${user.user.lastName}`.trim() || user.user.email;
  return (
    <Dropdown
      menu={{
        items: [
          { key: 'profile', icon: <UserOutlined />, label: 'Mon profil', onClick: () => navigate('/user') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: 'Se déconnecter', onClick: () => logOut() },
        ],
      }}
    >
      <Space style={{ cursor: 'pointer' }} aria-label="Menu utilisateur">
        <Avatar size="small" icon={<UserOutlined />} />
        <span>{name}</span>
        {role ? <span style={{ color: '#888' }}>· {ROLE_LABELS[role]}</span> : null}
      </Space>
    </Dropdown>
  );
}
