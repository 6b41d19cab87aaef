import { Image, Skeleton, Space } from 'antd';
import { useAgencyId, useBinaryUrl } from '@portal/kit';

/** Where a photo is read: by default the agency's call; a customer reads it through his own prefix. */
export type PhotoPath = (attachmentId: string) => string;

function EventPhoto({ path, index }: { path: string; index: number }) {
  const url = useBinaryUrl('operations', path);
  const alt = `Photo ${index + 1}`;
  return url ? (
    <Image src={url} alt={alt} width={96} height={96} style={{ objectFit: 'cover', borderRadius: 6 }} />
  ) : (
    <Skeleton.Image active style={{ width: 96, height: 96 }} aria-label={alt} />
  );
}

/** The photos of an event's line, as thumbnails that open full size. */
export function EventPhotos({ ids, photoPath }: { ids: readonly string[]; photoPath?: PhotoPath | undefined }) {
  const agencyId = useAgencyId();
  if (ids.length === 0) return null;
  const pathOf = photoPath ?? ((id: string) => `/agency/${agencyId}/field/attachment/${id}`);
  return (
    <Image.PreviewGroup>
      <Space wrap size={8}>
        {ids.map((id, index) => (
          <EventPhoto key={id} path={pathOf(id)} index={index} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
