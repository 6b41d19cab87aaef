import { Card, Space, Table, Typography } from 'antd';
import type { SiteHours } from '@portal/contracts';
import { useAgencyId } from '@portal/kit';
import { useSitesHours } from './hours-calls.js';
import { hoursSplitColumns, hoursText } from './hours-columns.js';
import { useHoursMonth } from './hours-period.js';

/** sites-hours: each site's planned hours of the month by kind of time, and the hours worked there. */
export default function SitesHoursPage() {
  const agencyId = useAgencyId();
  const { period, picker } = useHoursMonth();
  const hours = useSitesHours(agencyId, period);
  return (
    <Card>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={3}>Heures des sites</Typography.Title>
        {picker}
      </Space>
      <Table<SiteHours>
        rowKey="siteId"
        size="small"
        loading={hours.isLoading}
        dataSource={hours.data?.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Aucun service ce mois-ci' }}
        columns={[
          { title: 'Site', dataIndex: 'siteName' },
          { title: 'Client', dataIndex: 'customerName' },
          { title: 'Services', dataIndex: 'services', align: 'right' },
          ...hoursSplitColumns<SiteHours>(),
          {
            title: 'Heures × agents',
            key: 'agentHours',
            align: 'right',
            render: (_, row) => hoursText(row.agentHours),
          },
        ]}
      />
    </Card>
  );
}
