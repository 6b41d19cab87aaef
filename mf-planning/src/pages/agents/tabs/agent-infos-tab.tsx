import { Col, Form, Input, InputNumber, Radio, Rate, Row, Select, Switch } from 'antd';
import {
  BLOOD_GROUPS,
  CardNumberSchema,
  COLLABORATOR_TYPE_LABELS,
  LICENCE_STATUS_LABELS,
  SiretSchema,
} from '@portal/contracts';
import { nirRule, requiredNullableRule, zodRule } from '@portal/kit';
import { optionsOf } from './options.js';

const WEEK_DAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'] as const;

/** Tab 'Informations collaborateur'; the licence is chosen when creating (later through the actions). */
export function AgentInfosTab(props: { creating: boolean }) {
  const type = Form.useWatch(['agentInfos', 'type']) as string | undefined;
  return (
    <>
      {props.creating ? (
        <Form.Item name="status" label="Licence">
          <Radio.Group options={optionsOf(LICENCE_STATUS_LABELS, true)} />
        </Form.Item>
      ) : null}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name={['agentInfos', 'type']} label="Type de collaborateur">
            <Select options={optionsOf(COLLABORATOR_TYPE_LABELS)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={['agentInfos', 'plannable']} label="Planifiable" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      {type === 'EXTERNAL' ? (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name={['agentInfos', 'externalCompanyName']} label="Société externe">
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name={['agentInfos', 'externalCompanySiret']} label="SIRET" rules={[zodRule(SiretSchema)]}>
              <Input inputMode="numeric" />
            </Form.Item>
          </Col>
        </Row>
      ) : null}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name={['agentInfos', 'position']} label="Poste">
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={['agentInfos', 'registrationNumber']} label="Matricule">
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name={['agentInfos', 'cardNumber']}
            label="Numéro de carte professionnelle"
            rules={[zodRule(CardNumberSchema)]}
          >
            <Input placeholder="AAA-000-0000-00-00-00000000000" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={['agentInfos', 'socialSecurityNumber']} label="N° de sécurité sociale" rules={[nirRule]}>
            <Input placeholder="0 00 00 00 000 000 00" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name={['agentInfos', 'rating']} label="Note">
            <Rate allowClear={false} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={['agentInfos', 'bloodGroup']} label="Groupe sanguin">
            <Select allowClear options={BLOOD_GROUPS.map((group) => ({ value: group, label: group }))} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name={['agentInfos', 'specialties']} label="Spécialités" extra="Validez chaque spécialité avec Entrée">
        <Select mode="tags" open={false} aria-label="Spécialités" />
      </Form.Item>
      <Form.Item label="Durée hebdomadaire (heures par jour)">
        <Row gutter={8}>
          {WEEK_DAYS.map((day, index) => (
            <Col key={day} xs={12} md={3}>
              <Form.Item name={['agentInfos', 'weekDuration', index]} label={day} rules={[requiredNullableRule]}>
                <InputNumber min={0} max={24} step={0.5} decimalSeparator="," style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name={['agentInfos', 'insuranceExempt']} label="Dispensé de mutuelle" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name={['agentInfos', 'insuranceExemptReason']} label="Motif de la dispense">
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name={['agentInfos', 'comments']} label="Commentaires">
        <Input.TextArea rows={3} />
      </Form.Item>
    </>
  );
}
