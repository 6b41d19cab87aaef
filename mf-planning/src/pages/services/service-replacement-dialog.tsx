import { App, Button, Form, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import type { Service } from '@portal/contracts';
import { applyFieldErrors, requiredRule, type DialogControl, usePlanningSave } from '@portal/kit';
import { AgentSelect } from './agent-select.js';
import { refreshServices, replaceServiceAgent } from './service-calls.js';

export type ServiceReplacementDialogProps = { agencyId: string; service: Service };
type Values = { agentId?: string; replacementId?: string };

/** Cover/replacement (01 §2): an agent of the service gives way to another, under the planning checks. */
export default function ServiceReplacementDialog(props: ServiceReplacementDialogProps & DialogControl) {
  const { agencyId, service } = props;
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();
  const planningSave = usePlanningSave();

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const saved = await planningSave((confirmed) =>
        replaceServiceAgent(agencyId, service.id, {
          agentId: values.agentId ?? '',
          replacementId: values.replacementId ?? '',
          confirmed,
        }),
      );
      if (!saved) return;
      void message.success(`Remplacement enregistré sur le service ${service.reference}`);
      await refreshServices(agencyId);
      props.onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={props.open}
      title={`Remplacement sur le service ${service.reference}`}
      footer={null}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ agentId: service.agents[0]?.id }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="agentId" label="Collaborateur remplacé" rules={[requiredRule]}>
          <Select
            options={service.agents.map((agent) => ({
              value: agent.id,
              label: `${agent.firstName} ${agent.lastName}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="replacementId" label="Remplaçant" rules={[requiredRule]}>
          <AgentSelect />
        </Form.Item>
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={props.onClose}>Annuler</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            Remplacer
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}
