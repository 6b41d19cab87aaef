import type { AgentHours } from '@portal/contracts';
import { useAgencyId } from '@portal/kit';
import { useAgentsHours } from './hours-calls.js';
import { hoursSplitColumns, hoursText } from './hours-columns.js';
import { useMonthPeriod } from '../planning/use-month-period.js';
import { HoursTable } from './hours-table.js';

/**
 * agents-hours: each collaborator's planned hours of the month by kind of time, and the hours beyond
 * the weekly thresholds (+25 % above 35 h, +50 % above 43 h; 01 §9).
 */
export default function AgentsHoursPage() {
  const agencyId = useAgencyId();
  const { period, picker } = useMonthPeriod();
  const hours = useAgentsHours(agencyId, period);
  return (
    <HoursTable
      title="Heures des collaborateurs"
      picker={picker}
      rowKey="agentId"
      rows={hours.data?.data}
      loading={hours.isLoading}
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
  );
}
