import { Col, Form, Input, InputNumber, Row, Select, type FormRule } from 'antd';
import { z } from 'zod';
import {
  CLASSIFICATION_GRADE_LABELS,
  CONTRACT_TYPE_LABELS,
  MoneySchema,
  WORK_PERIOD_LABELS,
  fr,
  parseFrenchDate,
} from '@portal/contracts';
import { FrenchDateInput, frenchDateRule, requiredNullableRule, zodRule } from '@portal/kit';
import { optionsOf } from './options.js';

/** An amount typed with a comma or a point, checked as the service checks it. */
const amountRule = zodRule(
  z
    .string()
    .transform((text) => text.trim().replace(/\s/g, '').replace(',', '.'))
    .pipe(MoneySchema),
);

/** The start date is needed once a contract type is chosen. */
const startRequired: FormRule = ({ getFieldValue }) => ({
  required: Boolean(getFieldValue(['contract', 'type'])),
  validator: async (_rule, value: unknown) => {
    if (getFieldValue(['contract', 'type']) && !(typeof value === 'string' && value.trim())) {
      throw new Error(fr.REQUIRED);
    }
  },
});

/** The end date, when typed, is not before the start date. */
const endAfterStart: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    const end = typeof value === 'string' ? parseFrenchDate(value, 'none') : null;
    const startText: unknown = getFieldValue(['contract', 'startDate']);
    const start = typeof startText === 'string' ? parseFrenchDate(startText, 'none') : null;
    if (end?.ok && start?.ok && end.iso < start.iso) throw new Error(fr.END_BEFORE_START);
  },
});

/** Tab 'Contrat': the active employment contract; without a type, none is recorded. */
export function ContractTab() {
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name={['contract', 'type']} label="Type de contrat">
            <Select allowClear placeholder="Aucun contrat" options={optionsOf(CONTRACT_TYPE_LABELS)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['contract', 'startDate']}
            label="Date de début"
            dependencies={[['contract', 'type']]}
            rules={[startRequired, frenchDateRule('none')]}
          >
            <FrenchDateInput time="none" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['contract', 'endDate']}
            label="Date de fin"
            dependencies={[['contract', 'startDate']]}
            rules={[frenchDateRule('none'), endAfterStart]}
          >
            <FrenchDateInput time="none" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name={['contract', 'hoursLimit']} label="Heures contractuelles" rules={[requiredNullableRule]}>
            <InputNumber min={0} max={168} decimalSeparator="," style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={['contract', 'period']} label="Période de contrôle">
            <Select options={optionsOf(WORK_PERIOD_LABELS)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={['contract', 'workPlace']} label="Lieu de travail">
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name={['contract', 'hourlyPay']} label="Taux horaire brut" rules={[amountRule]}>
            <Input inputMode="decimal" suffix="€" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={['contract', 'monthlyPay']} label="Salaire mensuel brut" rules={[amountRule]}>
            <Input inputMode="decimal" suffix="€" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name={['contract', 'classificationLevel']} label="Niveau">
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={['contract', 'classificationGrade']} label="Échelon">
            <Select allowClear options={optionsOf(CLASSIFICATION_GRADE_LABELS)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={['contract', 'classificationCoeff']} label="Coefficient">
            <InputNumber min={0} max={10000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name={['contract', 'tutor']} label="Tuteur">
        <Input />
      </Form.Item>
    </>
  );
}
