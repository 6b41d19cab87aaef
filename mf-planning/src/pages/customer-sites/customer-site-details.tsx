import { useQuery } from '@tanstack/react-query';
import { ACTIVE_STATUS_LABELS, COUNTRY_NAMES, SITE_CALLS, toFrenchDateText } from '@portal/contracts';
import { callApi } from '@portal/kit';
import { Descriptions, Modal, Skeleton, Typography } from 'antd';

/** One of the customer's sites, read-only (`GET /agency/{id}/customer/{customerId}/site/{siteId}`). */
export function CustomerSiteDetails(props: {
  agencyId: string;
  customerId: string;
  siteId: string;
  onClose: () => void;
}) {
  const { agencyId, customerId, siteId } = props;
  const site = useQuery({
    queryKey: ['operations', 'customer-site', agencyId, customerId, siteId],
    queryFn: () =>
      callApi('operations', `/agency/${agencyId}/customer/${customerId}/site/${siteId}`, {
        schema: SITE_CALLS.customerGet.response,
      }),
  });
  const data = site.data;
  const country = data
    ? (COUNTRY_NAMES[data.address.country as keyof typeof COUNTRY_NAMES] ?? data.address.country)
    : '';
  return (
    <Modal open title={data?.name ?? 'Site'} footer={null} onCancel={props.onClose} width={640}>
      {data ? (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="Statut">{ACTIVE_STATUS_LABELS[data.status]}</Descriptions.Item>
            <Descriptions.Item label="Adresse">
              {[data.address.street, data.address.complement].filter(Boolean).join(', ') || '—'}
            </Descriptions.Item>
            <Descriptions.Item label="Ville">
              {[data.address.zipcode, data.address.city].filter(Boolean).join(' ') || '—'}
            </Descriptions.Item>
            <Descriptions.Item label="Pays">{country}</Descriptions.Item>
            <Descriptions.Item label="Fermetures">
              {data.closures.length === 0
                ? 'Aucune'
                : data.closures
                    .map(
                      (closure) =>
                        `du ${toFrenchDateText(closure.startDate)} au ${toFrenchDateText(closure.endDate)}${closure.reason ? ` (${closure.reason})` : ''}`,
                    )
                    .join(' ; ')}
            </Descriptions.Item>
          </Descriptions>
          {data.instructions ? (
            <>
              <Typography.Title level={5} style={{ marginTop: 16 }}>
                Consignes
              </Typography.Title>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{data.instructions}</Typography.Paragraph>
            </>
          ) : null}
        </>
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}
