import { SITE_RADIUS_MAX, SITE_RADIUS_MIN, type SiteLocation } from '@portal/contracts';
import { CountryPicker } from '@portal/kit';
import { Col, Form, Input, InputNumber, Row, type FormInstance } from 'antd';
import type { SiteFormValues } from './site-form-values.js';
import { SiteMap } from './site-map.js';

const RADIUS_MESSAGE = `Le périmètre doit être compris entre ${SITE_RADIUS_MIN} et ${SITE_RADIUS_MAX} mètres`;

/** 'Adresse': the postal address, the country, and the map where a click places the site and its perimeter. */
export function AddressTab(props: { form: FormInstance<SiteFormValues> }) {
  const location = Form.useWatch<SiteLocation | null>(['address', 'location'], props.form) ?? null;
  const radius = Form.useWatch<number | null>('radius', props.form);
  return (
    <>
      <Form.Item name={['address', 'street']} label="Adresse">
        <Input />
      </Form.Item>
      <Form.Item name={['address', 'complement']} label="Complément d'adresse">
        <Input />
      </Form.Item>
      <Row gutter={12}>
        <Col span={8}>
          <Form.Item name={['address', 'zipcode']} label="Code postal">
            <Input />
          </Form.Item>
        </Col>
        <Col span={16}>
          <Form.Item name={['address', 'city']} label="Ville">
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name={['address', 'country']} label="Pays">
        <CountryPicker />
      </Form.Item>
      <Row gutter={12}>
        <Col span={8}>
          <Form.Item name={['address', 'location', 'latitude']} label="Latitude">
            <Input readOnly placeholder="Cliquez sur la carte" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name={['address', 'location', 'longitude']} label="Longitude">
            <Input readOnly placeholder="Cliquez sur la carte" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="radius"
            label="Périmètre (m)"
            rules={[
              { required: true, message: 'Obligatoire' },
              { type: 'integer', min: SITE_RADIUS_MIN, max: SITE_RADIUS_MAX, message: RADIUS_MESSAGE },
            ]}
          >
            <InputNumber min={SITE_RADIUS_MIN} max={SITE_RADIUS_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <SiteMap
        location={location && typeof location.latitude === 'number' ? location : null}
        radius={typeof radius === 'number' ? radius : 0}
        onPick={(picked) => props.form.setFieldValue(['address', 'location'], picked)}
      />
    </>
  );
}
