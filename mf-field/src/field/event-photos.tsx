import { Image, Skeleton, Space } from 'antd';
import { useAgencyId, useBinaryUrl } from '@portal/kit';

function EventPhoto({ agencyId, id, index }: { agencyId: string; id: string; index: number }) {
  const url = useBinaryUrl('operations', `/agency/${agencyId}/field/attachment/${id}`);
  const alt = `Photo ${index + 1}`;
  return url ? (
    <Image src={url} alt={alt} width={96} height={96} style={{ objectFit: 'cover', borderRadius: 6 }} />
  ) : (
    <Skeleton.Image active style={{ width: 96, height: 96 }} aria-label={alt} />
  );
}

/** The photos of an event's line, as thumbnails that open full size. */
export function EventPhotos({ ids }: { ids: readonly string[] }) {
  const agencyId = useAgencyId();
  if (ids.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <Space wrap size={8}>
        {ids.map((id, index) => (
          <EventPhoto key={id} agencyId={agencyId} id={id} index={index} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
