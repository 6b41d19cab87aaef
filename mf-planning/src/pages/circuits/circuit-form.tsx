import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Form, Input, Row, Select, Space } from 'antd';
import { useState } from 'react';
import {
  BILLING_MODE_LABELS,
  CIRCUIT_MAX_STOPS,
  PrestationSchema,
  SERVICE_CATEGORY_LABELS,
  ServiceTimeSchema,
  type Circuit,
} from '@portal/contracts';
import {
  applyFieldErrors,
  decimalRule,
  FrenchDateInput,
  frenchDateRule,
  requiredRule,
  SitePicker,
  zodRule,
  usePlanningSave,
} from '@portal/kit';
import { AgentSelect } from '../services/agent-select.js';
import { createCircuit, refreshCircuits } from './circuit-calls.js';
import {
  createCircuitBodyOf,
  nextStopValues,
  type CircuitFormValues,
  type CircuitStopValues,
} from './circuit-form-values.js';

const options = (labels: Record<string | number, string>, numeric = false) =>
  Object.entries(labels).map(([value, label]) => ({ value: numeric ? Number(value) : value, label }));
const labelRule = zodRule(PrestationSchema.shape.label);
const timeRule = zodRule(ServiceTimeSchema);

/**
 * A new circuit: its name, day and collaborators, and its stops in order, each a service on its site
 * (01 §3); the planning checks run on save (warnings to confirm, forbidding checks refused).
 */
export function CircuitForm(props: {
  agencyId: string;
  initialValues: CircuitFormValues;
  onSaved: (circuit: Circuit) => void;
  onCancel: () => void;
}) {
  const { agencyId } = props;
  const [form] = Form.useForm<CircuitFormValues>();
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();
  const planningSave = usePlanningSave();

  const submit = async (values: CircuitFormValues) => {
    setSaving(true);
    try {
      const saved = await planningSave((confirmed) =>
        createCircuit(agencyId, { ...createCircuitBodyOf(values), confirmed }),
      );
      if (!saved) return;
      void message.success(`Circuit ${saved.reference} enregistré`);
      await refreshCircuits(agencyId);
      props.onSaved(saved);
    } catch (error) {
      applyFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<CircuitFormValues>
      form={form}
      layout="vertical"
      initialValues={props.initialValues}
      onFinish={(values) => void submit(values)}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label="Nom" rules={[requiredRule, labelRule]}>
            <Input placeholder="Tournée du soir" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="date" label="Date" rules={[requiredRule, frenchDateRule('none')]}>
            <FrenchDateInput time="none" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="category" label="Catégorie" rules={[requiredRule]}>
            <Select options={options(SERVICE_CATEGORY_LABELS)} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="agentIds" label="Collaborateurs" extra="Affectés à chaque étape">
            <AgentSelect multiple />
          </Form.Item>
        </Col>
      </Row>
      <Form.List name="stops">
        {(fields, { add, remove }) => (
          <Space direction="vertical" style={{ width: '100%', marginBottom: 16 }}>
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                role="group"
                aria-label={`Étape ${index + 1}`}
                title={`Étape ${index + 1}`}
                extra={
                  fields.length > 1 ? (
                    <Button
                      type="text"
                      aria-label={`Retirer l'étape ${index + 1}`}
                      icon={<DeleteOutlined />}
                      onClick={() => remove(field.name)}
                    />
                  ) : null
                }
              >
                <Row gutter={12}>
                  <Col xs={24} md={12}>
                    <Form.Item name={[field.name, 'siteId']} label="Site" rules={[requiredRule]}>
                      <SitePicker />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={6}>
                    <Form.Item name={[field.name, 'startTime']} label="Début" rules={[requiredRule, timeRule]}>
                      <Input placeholder="hh:mm" maxLength={5} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={6}>
                    <Form.Item name={[field.name, 'endTime']} label="Fin" rules={[requiredRule, timeRule]}>
                      <Input placeholder="hh:mm" maxLength={5} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item
                      name={[field.name, 'prestation', 'label']}
                      label="Prestation"
                      rules={[requiredRule, labelRule]}
                    >
                      <Input placeholder="Ronde de fermeture" />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={6}>
                    <Form.Item
                      name={[field.name, 'prestation', 'unitPrice']}
                      label="Prix unitaire HT"
                      rules={[requiredRule, decimalRule]}
                    >
                      <Input inputMode="decimal" suffix="€" />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={6}>
                    <Form.Item name={[field.name, 'billingMode']} label="Mode de facturation" rules={[requiredRule]}>
                      <Select options={options(BILLING_MODE_LABELS, true)} />
                    </Form.Item>
                  </Col>
                </Row>
              </Card>
            ))}
            <Button
              icon={<PlusOutlined />}
              disabled={fields.length >= CIRCUIT_MAX_STOPS}
              onClick={() =>
                add(nextStopValues(form.getFieldValue(['stops', fields.length - 1]) as CircuitStopValues | undefined))
              }
            >
              Ajouter une étape
            </Button>
          </Space>
        )}
      </Form.List>
      <p style={{ color: 'rgba(0, 0, 0, 0.45)', marginTop: 0 }}>
        Une étape commençant plus tôt que la première a lieu le lendemain ; une étape finissant avant son début finit le
        lendemain.
      </p>
      <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={props.onCancel}>Annuler</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          Enregistrer
        </Button>
      </Space>
    </Form>
  );
}
