import { Modal, Result } from 'antd';
import { formatMessage, rightLabel, type Circuit } from '@portal/contracts';
import { useCan, type DialogControl } from '@portal/kit';
import { CircuitForm } from './circuit-form.js';
import { newCircuitValues } from './circuit-form-values.js';

export type CircuitDialogProps = {
  agencyId: string;
  onSaved?: (circuit: Circuit) => void;
};

/** The new circuit's dialog, loaded on demand; needs services.create. */
export default function CircuitDialog(props: CircuitDialogProps & DialogControl) {
  const { agencyId, open, onClose } = props;
  const allowed = useCan('services.create');
  return (
    <Modal open={open} title="Nouveau circuit" footer={null} onCancel={onClose} width={860} destroyOnHidden>
      {allowed ? (
        <CircuitForm
          agencyId={agencyId}
          initialValues={newCircuitValues()}
          onCancel={onClose}
          onSaved={(saved) => {
            props.onSaved?.(saved);
            onClose();
          }}
        />
      ) : (
        <Result status="403" title={formatMessage('RIGHT_MISSING', { label: rightLabel('services.create') })} />
      )}
    </Modal>
  );
}
