import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, type SitePhoto } from '@portal/contracts';
import { SitePicker, queryClient, useAgencyId, useCan } from '@portal/kit';
import { Col, Empty, Pagination, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { deletePhoto, fetchPhotos, photoListKey } from './photo-calls.js';
import { PhotoCard } from './photo-card.js';
import { PhotoUpload } from './photo-upload.js';

/** site-photos (Sites group): the image library of the agency's sites, newest first. */
export default function SitePhotosPage() {
  const agencyId = useAgencyId();
  const canUpload = useCan('sites.edit');
  const [siteId, setSiteId] = useState<string | undefined>();
  const [paging, setPaging] = useState({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const photos = useQuery({
    queryKey: [...photoListKey(agencyId), siteId ?? null, paging],
    queryFn: () => fetchPhotos(agencyId, { ...paging, ...(siteId ? { siteId } : {}) }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: photoListKey(agencyId) });
  const remove = async (photo: SitePhoto) => {
    await deletePhoto(agencyId, photo.id);
    await refresh();
  };

  return (
    <div>
      <Typography.Title level={3}>Photos des sites</Typography.Title>
      {canUpload ? <PhotoUpload agencyId={agencyId} onUploaded={refresh} /> : null}
      <Space style={{ marginBottom: 16 }}>
        <SitePicker
          aria-label="Filtrer par site"
          placeholder="Tous les sites"
          style={{ minWidth: 300 }}
          value={siteId}
          onChange={(value) => {
            setSiteId(value);
            setPaging((current) => ({ ...current, page: 1 }));
          }}
        />
      </Space>
      {photos.data && photos.data.data.length === 0 ? (
        <Empty description="Aucune photo" />
      ) : (
        <Row gutter={[16, 16]}>
          {(photos.data?.data ?? []).map((photo) => (
            <Col key={photo.id} xs={24} sm={12} md={8} lg={6}>
              <PhotoCard agencyId={agencyId} photo={photo} onDelete={remove} />
            </Col>
          ))}
        </Row>
      )}
      <Pagination
        style={{ marginTop: 16 }}
        current={paging.page}
        pageSize={paging.limit}
        total={photos.data?.filteredCount ?? 0}
        pageSizeOptions={PAGE_SIZE_OPTIONS.map(String)}
        showTotal={(total) => `${total} photo(s)`}
        onChange={(page, limit) => setPaging({ page, limit })}
      />
    </div>
  );
}
