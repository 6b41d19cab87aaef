import { App, Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import {
  CHECKPOINT_STATUS_LABELS,
  CheckpointBadgeSchema,
  CheckpointInstructionsSchema,
  CheckpointNameSchema,
  CheckpointPositionSchema,
  fr,
  type Checkpoint,
  type CheckpointStatus,
  type SaveCheckpointInput,
} from '@portal/contracts';
import { applyFieldErrors, requiredRule, SitePicker, zodRule } from '@portal/kit';
import { BadgeField } from './badge-field.js';
import { refreshCheckpoints, saveCheckpoint } from './checkpoint-calls.js';

type Values = {
  name?: string;
  siteId?: string | null;
  position?: string | number | null;
  instructions?: string;
  status?: CheckpointStatus;
  /** Only when creating: an existing checkpoint's badge is associated on its own card. */
  badge?: string;
};

const STATUS_OPTIONS = Object.entries(CHECKPOINT_STATUS_LABELS).map(([value, label]) => ({
  value: Number(value),
  label,
}));

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

function bodyOf(values: Values, checkpoint: Checkpoint | null): SaveCheckpointInput {
  return {
    ...(checkpoint ? { id: checkpoint.id, status: values.status ?? checkpoint.status } : {}),
    siteId: values.siteId ?? '',
    name: values.name ?? '',
    ...(checkpoint ? {} : { badge: blank(values.badge) ? null : String(values.badge) }),
    ...(blank(values.position) ? {} : { position: values.position }),
    instructions: values.instructions ?? '',
  };
}

/**
 * The checkpoint's fields on the field screen, validated with the service's schemas. Creating also
 * takes the badge ('Associer un badge'); the service's refusals come back under their fields.
 */
export function CheckpointFieldForm(props: {
  agencyId: string;
  checkpoint: Checkpoint | null;
  initialSiteId?: string | null;
  /** After the save (the lists and the checkpoint are reloaded already). */
  onSaved?: (checkpoint: Checkpoint) => void;
}) {
  const { agencyId, checkpoint } = props;
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();
  const initialValues: Values = checkpoint
    ? {
        name: checkpoint.name,
        siteId: checkpoint.siteId,
        position: checkpoint.position,
        instructions: checkpoint.instructions,
        status: checkpoint.status,
      }
    : { name: '', siteId: props.initialSiteId ?? null, instructions: '', badge: '' };

  const submit = async (values: Values) => {
    if (checkpoint && !form.isFieldsTouched()) {
      void message.info(fr.NO_CHANGE);
      return;
    }
    setSaving(true);
    try {
      const saved = await saveCheckpoint(agencyId, bodyOf(values, checkpoint));
      void message.success('Point de contrôle enregistré');
      await refreshCheckpoints();
      props.onSaved?.(saved);
    } catch (error) {
      applyFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item name="name" label="Nom" rules={[requiredRule, zodRule(CheckpointNameSchema)]}>
        <Input />
      </Form.Item>
      <Form.Item name="siteId" label="Site" rules={[requiredRule]}>
        <SitePicker />
      </Form.Item>
      {checkpoint ? null : (
        <Form.Item name="badge" label="Associer un badge" rules={[zodRule(CheckpointBadgeSchema)]}>
          <BadgeField agencyId={agencyId} />
        </Form.Item>
      )}
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
      <Button type="primary" htmlType="submit" loading={saving} block>
        Enregistrer
      </Button>
    </Form>
  );
}
