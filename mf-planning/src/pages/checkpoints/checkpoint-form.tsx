import { Button, Form, Input, Select, Space } from 'antd';
import {
  CHECKPOINT_STATUS_LABELS,
  CheckpointBadgeSchema,
  CheckpointInstructionsSchema,
  CheckpointNameSchema,
  CheckpointPositionSchema,
  type Checkpoint,
} from '@portal/contracts';
import { useRecordSave, requiredRule, SitePicker, zodRule } from '@portal/kit';
import { refreshCheckpointLists, saveCheckpoint } from './checkpoint-calls.js';
import { formValuesOf, saveBodyOf, type CheckpointFormValues } from './checkpoint-form-values.js';

const STATUS_OPTIONS = Object.entries(CHECKPOINT_STATUS_LABELS).map(([value, label]) => ({
  value: Number(value),
  label,
}));

/**
 * The fields of a checkpoint, validated with the service's own schemas; the service's refusals
 * (a badge already used, an archived site…) come back under their fields.
 */
export function CheckpointForm(props: {
  agencyId: string;
  checkpoint: Checkpoint | null;
  onSaved: (checkpoint: Checkpoint) => void;
  onCancel: () => void;
}) {
  const { agencyId, checkpoint } = props;
  const [form] = Form.useForm<CheckpointFormValues>();
  const { saving, submit: save } = useRecordSave(form, {
    save: (body: ReturnType<typeof saveBodyOf>) => saveCheckpoint(agencyId, body),
    savedText: 'Point de contrôle enregistré',
    afterSave: async (saved: Checkpoint) => {
      await refreshCheckpointLists(agencyId);
      props.onSaved(saved);
    },
  });

  const submit = (values: CheckpointFormValues) =>
    save(saveBodyOf(values, checkpoint), checkpoint !== null && !form.isFieldsTouched());

  return (
    <Form<CheckpointFormValues>
      form={form}
      layout="vertical"
      initialValues={formValuesOf(checkpoint)}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item name="name" label="Nom" rules={[requiredRule, zodRule(CheckpointNameSchema)]}>
        <Input autoFocus />
      </Form.Item>
      <Form.Item name="siteId" label="Site" rules={[requiredRule]}>
        <SitePicker />
      </Form.Item>
      <Form.Item
        name="badge"
        label="Badge"
        rules={[zodRule(CheckpointBadgeSchema)]}
        extra="Numéro du badge NFC ou du QR code (lettres et chiffres)"
      >
        <Input allowClear />
      </Form.Item>
      <Form.Item name="position" label="Position" rules={[zodRule(CheckpointPositionSchema)]}>
        <Input inputMode="numeric" placeholder="À la suite des autres points du site" />
      </Form.Item>
      <Form.Item name="instructions" label="Consignes" rules={[zodRule(CheckpointInstructionsSchema)]}>
        <Input.TextArea rows={3} />
      </Form.Item>
      {checkpoint ? (
        <Form.Item name="status" label="Statut">
          <Select options={STATUS_OPTIONS} />
        </Form.Item>
      ) : null}
      <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={props.onCancel}>Annuler</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          Enregistrer
        </Button>
      </Space>
    </Form>
  );
}
