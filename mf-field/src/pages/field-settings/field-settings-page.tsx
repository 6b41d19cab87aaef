import { Card, Descriptions, Skeleton, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { OPERATIONS_SETTINGS_CALLS, PLANNING_CHECK_CODES, PLANNING_CHECK_LEVEL_LABELS } from '@portal/contracts';
import { callApi, formatDecimal, useAgencyId } from '@portal/kit';

const LEVEL_COLORS = { disabled: 'default', warning: 'orange', forbid: 'red' } as const;

/** The field settings operations applies: lone-worker alarm, lateness, perimeter, customer mailing. */
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
      <Card title="Contrôles du planning">
        <Descriptions column={{ xs: 1, md: 3 }} size="small">
          {PLANNING_CHECK_CODES.map((code) => (
            <Descriptions.Item key={code} label={code}>
              <Tag color={LEVEL_COLORS[data.planningChecks[code]]}>
                {PLANNING_CHECK_LEVEL_LABELS[data.planningChecks[code]]}
              </Tag>
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Card>
    </div>
  );
}
