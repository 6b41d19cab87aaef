import { List, Modal, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { SERVICE_CALLS, type Service } from '@portal/contracts';
import { callApi, type DialogControl } from '@portal/kit';

export type ServiceItemsDialogProps = { agencyId: string; service: Service };

/** The site items dialog (01 §2): what the agents find on the service's site, and its instructions. */
export default function ServiceItemsDialog(props: ServiceItemsDialogProps & DialogControl) {
  const { agencyId, service } = props;
  const items = useQuery({
    queryKey: ['operations', 'service-items', agencyId, service.id],
    queryFn: () =>
      callApi('operations', `/agency/${agencyId}/service/${service.id}/items`, {
        schema: SERVICE_CALLS.items.response,
      }),
  });
  return (
    <Modal open={props.open} title={`Éléments du site ${service.siteName}`} footer={null} onCancel={props.onClose}>
      {items.data ? (
        <>
          <List
            size="small"
            dataSource={items.data.data}
            locale={{ emptyText: 'Aucun élément sur ce site' }}
            renderItem={(item) => <List.Item>{item.label}</List.Item>}
          />
          {items.data.instructions ? (
            <>
              <Typography.Title level={5}>Consignes</Typography.Title>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{items.data.instructions}</Typography.Paragraph>
            </>
          ) : null}
        </>
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}
