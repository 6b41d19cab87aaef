import { Card, Col, Descriptions, Row, Skeleton, Statistic, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { BILLING_DASHBOARD_CALLS, BILLING_SETTINGS_CALLS } from '@portal/contracts';
import { callApi, formatDateTime, formatDecimal, formatMoney, useAgencyId, useCan } from '@portal/kit';

/** The agency's billing as billing holds it: figures, numbering and the prices of reports. */
export default function BillingSummaryPage() {
  const agencyId = useAgencyId();
  const canReadSettings = useCan('agencySettings.list');
  const dashboard = useQuery({
    queryKey: ['billing', 'dashboard', agencyId],
    queryFn: () =>
      callApi('billing', `/agency/${agencyId}/dashboard`, { schema: BILLING_DASHBOARD_CALLS.get.response }),
  });
  const settings = useQuery({
    queryKey: ['billing', 'settings', agencyId],
    enabled: canReadSettings,
    queryFn: () => callApi('billing', `/agency/${agencyId}/settings`, { schema: BILLING_SETTINGS_CALLS.get.response }),
  });
  if (!dashboard.data) return <Skeleton active />;
  const data = settings.data;
  return (
    <div>
      <Typography.Title level={3}>Synthèse de la facturation</Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card>
            <Statistic title="Actions du support dans la facturation" value={dashboard.data.auditEntries} />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card>
            <Statistic title="Facturation ouverte le" value={formatDateTime(dashboard.data.provisionedAt)} />
          </Card>
        </Col>
      </Row>
      {data ? (
        <Card title="Documents commerciaux" style={{ marginTop: 16 }}>
          <Descriptions column={{ xs: 1, md: 3 }} size="small">
            <Descriptions.Item label="Devise">{data.currency}</Descriptions.Item>
            <Descriptions.Item label="Taxe">
              {data.vatLabel} {formatDecimal(data.defaultVatRate)} %
            </Descriptions.Item>
            <Descriptions.Item label="Délai de paiement">{data.paymentTermDays} jours</Descriptions.Item>
            <Descriptions.Item label="Numéros clients">{data.customerNumberPrefix}…</Descriptions.Item>
            <Descriptions.Item label="Devis">{data.estimatePrefix}…</Descriptions.Item>
            <Descriptions.Item label="Factures">{data.invoicePrefix}…</Descriptions.Item>
            <Descriptions.Item label="Avoirs">{data.creditNotePrefix}…</Descriptions.Item>
            <Descriptions.Item label="Rapport d'intervention">
              {formatMoney(String(data.reportPrices.intervention), data.currency)}
            </Descriptions.Item>
            <Descriptions.Item label="Rapport de ronde">
              {formatMoney(String(data.reportPrices.round), data.currency)}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      ) : null}
    </div>
  );
}
