import { App, Popconfirm, Space } from 'antd';
import { EDITABLE_SERVICE_STATUSES, FINISHABLE_SERVICE_STATUSES, type Service } from '@portal/contracts';
import { DeleteRowAction, RowAction, useCan } from '@portal/kit';
import { cancelService, finishService, refreshServices } from './service-calls.js';

/**
 * A service's actions: edit and delete until it starts; 'Terminer' ends it (until field mode, the
 * office's way to record a service done, which billing turns into a billable line).
 */
export function ServiceRowActions(props: { agencyId: string; service: Service; onEdit: (service: Service) => void }) {
  const { agencyId, service } = props;
  const canEdit = useCan('services.edit');
  const canDelete = useCan('services.delete');
  const { message } = App.useApp();
  const editable = EDITABLE_SERVICE_STATUSES.includes(service.status);
  return (
    <Space size={0}>
      {canEdit && editable ? <RowAction onClick={() => props.onEdit(service)}>Modifier</RowAction> : null}
      {canEdit && FINISHABLE_SERVICE_STATUSES.includes(service.status) ? (
        <Popconfirm
          title="Terminer ce service ?"
          description="Il sera compté dans les prestations à facturer."
          okText="Terminer"
          cancelText="Annuler"
          onConfirm={async () => {
            await finishService(agencyId, service.id);
            void message.success(`Service ${service.reference} terminé`);
            await refreshServices(agencyId);
          }}
        >
          <RowAction>Terminer</RowAction>
        </Popconfirm>
      ) : null}
      {canDelete && editable ? (
        <DeleteRowAction
          onConfirm={async () => {
            await cancelService(agencyId, service.id);
            await refreshServices(agencyId);
          }}
        />
      ) : null}
    </Space>
  );
}
