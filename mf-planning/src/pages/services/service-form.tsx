import { App, Button, Checkbox, Col, Form, Input, InputNumber, Row, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import {
  BILLING_MODE_LABELS,
  fr,
  PrestationSchema,
  RECURRENCE_KIND_LABELS,
  SERVICE_CATEGORY_LABELS,
  SERVICE_MAX_AGENTS,
  ServiceTimeSchema,
  WEEKDAY_LABELS,
  type Service,
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
import { AgentSelect } from './agent-select.js';
import { createServices, refreshServices, updateService } from './service-calls.js';
import { createBodyOf, updateBodyOf, type ServiceFormValues } from './service-form-values.js';

const options = (labels: Record<string | number, string>, numeric = false) =>
  Object.entries(labels).map(([value, label]) => ({ value: numeric ? Number(value) : value, label }));
const REPEAT_OPTIONS = [{ value: 'none', label: 'Aucune (service unique)' }, ...options(RECURRENCE_KIND_LABELS)];
const MONTH_DAY_OPTIONS = Array.from({ length: 31 }, (_, index) => ({ value: index + 1, label: String(index + 1) }));
const labelRule = zodRule(PrestationSchema.shape.label);
const timeRule = zodRule(ServiceTimeSchema);
/** The form's field of each body path the service may refuse where the form holds it apart. */
const BODY_FIELDS: Record<string, string> = {
  'prestation.label': 'prestationLabel',
  'prestation.unitPrice': 'unitPrice',
  recurrence: 'repeat',
  'recurrence.days': 'days',
  'recurrence.monthDays': 'monthDays',
  startAt: 'startTime',
  endAt: 'endTime',
};

/**
 * The service editor (01 §2 adminServices): creates one service or one per day of a recurrence, or
 * edits one; the planning checks run on save (warnings to confirm, forbidding checks refused).
 */
export function ServiceForm(props: {
  agencyId: string;
  service: Service | null;
  initialValues: ServiceFormValues;
  onSaved: (services: Service[]) => void;
  onCancel: () => void;
}) {
  const { agencyId, service } = props;
  const [form] = Form.useForm<ServiceFormValues>();
  const repeat = Form.useWatch('repeat', form);
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();
  const planningSave = usePlanningSave();

  const submit = async (values: ServiceFormValues) => {
    if (service && !form.isFieldsTouched()) {
      void message.info(fr.NO_CHANGE);
      return;
    }
    setSaving(true);
    try {
      const saved = await planningSave((confirmed) =>
        service
          ? updateService(agencyId, service.id, { ...updateBodyOf(values), confirmed })
          : createServices(agencyId, { ...createBodyOf(values), confirmed }),
      );
      if (!saved) return;
      void message.success(saved.data.length > 1 ? `${saved.data.length} services enregistrés` : 'Service enregistré');
      await refreshServices(agencyId);
      props.onSaved(saved.data);
    } catch (error) {
      applyFieldErrors(form, error, BODY_FIELDS);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<ServiceFormValues>
      form={form}
      layout="vertical"
      initialValues={props.initialValues}
      onFinish={(values) => void submit(values)}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="siteId" label="Site" rules={[requiredRule]}>
            <SitePicker disabled={service !== null} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="category" label="Catégorie" rules={[requiredRule]}>
            <Select options={options(SERVICE_CATEGORY_LABELS)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="prestationLabel" label="Prestation" rules={[requiredRule, labelRule]}>
            <Input placeholder="Gardiennage de jour" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="unitPrice" label="Prix unitaire HT" rules={[requiredRule, decimalRule]}>
            <Input inputMode="decimal" suffix="€" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="billingMode" label="Mode de facturation" rules={[requiredRule]}>
            <Select options={options(BILLING_MODE_LABELS, true)} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="nbAgents" label="Nombre d'agents" rules={[requiredRule]}>
            <InputNumber min={1} max={SERVICE_MAX_AGENTS} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={18}>
          <Form.Item name="agentIds" label="Collaborateurs">
            <AgentSelect multiple />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="startDate"
            label={repeat && repeat !== 'none' ? 'Du' : 'Date'}
            rules={[requiredRule, frenchDateRule('none')]}
          >
            <FrenchDateInput time="none" />
          </Form.Item>
        </Col>
        {repeat && repeat !== 'none' ? (
          <Col xs={12} md={6}>
            <Form.Item name="endDate" label="Au" rules={[requiredRule, frenchDateRule('none')]}>
              <FrenchDateInput time="none" />
            </Form.Item>
          </Col>
        ) : null}
        <Col xs={12} md={6}>
          <Form.Item name="startTime" label="Début" rules={[requiredRule, timeRule]}>
            <Input placeholder="hh:mm" maxLength={5} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="endTime" label="Fin" rules={[requiredRule, timeRule]} extra="Le lendemain si avant le début">
            <Input placeholder="hh:mm" maxLength={5} />
          </Form.Item>
        </Col>
      </Row>
      {service ? null : (
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="repeat" label="Répétition">
              <Select options={REPEAT_OPTIONS} />
            </Form.Item>
          </Col>
          {repeat === 'weekly' ? (
            <Col xs={24} md={16}>
              <Form.Item name="days" label="Jours" rules={[requiredRule]}>
                <Checkbox.Group options={options(WEEKDAY_LABELS, true)} />
              </Form.Item>
            </Col>
          ) : null}
          {repeat === 'monthly' ? (
            <Col xs={24} md={16}>
              <Form.Item name="monthDays" label="Jours du mois" rules={[requiredRule]}>
                <Select mode="multiple" options={MONTH_DAY_OPTIONS} />
              </Form.Item>
            </Col>
          ) : null}
          {repeat && repeat !== 'none' && repeat !== 'holidays' ? (
            <Col xs={24} md={8}>
              <Form.Item name="excludeHolidays" label="Sauf jours fériés" valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
          ) : null}
        </Row>
      )}
      <Form.Item name="comment" label="Commentaire">
        <Input.TextArea rows={2} />
      </Form.Item>
      <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={props.onCancel}>Annuler</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          Enregistrer
        </Button>
      </Space>
    </Form>
  );
}
