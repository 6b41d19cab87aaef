import { useQuery } from '@tanstack/react-query';
import { Modal, Result, Skeleton } from 'antd';
import { formatMessage, rightLabel, type Collaborator } from '@portal/contracts';
import { useCan, type DialogControl } from '@portal/kit';
import { collaboratorQueryKey, fetchCollaborator } from './collaborator-calls.js';
import { CollaboratorStepper } from './collaborator-stepper.js';

export type CollaboratorDialogProps = {
  agencyId: string;
  /** The collaborator to edit; null to create one. */
  collaboratorId: string | null;
  onSaved?: (collaborator: Collaborator) => void;
};

const TITLES = { create: 'Nouveau collaborateur', edit: 'Modifier le collaborateur' } as const;

/**
 * The collaborator dialog (spec 01 §2), loaded on demand. Creating needs agents.create, editing
 * agents.edit: without it, the permission text instead of the form (00 §5). Editing reads the whole
 * record first; the stepper is made anew at each opening.
 */
export default function CollaboratorDialog(props: CollaboratorDialogProps & DialogControl) {
  const { agencyId, collaboratorId, open, onClose } = props;
  const right = collaboratorId ? 'agents.edit' : 'agents.create';
  const allowed = useCan(right);
  const record = useQuery({
    queryKey: collaboratorQueryKey(agencyId, collaboratorId ?? 'new'),
    queryFn: () => fetchCollaborator(agencyId, collaboratorId ?? ''),
    enabled: open && allowed && collaboratorId !== null,
    // Each opening edits the record as it is now; nothing reloads it under the user's typing.
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
  const body = !allowed ? (
    <Result status="403" title={formatMessage('RIGHT_MISSING', { label: rightLabel(right) })} />
  ) : collaboratorId && (!record.data || record.isFetching) ? (
    <Skeleton active paragraph={{ rows: 8 }} />
  ) : (
    <CollaboratorStepper
      key={collaboratorId ?? 'new'}
      agencyId={agencyId}
      collaborator={collaboratorId ? (record.data ?? null) : null}
      onCancel={onClose}
      onSaved={(saved) => {
        props.onSaved?.(saved);
        onClose();
      }}
    />
  );
  return (
    <Modal
      open={open}
      title={collaboratorId ? TITLES.edit : TITLES.create}
      footer={null}
      onCancel={onClose}
      width={960}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
