import { Card, Descriptions, Empty, Skeleton, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { OWN_PLANNING_CALLS } from '@portal/contracts';
import { callApi, useAgencyId } from '@portal/kit';
import { useMonthPeriod } from '../planning/use-month-period.js';
import { hoursText } from './hours-columns.js';

/** hoursAgent ('Mes heures'): the signed-in agent's planned hours of the month, by kind of time. */
export default function MyHoursPage() {
  const agencyId = useAgencyId();
  const { period, picker } = useMonthPeriod();
  const mine = useQuery({
    queryKey: ['operations', 'my-hours', agencyId, period],
    queryFn: ({ signal }) =>
      callApi('operations', `/agency/${agencyId}/agent/fetch/hours`, {
        method: 'POST',
        body: period,
        schema: OWN_PLANNING_CALLS.myHours.response,
        signal,
      }),
  });
  const hours = mine.data?.hours;
  return (
    <Card>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={3}>Mes heures</Typography.Title>
        {picker}
      </Space>
      {mine.isLoading ? (
        <Skeleton active />
      ) : hours ? (
        <Descriptions column={{ xs: 1, sm: 2 }} bordered size="small">
          <Descriptions.Item label="Services">{hours.services}</Descriptions.Item>
          <Descriptions.Item label="Total">{hoursText(hours.hours.total)}</Descriptions.Item>
          <Descriptions.Item label="Jour">{hoursText(hours.hours.day)}</Descriptions.Item>
          <Descriptions.Item label="Nuit">{hoursText(hours.hours.night)}</Descriptions.Item>
          <Descriptions.Item label="Dimanche">{hoursText(hours.hours.sunday)}</Descriptions.Item>
          <Descriptions.Item label="Férié">{hoursText(hours.hours.holiday)}</Descriptions.Item>
          <Descriptions.Item label="Heures normales">{hoursText(hours.overtime.normal)}</Descriptions.Item>
          <Descriptions.Item label="Majorées 25 %">{hoursText(hours.overtime.at25)}</Descriptions.Item>
          <Descriptions.Item label="Majorées 50 %">{hoursText(hours.overtime.at50)}</Descriptions.Item>
        </Descriptions>
      ) : (
        <Empty description="Aucun service ce mois-ci" />
      )}
    </Card>
  );
}
