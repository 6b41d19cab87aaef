import { Col, Form, Input, InputNumber, Radio, Row, Select, Switch, type FormInstance, type FormRule } from 'antd';
import {
  CUSTOMER_TYPE_LABELS,
  CustomerEmailSchema,
  CustomerNameSchema,
  CustomerNumberSchema,
  CustomerSiretSchema,
  PROSPECT_LABEL,
  SETTLEMENT_PERIOD_LABELS,
  vatNumberIssue,
  type Customer,
} from '@portal/contracts';
import { CountryPicker, requiredRule, zodRule } from '@portal/kit';
import type { CustomerFormValues } from './customer-form-values.js';

const TYPE_OPTIONS = Object.entries(CUSTOMER_TYPE_LABELS).map(([value, label]) => ({ value: Number(value), label }));
const SETTLEMENT_OPTIONS = Object.entries(SETTLEMENT_PERIOD_LABELS).map(([value, label]) => ({ value, label }));

/** The VAT number checked against the country of the address, as the service does. */
function vatRule(form: FormInstance<CustomerFormValues>): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const country = String(form.getFieldValue(['address', 'country']) ?? 'FR');
      const issue = vatNumberIssue(typeof value === 'string' ? value : '', country);
      if (issue) throw new Error(issue);
    },
  };
}

/** 'Informations': type, prospect or client, name and how to reach the customer, legal numbers. */
export function InformationTab(props: { form: FormInstance<CustomerFormValues> }) {
  return (
    <Row gutter={12}>
      <Col xs={24} md={16}>
        <Form.Item name="type" label="Type">
          <Radio.Group options={TYPE_OPTIONS} optionType="button" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="prospect" label={PROSPECT_LABEL} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="name" label="Nom" rules={[requiredRule, zodRule(CustomerNameSchema)]}>
          <Input autoFocus />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="email" label="E-mail" rules={[zodRule(CustomerEmailSchema)]}>
          <Input inputMode="email" autoComplete="email" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="phone" label="Téléphone">
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="siret" label="SIRET" rules={[zodRule(CustomerSiretSchema)]}>
          <Input inputMode="numeric" placeholder="14 chiffres" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="vat"
          label="TVA intracommunautaire"
          rules={[vatRule(props.form)]}
          dependencies={[['address', 'country']]}
        >
          <Input placeholder="FR00123456789" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="comments" label="Commentaires">
          <Input.TextArea rows={3} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** 'Adresse': street, complement, postcode, city and country (France by default). */
export function AddressTab() {
  return (
    <Row gutter={12}>
      <Col xs={24}>
        <Form.Item name={['address', 'street']} label="Adresse">
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name={['address', 'complement']} label="Complément d’adresse">
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name={['address', 'zipcode']} label="Code postal">
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} md={16}>
        <Form.Item name={['address', 'city']} label="Ville">
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name={['address', 'country']} label="Pays">
          <CountryPicker />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** 'Paramètres': the customer number (generated or typed) and the payment term of its invoices. */
export function SettingsTab(props: { form: FormInstance<CustomerFormValues>; customer: Customer | null }) {
  const generated = Form.useWatch(['customerInfos', 'generateCustomerNumberId'], props.form) ?? true;
  const period = Form.useWatch(['customerInfos', 'settlementPeriod'], props.form);
  const generatedNumber = props.customer?.customerInfos.generateCustomerNumberId
    ? props.customer.customerInfos.customerNumber
    : null;
  return (
    <Row gutter={12}>
      <Col xs={24}>
        <Form.Item name={['customerInfos', 'generateCustomerNumberId']} label="Numéro client">
          <Radio.Group
            options={[
              { value: true, label: 'Généré automatiquement' },
              { value: false, label: 'Saisi manuellement' },
            ]}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        {generated ? (
          <Form.Item label="N° client">
            <Input value={generatedNumber ?? 'Attribué à l’enregistrement'} disabled />
          </Form.Item>
        ) : (
          <Form.Item
            name={['customerInfos', 'customerNumber']}
            label="N° client"
            rules={[requiredRule, zodRule(CustomerNumberSchema)]}
          >
            <Input placeholder="411-" />
          </Form.Item>
        )}
      </Col>
      <Col xs={24} />
      <Col xs={24} md={12}>
        <Form.Item name={['customerInfos', 'settlementPeriod']} label="Délai de règlement">
          <Select options={SETTLEMENT_OPTIONS} />
        </Form.Item>
      </Col>
      {period === 'upon_receipt' ? null : (
        <Col xs={24} md={12}>
          <Form.Item name={['customerInfos', 'settlementPeriodDays']} label="Nombre de jours">
            <InputNumber min={0} max={365} precision={0} placeholder="Délai de l’agence" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      )}
    </Row>
  );
}
