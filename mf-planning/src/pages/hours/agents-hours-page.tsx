import { Card, Space, Table, Typography } from 'antd';
import type { AgentHours } from '@portal/contracts';
import { useAgencyId } from '@portal/kit';
import { useAgentsHours } from './hours-calls.js';
import { hoursSplitColumns, hoursText } from './hours-columns.js';
import { useHoursMonth } from './hours-period.js';

/**
 * agents-hours: each collaborator's planned hours of the month by kind of time, and the hours beyond
 * the weekly thresholds (+25 % above 35 h, +50 % above 43 h; 01 §9).
 */
export default function AgentsHoursPage() {
  const agencyId = useAgencyId();
  const { period, picker } = useHoursMonth();
  const hours = useAgentsHours(agencyId, period);
  return (
    <Card>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={3}>Heures des collaborateurs</Typography.Title>
        {picker}
      </Space>
      <Table<AgentHours>
        rowKey="agentId"
        size="small"
        loading={hours.isLoading}
        dataSource={hours.data?.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Aucun service ce mois-ci' }}
        columns={[
          { title: 'Collaborateur', key: 'name', render: (_, row) => `${row.lastName} ${row.firstName}` },
          { title: 'Services', dataIndex: 'services', align: 'right' },
          ...hoursSplitColumns<AgentHours>(),
          {
            title: 'Heures normales',
            key: 'normal',
            align: 'right',
            render: (_, row) => hoursText(row.overtime.normal),
          },
          { title: 'Majorées 25 %', key: 'at25', align: 'right', render: (_, row) => hoursText(row.overtime.at25) },
          { title: 'Majorées 50 %', key: 'at50', align: 'right', render: (_, row) => hoursText(row.overtime.at50) },
        ]}
      />
    </Card>
  );
}
