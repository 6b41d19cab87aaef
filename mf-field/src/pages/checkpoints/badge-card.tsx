import { App, Button, Card, Form, Space, Typography } from 'antd';
import { useState } from 'react';
import { CheckpointBadgeSchema, type Checkpoint } from '@portal/contracts';
import { applyFieldErrors, requiredRule, zodRule } from '@portal/kit';
import { BadgeField } from './badge-field.js';
import { refreshCheckpoints, setCheckpointBadge } from './checkpoint-calls.js';

/**
 * 'Associer un badge' for an existing checkpoint: the badge read or typed is associated at once
 * (`PUT …/badge`), or the current one removed. A badge held by another checkpoint is refused under
 * the field with the service's text.
 */
export function BadgeCard(props: { agencyId: string; checkpoint: Checkpoint }) {
  const { agencyId, checkpoint } = props;
  const [form] = Form.useForm<{ badge?: string }>();
  const [busy, setBusy] = useState(false);
  const { message } = App.useApp();

  const apply = async (badge: string | null) => {
    setBusy(true);
    try {
      await setCheckpointBadge(agencyId, checkpoint.id, badge);
      void message.success(badge ? 'Badge associé' : 'Badge retiré');
      // The page reloads the checkpoint and shows this card anew with its badge.
      await refreshCheckpoints();
    } catch (error) {
      applyFieldErrors(form, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="Associer un badge" style={{ marginTop: 16 }}>
      <Typography.Paragraph>
        {checkpoint.badge ? `Badge associé : ${checkpoint.badge}` : 'Aucun badge associé'}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ badge: checkpoint.badge ?? '' }}
        onFinish={(values) => void apply(CheckpointBadgeSchema.parse(values.badge ?? ''))}
      >
        <Form.Item name="badge" label="Numéro du badge" rules={[requiredRule, zodRule(CheckpointBadgeSchema)]}>
          <BadgeField agencyId={agencyId} checkpointId={checkpoint.id} />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={busy}>
            Associer le badge
          </Button>
          {checkpoint.badge ? (
            <Button danger disabled={busy} onClick={() => void apply(null)}>
              Retirer le badge
            </Button>
          ) : null}
        </Space>
      </Form>
    </Card>
  );
}
