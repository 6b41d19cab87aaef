import { App, Dropdown, Popconfirm, Space } from 'antd';
import { EDITABLE_SERVICE_STATUSES, FINISHABLE_SERVICE_STATUSES, type Service } from '@portal/contracts';
import { DeleteRowAction, RowAction, useCan } from '@portal/kit';
import { cancelService, finishService, refreshServices } from './service-calls.js';

/** The dialogs a service's row opens. */
export type ServiceDialogKind = 'edit' | 'replace' | 'items' | 'timeline';

/**
 * A service's actions: edit and delete until it starts; 'Terminer' ends it (the office's manual
 * close of a service its agent did not end from the field, which billing turns into a billable line); under 'Plus',
 * the replacement of an agent, the site's items and the service's timeline.
 */
export function ServiceRowActions(props: {
  agencyId: string;
  service: Service;
  onOpen: (dialog: ServiceDialogKind, service: Service) => void;
}) {
  const { agencyId, service } = props;
  const canEdit = useCan('services.edit');
  const canReplace = useCan('planning.edit');
  const canDelete = useCan('services.delete');
  const { message } = App.useApp();
  const editable = EDITABLE_SERVICE_STATUSES.includes(service.status);
  return (
    <Space size={0}>
      {canEdit && editable ? <RowAction onClick={() => props.onOpen('edit', service)}>Modifier</RowAction> : null}
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
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            ...(canReplace && editable && service.agents.length > 0
              ? [{ key: 'replace', label: 'Remplacer un collaborateur' }]
              : []),
            { key: 'items', label: 'Éléments du site' },
            { key: 'timeline', label: 'Historique' },
          ],
          onClick: ({ key }) => props.onOpen(key as ServiceDialogKind, service),
        }}
      >
        <RowAction aria-label={`Plus d'actions sur le service ${service.reference}`}>Plus</RowAction>
      </Dropdown>
    </Space>
  );
}
