import { App, Button, Form, Input, Modal, Result, Select, Space } from 'antd';
import { useState } from 'react';
import { formatMessage, rightLabel, UNAVAILABILITY_REASON_LABELS, type UnavailabilityReason } from '@portal/contracts';
import {
  applyFieldErrors,
  instantOfFrenchDate,
  FrenchDateInput,
  frenchDateRule,
  requiredRule,
  useCan,
  type DialogControl,
} from '@portal/kit';
import { AgentSelect } from '../services/agent-select.js';
import { createUnavailability, refreshUnavailabilities } from './unavailability-calls.js';

export type UnavailabilityDialogProps = { agencyId: string };
type Values = { agentId?: string; startAt?: string; endAt?: string; reason?: UnavailabilityReason; comment?: string };

const REASON_OPTIONS = Object.entries(UNAVAILABILITY_REASON_LABELS).map(([value, label]) => ({ value, label }));

/** Declaring a collaborator unavailable (listIndispo): who, from when to when, why. */
export default function UnavailabilityDialog(props: UnavailabilityDialogProps & DialogControl) {
  const { agencyId, open, onClose } = props;
  const allowed = useCan('unavailabilities.create');
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await createUnavailability(agencyId, {
        agentId: values.agentId ?? '',
        startAt: instantOfFrenchDate(values.startAt, 'optional'),
        endAt: instantOfFrenchDate(values.endAt, 'optional'),
        reason: values.reason!,
        comment: values.comment ?? '',
      });
      void message.success('Indisponibilité enregistrée');
      await refreshUnavailabilities(agencyId);
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title="Nouvelle indisponibilité" footer={null} onCancel={onClose} destroyOnHidden>
      {allowed ? (
        <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values)}>
          <Form.Item name="agentId" label="Collaborateur" rules={[requiredRule]}>
            <AgentSelect />
          </Form.Item>
          <Form.Item name="startAt" label="Début" rules={[requiredRule, frenchDateRule('optional')]}>
            <FrenchDateInput time="optional" />
          </Form.Item>
          <Form.Item name="endAt" label="Fin" rules={[requiredRule, frenchDateRule('optional')]}>
            <FrenchDateInput time="optional" />
          </Form.Item>
          <Form.Item name="reason" label="Motif" rules={[requiredRule]}>
            <Select options={REASON_OPTIONS} />
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
        <Result status="403" title={formatMessage('RIGHT_MISSING', { label: rightLabel('unavailabilities.create') })} />
      )}
    </Modal>
  );
}
