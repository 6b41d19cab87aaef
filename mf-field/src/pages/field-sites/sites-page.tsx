import { RightOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Input, List, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAgencyId, useCan } from '@portal/kit';
import { CreateSiteDialog } from './create-site-dialog.js';
import { fetchFieldSites, fieldSiteKeys } from './site-calls.js';

export const siteScreenPath = (siteId: string) => `/terrain/site/${siteId}`;

/** terrain/sites (01 §2 Sites and checkpoints): the agency's active sites, to open one; a new one with the right. */
export default function FieldSitesPage() {
  const agencyId = useAgencyId();
  const navigate = useNavigate();
  const canCreate = useCan('sites.create');
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const sites = useQuery({
    queryKey: fieldSiteKeys.list(agencyId, query),
    queryFn: () => fetchFieldSites(agencyId, query),
  });

  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 640 }}>
      <Typography.Title level={3}>Sites</Typography.Title>
      <Input.Search
        aria-label="Rechercher un site"
        placeholder="Nom, adresse ou client"
        allowClear
        onSearch={(value) => setQuery(value.trim())}
      />
      {canCreate ? (
        <Button type="primary" block onClick={() => setCreating(true)}>
          Nouveau site
        </Button>
      ) : null}
      {sites.isError ? (
        <Empty description="Échec de la mise à jour de la liste des sites" />
      ) : (
        <List
          aria-label="Sites"
          loading={sites.isFetching}
          dataSource={sites.data?.data ?? []}
          locale={{ emptyText: 'Aucun site' }}
          renderItem={(site) => (
            <List.Item style={{ padding: '4px 0' }}>
              <Card
                size="small"
                hoverable
                style={{ width: '100%' }}
                role="link"
                aria-label={site.name}
                tabIndex={0}
                onClick={() => navigate(siteScreenPath(site.id))}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') navigate(siteScreenPath(site.id));
                }}
              >
                <Space style={{ width: '100%', justifyContent: 'space-between' }} align="center">
                  <Space direction="vertical" size={0} style={{ minWidth: 0 }}>
                    <Typography.Text strong ellipsis>
                      {site.name}
                    </Typography.Text>
                    <Typography.Text type="secondary" ellipsis>
                      {[site.customerName, [site.zipcode, site.city].filter(Boolean).join(' ')]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography.Text>
                  </Space>
                  <RightOutlined aria-hidden />
                </Space>
              </Card>
            </List.Item>
          )}
        />
      )}
      {canCreate ? (
        <CreateSiteDialog
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(site) => {
            setCreating(false);
            navigate(siteScreenPath(site.id));
          }}
        />
      ) : null}
    </Space>
  );
}
