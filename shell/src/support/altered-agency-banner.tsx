import { Button, Space, Tag } from 'antd';
import type { CSSProperties } from 'react';
import { alteredAgencyName, leaveAlteredAgency, useSession } from '@portal/kit';

/** Support acting as an agency: which one, and the way back to the support's own session. */
export function AlteredAgencyBanner(props: { style?: CSSProperties }) {
  const session = useSession();
  if (session.status === 'anonymous' || !session.claims.act) return null;
  return (
    <Space wrap style={props.style}>
      <Tag color="orange" style={{ marginInlineEnd: 0 }}>
        Agence altérée : {alteredAgencyName() ?? session.claims.agency}
      </Tag>
      <Button
        size="small"
        onClick={() => {
          window.location.hash = '/adminAgencies';
          leaveAlteredAgency();
        }}
      >
        Revenir au support
      </Button>
    </Space>
  );
}
