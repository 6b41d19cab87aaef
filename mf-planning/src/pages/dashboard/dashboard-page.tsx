import { Card, Col, Descriptions, Row, Skeleton, Statistic, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { OPERATIONS_DASHBOARD_CALLS, OPERATIONS_SETTINGS_CALLS } from '@portal/contracts';
import { callApi, formatDateTime, useAgencyId, useCan } from '@portal/kit';

/** adminDashboard: the agency's figures as operations holds them, and its planning rules. */
export default function DashboardPage() {
  const agencyId = useAgencyId();
  const canReadSettings = useCan('agencySettings.list');
  const dashboard = useQuery({
    queryKey: ['operations', 'dashboard', agencyId],
    queryFn: () =>
      callApi('operations', `/agency/${agencyId}/dashboard`, { schema: OPERATIONS_DASHBOARD_CALLS.get.response }),
  });
  const settings = useQuery({
    queryKey: ['operations', 'settings', agencyId],
    enabled: canReadSettings,
    queryFn: () =>
      callApi('operations', `/agency/${agencyId}/settings`, { schema: OPERATIONS_SETTINGS_CALLS.get.response }),
  });
  if (!dashboard.data) return <Skeleton active />;
  const { planningChecks, limits } = dashboard.data;
  return (
    <div>
      <Typography.Title level={3}>Tableau de bord</Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card title="Contrôles du planning">
            <Statistic title="Interdits" value={planningChecks.forbid} />
            <Statistic title="Avertissements" value={planningChecks.warning} />
            <Statistic title="Désactivés" value={planningChecks.disabled} />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card title="Licences">
            <Statistic title="Fiches collaborateurs autorisées" value={limits.agentsLimit} />
            <Statistic title="Comptes utilisateurs autorisés" value={limits.accountsLimit} />
            <Statistic title="Comptes gratuits" value={limits.freeAccounts} />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card title="Activité">
            <Statistic title="Actions du support dans l'agence" value={dashboard.data.auditEntries} />
            <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
              Paramètres mis à jour le {formatDateTime(dashboard.data.settingsUpdatedAt)}
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>
      {settings.data ? (
        <Card title="Règles horaires" style={{ marginTop: 16 }}>
          <Descriptions column={{ xs: 1, md: 3 }} size="small">
            <Descriptions.Item label="Durée hebdomadaire de référence">{settings.data.hoursLimit} h</Descriptions.Item>
            <Descriptions.Item label="Heures supplémentaires à 25 % au-delà de">
              {settings.data.overtimeFirstThreshold} h
            </Descriptions.Item>
            <Descriptions.Item label="Heures supplémentaires à 50 % au-delà de">
              {settings.data.overtimeSecondThreshold} h
            </Descriptions.Item>
            <Descriptions.Item label="Heures de nuit">
              {settings.data.nightStart} – {settings.data.nightEnd}
            </Descriptions.Item>
            <Descriptions.Item label="Durée maximale d'un service">
              {settings.data.serviceMaxDurationMinutes / 60} h
            </Descriptions.Item>
            <Descriptions.Item label="Maximum hebdomadaire">{settings.data.maxWeeklyHours} h</Descriptions.Item>
          </Descriptions>
        </Card>
      ) : null}
    </div>
  );
}
