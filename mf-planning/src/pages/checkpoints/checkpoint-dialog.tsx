import { Modal, Result } from 'antd';
import { formatMessage, rightLabel, type Checkpoint } from '@portal/contracts';
import { useCan, type DialogControl } from '@portal/kit';
import { CheckpointForm } from './checkpoint-form.js';

export type CheckpointDialogProps = {
  agencyId: string;
  /** The checkpoint to edit; null to create one. */
  checkpoint: Checkpoint | null;
  onSaved?: (checkpoint: Checkpoint) => void;
};

/**
 * The checkpoint dialog (spec 01 §2), loaded on demand. Creating needs checkpoints.create, editing
 * checkpoints.edit: without it, the permission text instead of the form (00 §5). The form is made
 * anew at each opening, with the values of the checkpoint opened.
 */
export default function CheckpointDialog(props: CheckpointDialogProps & DialogControl) {
  const { agencyId, checkpoint, open, onClose } = props;
  const right = checkpoint ? 'checkpoints.edit' : 'checkpoints.create';
  const allowed = useCan(right);
  return (
    <Modal
      open={open}
      title={checkpoint ? 'Modifier le point de contrôle' : 'Nouveau point de contrôle'}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {allowed ? (
        <CheckpointForm
          key={checkpoint?.id ?? 'new'}
          agencyId={agencyId}
          checkpoint={checkpoint}
          onCancel={onClose}
          onSaved={(saved) => {
            props.onSaved?.(saved);
            onClose();
          }}
        />
      ) : (
        <Result status="403" title={formatMessage('RIGHT_MISSING', { label: rightLabel(right) })} />
      )}
    </Modal>
  );
}
