import { Modal, Skeleton, Timeline, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { SERVICE_CALLS, SERVICE_HISTORY_KIND_LABELS, type Service } from '@portal/contracts';
import { callApi, formatDateTime, type DialogControl } from '@portal/kit';

export type ServiceTimelineDialogProps = { agencyId: string; service: Service };

/** The service timeline (01 §2): what happened to the service, when and by whom. */
export default function ServiceTimelineDialog(props: ServiceTimelineDialogProps & DialogControl) {
  const { agencyId, service } = props;
  const timeline = useQuery({
    queryKey: ['operations', 'service-timeline', agencyId, service.id],
    queryFn: () =>
      callApi('operations', `/agency/${agencyId}/service/${service.id}/timeline`, {
        schema: SERVICE_CALLS.timeline.response,
      }),
  });
  return (
    <Modal
      open={props.open}
      title={`Historique du service ${service.reference}`}
      footer={null}
      onCancel={props.onClose}
    >
      {timeline.data ? (
        <Timeline
          items={timeline.data.data.map((entry) => ({
            children: (
              <>
                <Typography.Text strong>{SERVICE_HISTORY_KIND_LABELS[entry.kind]}</Typography.Text>
                <div>{entry.detail}</div>
                <Typography.Text type="secondary">
                  {formatDateTime(entry.at)}
                  {entry.actorName ? ` · ${entry.actorName}` : ''}
                </Typography.Text>
              </>
            ),
          }))}
        />
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}
