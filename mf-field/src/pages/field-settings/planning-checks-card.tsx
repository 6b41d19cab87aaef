import { App, Card, Select, Table } from 'antd';
import {
  OPERATIONS_SETTINGS_CALLS,
  PLANNING_CHECK_CODES,
  PLANNING_CHECK_LABELS,
  PLANNING_CHECK_LEVEL_LABELS,
  type OperationsSettings,
  type PlanningCheckCode,
} from '@portal/contracts';
import { callApi, queryClient, useAgencyId, useCan } from '@portal/kit';
import { useState } from 'react';

const LEVEL_OPTIONS = Object.entries(PLANNING_CHECK_LEVEL_LABELS).map(([value, label]) => ({ value, label }));
type Level = OperationsSettings['planningChecks'][PlanningCheckCode];

/**
 * The planning checks (01 §8), each disabled, a warning to confirm or forbidden; a change is saved
 * at once, one check at a time. Read-only without agencySettings.edit.
 */
export function PlanningChecksCard(props: { settings: OperationsSettings }) {
  const agencyId = useAgencyId();
  const canEdit = useCan('agencySettings.edit');
  const { message } = App.useApp();
  const [saving, setSaving] = useState<PlanningCheckCode | null>(null);

  const change = async (code: PlanningCheckCode, level: Level) => {
    setSaving(code);
    try {
      const saved = await callApi('operations', `/agency/${agencyId}/settings`, {
        method: 'PUT',
        body: { planningChecks: { [code]: level } },
        schema: OPERATIONS_SETTINGS_CALLS.update.response,
      });
      queryClient.setQueryData(['operations', 'settings', agencyId], saved);
      void message.success(`${PLANNING_CHECK_LABELS[code]} : ${PLANNING_CHECK_LEVEL_LABELS[level]}`);
    } finally {
      setSaving(null);
    }
  };

  return (
    <Card title="Contrôles du planning">
      <Table<{ code: PlanningCheckCode }>
        size="small"
        pagination={false}
        rowKey="code"
        dataSource={PLANNING_CHECK_CODES.map((code) => ({ code }))}
        columns={[
          { title: 'Contrôle', dataIndex: 'code', render: (code: PlanningCheckCode) => PLANNING_CHECK_LABELS[code] },
          { title: 'Code', dataIndex: 'code', responsive: ['md'] },
          {
            title: 'Niveau',
            dataIndex: 'code',
            width: 200,
            render: (code: PlanningCheckCode) => (
              <Select<Level>
                aria-label={`Niveau du contrôle ${PLANNING_CHECK_LABELS[code]}`}
                style={{ width: 180 }}
                value={props.settings.planningChecks[code]}
                options={LEVEL_OPTIONS as { value: Level; label: string }[]}
                disabled={!canEdit}
                loading={saving === code}
                onChange={(level) => void change(code, level)}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
