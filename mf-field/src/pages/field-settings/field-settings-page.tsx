import { Card, Descriptions, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { OPERATIONS_SETTINGS_CALLS } from '@portal/contracts';
import { callApi, formatDecimal, useAgencyId } from '@portal/kit';
import { PlanningChecksCard } from './planning-checks-card.js';
import { ServiceEndCard } from './service-end-card.js';

/** The field settings operations applies: lone-worker alarm, lateness, perimeter, customer mailing, end of service, planning checks. */
export default function FieldSettingsPage() {
  const agencyId = useAgencyId();
  const settings = useQuery({
    queryKey: ['operations', 'settings', agencyId],
    queryFn: () =>
      callApi('operations', `/agency/${agencyId}/settings`, { schema: OPERATIONS_SETTINGS_CALLS.get.response }),
  });
  if (!settings.data) return <Skeleton active />;
  const data = settings.data;
  return (
    <div>
      <Typography.Title level={3}>Réglages terrain</Typography.Title>
      <Card title="Sur le terrain" style={{ marginBottom: 16 }}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label="Fréquence du contrôle travailleur isolé (PTI)">
            {data.ptiFrequencyMinutes} min
          </Descriptions.Item>
          <Descriptions.Item label="Marge de retard tolérée">{data.latenessMarginMinutes} min</Descriptions.Item>
          <Descriptions.Item label="Périmètre par défaut d'un site">{data.defaultSiteRadiusMeters} m</Descriptions.Item>
          <Descriptions.Item label="Envoi du récapitulatif aux clients">{data.customerMailingHour}</Descriptions.Item>
          <Descriptions.Item label="Majoration de nuit">× {formatDecimal(data.nightFactor)}</Descriptions.Item>
          <Descriptions.Item label="Majoration jour férié">× {formatDecimal(data.holidayFactor)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <ServiceEndCard settings={data} />
      <PlanningChecksCard settings={data} />
    </div>
  );
}
