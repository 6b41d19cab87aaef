import type { SiteHours } from '@portal/contracts';
import { useAgencyId } from '@portal/kit';
import { useSitesHours } from './hours-calls.js';
import { hoursSplitColumns, hoursText } from './hours-columns.js';
import { useMonthPeriod } from '../planning/use-month-period.js';
import { HoursTable } from './hours-table.js';

/** sites-hours: each site's planned hours of the month by kind of time, and the hours worked there. */
export default function SitesHoursPage() {
  const agencyId = useAgencyId();
  const { period, picker } = useMonthPeriod();
  const hours = useSitesHours(agencyId, period);
  return (
    <HoursTable
      title="Heures des sites"
      picker={picker}
      rowKey="siteId"
      rows={hours.data?.data}
      loading={hours.isLoading}
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
  );
}
