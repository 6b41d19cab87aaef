import { DeleteOutlined } from '@ant-design/icons';
import { fr, type SitePhoto } from '@portal/contracts';
import { formatDateTime, formatFileSize, useBinaryUrl, useCan } from '@portal/kit';
import { Button, Card, Image, Popconfirm, Skeleton, Typography } from 'antd';

/** One photo of the library: the image, its site, its file, and 'Supprimer' for those allowed. */
export function PhotoCard(props: {
  agencyId: string;
  photo: SitePhoto;
  onDelete: (photo: SitePhoto) => Promise<void>;
}) {
  const { photo } = props;
  const url = useBinaryUrl('operations', `/agency/${props.agencyId}/site-photo/${photo.id}`);
  const canDelete = useCan('sites.edit');
  return (
    <Card
      size="small"
      aria-label={photo.fileName}
      cover={
        url ? (
          <Image src={url} alt={photo.fileName} height={160} style={{ objectFit: 'cover' }} />
        ) : (
          <Skeleton.Image active style={{ width: '100%', height: 160 }} />
        )
      }
      actions={
        canDelete
          ? [
              <Popconfirm
                key="delete"
                title={fr.DELETION_IS_FINAL}
                okText="Supprimer"
                cancelText="Annuler"
                okButtonProps={{ danger: true }}
                onConfirm={() => props.onDelete(photo)}
              >
                <Button type="text" danger size="small" icon={<DeleteOutlined />}>
                  Supprimer
                </Button>
              </Popconfirm>,
            ]
          : []
      }
    >
      <Card.Meta
        title={photo.siteName}
        description={
          <>
            <Typography.Text ellipsis style={{ display: 'block' }}>
              {photo.fileName}
            </Typography.Text>
            <Typography.Text type="secondary">
              {formatFileSize(photo.size)} · {formatDateTime(photo.createdAt)}
            </Typography.Text>
          </>
        }
      />
    </Card>
  );
}
