import { SITE_AGENT_RIGHTS, SITE_CUSTOMER_RIGHTS, siteRightLabel } from '@portal/contracts';
import { Checkbox, Col, Form, Row, Typography } from 'antd';

function RightsMap(props: { name: 'rightsAgent' | 'rightsCustomer'; rights: readonly string[] }) {
  return (
    <Row gutter={[12, 0]}>
      {props.rights.map((right) => (
        <Col span={12} key={right}>
          <Form.Item name={[props.name, right]} valuePropName="checked" style={{ marginBottom: 4 }}>
            <Checkbox>{siteRightLabel(right as (typeof SITE_AGENT_RIGHTS)[number])}</Checkbox>
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}

/** 'Droits': what the site's agents, and its customer's users, may do on it (00 §6 site-level rights). */
export function RightsTab() {
  return (
    <>
      <Typography.Title level={5}>Droits des agents sur le site</Typography.Title>
      <RightsMap name="rightsAgent" rights={SITE_AGENT_RIGHTS} />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Droits du client sur le site
      </Typography.Title>
      <RightsMap name="rightsCustomer" rights={SITE_CUSTOMER_RIGHTS} />
    </>
  );
}
