import { App, Button, Card, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useState } from 'react';
import {
  BILLING_SETTINGS_CALLS,
  BillingSettingsSchema,
  VAT_RATES,
  VAT_RATE_LABELS,
  fr,
  type BillingSettings,
} from '@portal/contracts';
import { applyFieldErrors, callApi, queryClient, useAgencyId, useCan, zodRule } from '@portal/kit';
import { changedSettings } from './changed-settings.js';

type Values = Omit<BillingSettings, 'currency' | 'vatLabel'>;

const shape = BillingSettingsSchema.shape;
const identity = shape.legalIdentity.shape;
const VAT_OPTIONS = VAT_RATES.map((rate) => ({ value: Number(rate), label: VAT_RATE_LABELS[rate] }));
const SEPARATOR_OPTIONS = [
  { value: 'comma', label: 'Virgule (1 234,50)' },
  { value: 'point', label: 'Point (1 234.50)' },
];
const half = { xs: 24, lg: 12 };

function editableOf(settings: BillingSettings): Values {
  const { currency: _currency, vatLabel: _vatLabel, ...values } = settings;
  return values;
}

/**
 * The agency's identity as its documents print it (and its e-invoices carry it), numbering, terms
 * and legal texts. Saves only what changed; nothing changed says so. Read-only without
 * agencySettings.edit.
 */
export function CommercialDocsSettingsForm(props: { settings: BillingSettings }) {
  const agencyId = useAgencyId();
  const canEdit = useCan('agencySettings.edit');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  async function submit(typed: Values) {
    // The form holds only the fields it shows: the others (and the identity's country) stay as saved.
    const saved = editableOf(props.settings);
    const values = { ...saved, ...typed, legalIdentity: { ...saved.legalIdentity, ...typed.legalIdentity } };
    const changes = changedSettings(props.settings, values);
    if (Object.keys(changes).length === 0) return void message.info(fr.NO_CHANGE);
    setBusy(true);
    try {
      const saved = await callApi('billing', `/agency/${agencyId}/settings`, {
        method: 'PUT',
        body: changes,
        schema: BILLING_SETTINGS_CALLS.update.response,
        notify: false,
      });
      queryClient.setQueryData(['billing', 'settings', agencyId], saved);
      void message.success(fr.SETTINGS_SAVED);
    } catch (error) {
      applyFieldErrors(form, error);
    } finally {
      setBusy(false);
    }
  }

  const text = (name: keyof typeof identity, label: string, autoComplete?: string) => (
    <Form.Item name={['legalIdentity', name]} label={label} rules={[zodRule(identity[name])]}>
      <Input autoComplete={autoComplete} />
    </Form.Item>
  );

  return (
    <Form
      form={form}
      layout="vertical"
      disabled={!canEdit}
      initialValues={editableOf(props.settings)}
      onFinish={(values) => void submit(values)}
    >
      <Row gutter={[16, 16]}>
        <Col {...half}>
          <Card title="Identité de l'agence sur les documents">
            {text('legalName', 'Raison sociale', 'organization')}
            {text('legalMentions', 'Forme juridique, capital et RCS')}
            <Row gutter={12}>
              <Col xs={24} sm={12}>
                {text('siret', 'SIRET')}
              </Col>
              <Col xs={24} sm={12}>
                {text('vatNumber', 'N° de TVA intracommunautaire')}
              </Col>
            </Row>
            {text('street', 'Adresse', 'street-address')}
            <Row gutter={12}>
              <Col xs={24} sm={8}>
                {text('zipcode', 'Code postal', 'postal-code')}
              </Col>
              <Col xs={24} sm={16}>
                {text('city', 'Ville', 'address-level2')}
              </Col>
            </Row>
            <Row gutter={12}>
              <Col xs={24} sm={12}>
                {text('email', 'E-mail', 'email')}
              </Col>
              <Col xs={24} sm={12}>
                {text('phone', 'Téléphone', 'tel')}
              </Col>
            </Row>
            <Row gutter={12}>
              <Col xs={24} sm={16}>
                {text('iban', 'IBAN')}
              </Col>
              <Col xs={24} sm={8}>
                {text('bic', 'BIC')}
              </Col>
            </Row>
          </Card>
        </Col>
        <Col {...half}>
          <Card title="Numérotation et conditions" style={{ marginBottom: 16 }}>
            <Row gutter={12}>
              <Col xs={12} sm={8}>
                <Form.Item name="invoicePrefix" label="Préfixe des factures" rules={[zodRule(shape.invoicePrefix)]}>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={12} sm={8}>
                <Form.Item name="creditNotePrefix" label="Préfixe des avoirs" rules={[zodRule(shape.creditNotePrefix)]}>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={12} sm={8}>
                <Form.Item name="estimatePrefix" label="Préfixe des devis" rules={[zodRule(shape.estimatePrefix)]}>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={12} sm={8}>
                <Form.Item name="paymentTermDays" label="Délai de paiement (jours)">
                  <InputNumber min={0} max={365} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={12} sm={8}>
                <Form.Item name="estimateValidityDays" label="Validité des devis (jours)">
                  <InputNumber min={1} max={365} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={12} sm={8}>
                <Form.Item name="defaultVatRate" label="TVA par défaut">
                  <Select options={VAT_OPTIONS} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item name="decimalSeparator" label="Séparateur décimal">
                  <Select options={SEPARATOR_OPTIONS} />
                </Form.Item>
              </Col>
            </Row>
          </Card>
          <Card title="Mentions">
            <Form.Item name="bankDetailsText" label="Moyens de paiement" rules={[zodRule(shape.bankDetailsText)]}>
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
            </Form.Item>
            <Form.Item name="latePaymentText" label="Pénalités de retard" rules={[zodRule(shape.latePaymentText)]}>
              <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
            </Form.Item>
          </Card>
        </Col>
      </Row>
      {canEdit && (
        <Button type="primary" htmlType="submit" loading={busy} style={{ marginTop: 16 }}>
          Enregistrer
        </Button>
      )}
    </Form>
  );
}
