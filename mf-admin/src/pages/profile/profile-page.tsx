import { Col, Row } from 'antd';
import { DevicesCard } from './devices-card.js';
import { IdentityCard } from './identity-card.js';
import { PasswordCard } from './password-card.js';

/** user: the user's own profile (`PUT user`), password and registered devices. */
export default function ProfilePage() {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <IdentityCard />
      </Col>
      <Col xs={24} lg={12}>
        <PasswordCard />
      </Col>
      <Col span={24}>
        <DevicesCard />
      </Col>
    </Row>
  );
}
