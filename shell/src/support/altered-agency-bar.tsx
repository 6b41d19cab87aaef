import { Button, Space, Tag } from 'antd';
import type { CSSProperties } from 'react';
import { alteredAgencyName, leaveAlteredAgency } from '@portal/kit';

/** Which agency support is acting as, and the way back to the support's own session. */
export function AlteredAgencyBar(props: { agency: string; style?: CSSProperties }) {
  return (
    <Space wrap style={props.style}>
      <Tag color="orange" style={{ marginInlineEnd: 0 }}>
        Agence altérée : {alteredAgencyName() ?? props.agency}
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
