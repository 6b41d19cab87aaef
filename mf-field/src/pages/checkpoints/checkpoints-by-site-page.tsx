import { Button, Empty, List, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { CHECKPOINT_STATUS_LABELS } from '@portal/contracts';
import { SitePicker, useAgencyId, useCan } from '@portal/kit';
import { checkpointKeys, fetchSiteCheckpoints } from './checkpoint-calls.js';
import { useSelectedSite } from './selected-site.js';

/** terrain/checkpoints: the checkpoints of a chosen site, in round order, to open or add one. */
export default function CheckpointsBySitePage() {
  const agencyId = useAgencyId();
  const navigate = useNavigate();
  const canCreate = useCan('checkpoints.create');
  const canEdit = useCan('checkpoints.edit');
  const [siteId, setSiteId] = useSelectedSite();
  const checkpoints = useQuery({
    queryKey: checkpointKeys.site(agencyId, siteId ?? ''),
    queryFn: () => fetchSiteCheckpoints(agencyId, siteId ?? ''),
    enabled: siteId !== null,
  });

  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 640 }}>
      <Typography.Title level={3}>Points de contrôle par site</Typography.Title>
      <SitePicker
        aria-label="Site"
        value={siteId ?? undefined}
        onChange={(value?: string | null) => setSiteId(value ?? null)}
      />
      {canCreate ? (
        <Button type="primary" block onClick={() => navigate('/terrain/checkpoints/edit')}>
          Nouveau point de contrôle
        </Button>
      ) : null}
      {siteId === null ? (
        <Empty description="Choisissez un site pour voir ses points de contrôle" />
      ) : (
        <section aria-label="Points de contrôle du site">
          <List
            loading={checkpoints.isFetching}
            dataSource={checkpoints.data?.data ?? []}
            locale={{ emptyText: 'Aucun point de contrôle sur ce site' }}
            renderItem={(checkpoint) => (
              <List.Item
                actions={
                  canEdit
                    ? [
                        <Button
                          key="edit"
                          type="link"
                          aria-label={`Modifier ${checkpoint.name}`}
                          onClick={() => navigate(`/terrain/checkpoints/edit/${checkpoint.id}`)}
                        >
                          Modifier
                        </Button>,
                      ]
                    : []
                }
              >
                <List.Item.Meta
                  title={
                    <Space>
                      <span>{checkpoint.name}</span>
                      {checkpoint.status === 300 ? <Tag>{CHECKPOINT_STATUS_LABELS[300]}</Tag> : null}
                    </Space>
                  }
                  description={
                    `Position ${checkpoint.position} · ` +
                    (checkpoint.badge ? `Badge ${checkpoint.badge}` : 'Sans badge')
                  }
                />
              </List.Item>
            )}
          />
        </section>
      )}
    </Space>
  );
}
