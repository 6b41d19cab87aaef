import { EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Empty, List, Space, Spin, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { CHECKPOINT_STATUS_LABELS, fr } from '@portal/contracts';
import { isApiError, useAgencyId, useCan } from '@portal/kit';
import { checkpointKeys, fetchSiteCheckpoints } from '../checkpoints/checkpoint-calls.js';
import { fetchFieldSite, fieldSiteKeys } from './site-calls.js';
import { addressLine, siteMapLink } from './site-map-link.js';

/** terrain/site/:id? (01 §2): one site as the agent needs it on the spot; without an id, the sites list. */
export default function FieldSitePage() {
  const { id } = useParams();
  if (!id) return <Navigate to="/terrain/sites" replace />;
  return <SiteDetails siteId={id} />;
}

function SiteDetails({ siteId }: { siteId: string }) {
  const agencyId = useAgencyId();
  const canListCheckpoints = useCan('checkpoints.list');
  const site = useQuery({
    queryKey: fieldSiteKeys.one(agencyId, siteId),
    queryFn: () => fetchFieldSite(agencyId, siteId),
    retry: false,
  });
  const checkpoints = useQuery({
    queryKey: checkpointKeys.site(agencyId, siteId),
    queryFn: () => fetchSiteCheckpoints(agencyId, siteId),
    enabled: canListCheckpoints && site.isSuccess,
  });

  if (site.isPending) return <Spin />;
  if (site.isError) {
    const unknown = isApiError(site.error) && site.error.code === 'SITE_NOT_FOUND';
    return <Empty description={unknown ? fr.SITE_NOT_FOUND : fr.UNKNOWN_ERROR} />;
  }
  const { data } = site;
  const address = addressLine(data.address);
  const map = siteMapLink(data);

  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 640 }}>
      <Typography.Title level={3} style={{ overflowWrap: 'anywhere' }}>
        {data.name}
      </Typography.Title>
      <Card size="small" title="Adresse">
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text>{address || 'Aucune adresse renseignée'}</Typography.Text>
          {map ? (
            <Button icon={<EnvironmentOutlined />} href={map} target="_blank" rel="noopener noreferrer" block>
              Voir sur la carte
            </Button>
          ) : null}
        </Space>
      </Card>
      <Card size="small" title="Consignes">
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
          {data.instructions || 'Aucune consigne'}
        </Typography.Paragraph>
      </Card>
      <Card size="small" title="Contacts">
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Client">{data.customerName}</Descriptions.Item>
        </Descriptions>
        <Link to="/terrain/contactAgence">
          <PhoneOutlined /> Contacter l'agence
        </Link>
      </Card>
      {canListCheckpoints ? (
        <Card size="small" title="Points de contrôle">
          <List
            aria-label="Points de contrôle du site"
            loading={checkpoints.isFetching}
            dataSource={checkpoints.data?.data ?? []}
            locale={{ emptyText: 'Aucun point de contrôle sur ce site' }}
            renderItem={(checkpoint) => (
              <List.Item>
                <List.Item.Meta
                  title={
                    <Space wrap>
                      <span>{checkpoint.name}</span>
                      {checkpoint.status === 300 ? <Tag>{CHECKPOINT_STATUS_LABELS[300]}</Tag> : null}
                    </Space>
                  }
                  description={[
                    checkpoint.badge ? `Badge ${checkpoint.badge}` : 'Point virtuel (sans badge)',
                    checkpoint.instructions,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </List.Item>
            )}
          />
        </Card>
      ) : null}
    </Space>
  );
}
