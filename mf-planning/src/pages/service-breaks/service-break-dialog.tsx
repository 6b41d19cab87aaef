import { App, Button, Form, Input, Modal, Result, Select, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fr, formatMessage, rightLabel, SERVICE_BREAK_TYPE_LABELS, type ServiceBreakType } from '@portal/contracts';
import {
  applyFieldErrors,
  instantOfFrenchDate,
  formatDateTime,
  FrenchDateInput,
  frenchDateRule,
  requiredRule,
  useCan,
  type DialogControl,
} from '@portal/kit';
import { createServiceBreak, findServiceByReference, refreshServiceBreaks } from './service-break-calls.js';

export type ServiceBreakDialogProps = { agencyId: string };
type Values = {
  reference?: string;
  agentId?: string;
  type?: ServiceBreakType;
  startAt?: string;
  endAt?: string;
  comment?: string;
};

const TYPE_OPTIONS = Object.entries(SERVICE_BREAK_TYPE_LABELS).map(([value, label]) => ({
  value: Number(value) as ServiceBreakType,
  label,
}));
const REFERENCE_PATTERN = /^S-\d{6}$/i;

/** Declaring a schedule gap (listInterrupt): on which service, for which of its agents, what, when. */
export default function ServiceBreakDialog(props: ServiceBreakDialogProps & DialogControl) {
  const { agencyId, open, onClose } = props;
  const allowed = useCan('serviceBreaks.create');
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();
  const typed = (Form.useWatch('reference', form) ?? '').trim().toUpperCase();
  const complete = REFERENCE_PATTERN.test(typed);

  const service = useQuery({
    queryKey: ['operations', 'service-by-reference', agencyId, typed],
    queryFn: ({ signal }) => findServiceByReference(agencyId, typed, signal),
    enabled: open && complete,
  });
  const found = complete ? (service.data ?? null) : null;
  const agentOptions = (found?.agents ?? []).map((agent) => ({
    value: agent.id,
    label: `${agent.firstName} ${agent.lastName}`,
  }));

  const submit = async (values: Values) => {
    if (!found) {
      form.setFields([{ name: 'reference', errors: [fr.SERVICE_NOT_FOUND] }]);
      return;
    }
    setSaving(true);
    try {
      await createServiceBreak(agencyId, {
        serviceId: found.id,
        agentId: values.agentId ?? '',
        type: values.type!,
        startAt: instantOfFrenchDate(values.startAt, 'required'),
        endAt: instantOfFrenchDate(values.endAt, 'required'),
        comment: values.comment ?? '',
      });
      void message.success('Interruption enregistrée');
      await refreshServiceBreaks(agencyId);
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  const serviceHelp = !complete
    ? undefined
    : service.isFetching
      ? 'Recherche du service…'
      : found
        ? `${found.siteName} — du ${formatDateTime(found.startAt)} au ${formatDateTime(found.endAt)}`
        : fr.SERVICE_NOT_FOUND;

  return (
    <Modal open={open} title="Nouvelle interruption" footer={null} onCancel={onClose} destroyOnHidden>
      {allowed ? (
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={(values) => void submit(values)}
          onValuesChange={(changed: Values) => {
            if ('reference' in changed) form.setFieldValue('agentId', undefined);
          }}
        >
          <Form.Item name="reference" label="Référence du service" rules={[requiredRule]} extra={serviceHelp}>
            <Input placeholder="S-000012" autoComplete="off" />
          </Form.Item>
          <Form.Item name="agentId" label="Collaborateur" rules={[requiredRule]}>
            <Select
              options={agentOptions}
              disabled={!found}
              placeholder="Choisir un collaborateur du service"
              notFoundContent={<Typography.Text type="secondary">Aucun collaborateur affecté</Typography.Text>}
            />
          </Form.Item>
          <Form.Item name="type" label="Type" rules={[requiredRule]}>
            <Select<ServiceBreakType> options={TYPE_OPTIONS} />
          </Form.Item>
          <Form.Item name="startAt" label="Début" rules={[requiredRule, frenchDateRule('required')]}>
            <FrenchDateInput time="required" />
          </Form.Item>
          <Form.Item name="endAt" label="Fin" rules={[requiredRule, frenchDateRule('required')]}>
            <FrenchDateInput time="required" />
          </Form.Item>
          <Form.Item name="comment" label="Commentaire">
            <Input.TextArea rows={2} />
          </Form.Item>
          <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button onClick={onClose}>Annuler</Button>
            <Button type="primary" htmlType="submit" loading={saving}>
              Enregistrer
            </Button>
          </Space>
        </Form>
      ) : (
        <Result status="403" title={formatMessage('RIGHT_MISSING', { label: rightLabel('serviceBreaks.create') })} />
      )}
    </Modal>
  );
}
