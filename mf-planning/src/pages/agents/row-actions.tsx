import { App, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import {
  COLLABORATOR_ACTION_LABELS,
  collaboratorActionsFor,
  fr,
  type CollaboratorAction,
  type CollaboratorRow,
} from '@portal/contracts';
import { isApiError, reportApiError, useCan, RowAction } from '@portal/kit';
import { changeCollaboratorStatus, refreshCollaborators } from './collaborator-calls.js';

/**
 * The actions of a row (spec 01 §4): 'Modifier', then those its status allows: Activation,
 * Désactivation, Archivage, Réactivation, and Suppression after a confirmation. A refusal (the quota,
 * a status changed meanwhile) is shown as the service words it.
 */
export function RowActions(props: { agencyId: string; row: CollaboratorRow; onEdit: (id: string) => void }) {
  const { agencyId, row } = props;
  const canEdit = useCan('agents.edit');
  const canDelete = useCan('agents.delete');
  const [busy, setBusy] = useState<CollaboratorAction | null>(null);
  const { message } = App.useApp();

  const run = async (action: CollaboratorAction) => {
    setBusy(action);
    try {
      await changeCollaboratorStatus(agencyId, row.id, action);
      void message.success(`${COLLABORATOR_ACTION_LABELS[action]} effectuée`);
      await refreshCollaborators(agencyId);
    } catch (error) {
      if (!isApiError(error)) void message.error(fr.UNKNOWN_ERROR);
      else if (error.status === 409 || error.status === 404) void message.error(error.message);
      else reportApiError(error);
    } finally {
      setBusy(null);
    }
  };

  if (!canEdit || row.status === 400) return null;
  const actions = collaboratorActionsFor(row.status).filter((action) => action !== 'delete' || canDelete);
  return (
    <Space size={0} wrap>
      <RowAction onClick={() => props.onEdit(row.id)}>Modifier</RowAction>
      {actions.map((action) =>
        action === 'delete' ? (
          <Popconfirm
            key={action}
            title={fr.DELETION_IS_FINAL}
            okText="Supprimer"
            cancelText="Annuler"
            okButtonProps={{ danger: true }}
            onConfirm={() => run(action)}
          >
            <RowAction danger loading={busy === action}>
              {COLLABORATOR_ACTION_LABELS[action]}
            </RowAction>
          </Popconfirm>
        ) : (
          <RowAction key={action} loading={busy === action} onClick={() => void run(action)}>
            {COLLABORATOR_ACTION_LABELS[action]}
          </RowAction>
        ),
      )}
    </Space>
  );
}
