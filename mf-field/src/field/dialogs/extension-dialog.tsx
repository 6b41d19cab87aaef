import { Form, Input, Modal, Radio } from 'antd';
import { EXTENSION_REASONS, fr, type ExtensionReason } from '@portal/contracts';

/** The extension reason dialog (01 §5): three reasons, 'other' needs a text. */
export function ExtensionDialog(props: {
  open: boolean;
  onCancel: () => void;
  onExtend: (reason: ExtensionReason, text: string) => void;
}) {
  const [form] = Form.useForm<{ reason: ExtensionReason; text?: string }>();
  const reason = Form.useWatch('reason', form);
  return (
    <Modal
      open={props.open}
      title="Prolongation du service"
      okText="Prolonger"
      cancelText="Annuler"
      onCancel={props.onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) => props.onExtend(values.reason, (values.text ?? '').trim())}
      >
        <Form.Item name="reason" label="Motif" rules={[{ required: true, message: fr.REQUIRED }]}>
          <Radio.Group
            options={Object.entries(EXTENSION_REASONS).map(([value, label]) => ({ value, label }))}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          />
        </Form.Item>
        {reason === 'other' ? (
          <Form.Item name="text" label="Précisez" rules={[{ required: true, whitespace: true, message: fr.REQUIRED }]}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
