import { Modal, Result } from 'antd';
import { formatMessage, rightLabel, type Service } from '@portal/contracts';
import { useCan, type DialogControl } from '@portal/kit';
import { ServiceForm } from './service-form.js';
import { newServiceValues, serviceValuesOf } from './service-form-values.js';

export type ServiceDialogProps = {
  agencyId: string;
  /** The service to edit; null to create. */
  service: Service | null;
  /** A creation's site and day, when the planning's cell gave them. */
  defaults?: { siteId?: string; date?: string };
  onSaved?: (services: Service[]) => void;
};

/** The service editor's dialog, loaded on demand; creating needs services.create, editing services.edit. */
export default function ServiceDialog(props: ServiceDialogProps & DialogControl) {
  const { agencyId, service, open, onClose } = props;
  const right = service ? 'services.edit' : 'services.create';
  const allowed = useCan(right);
  return (
    <Modal
      open={open}
      title={service ? `Modifier le service ${service.reference}` : 'Nouveau service'}
      footer={null}
      onCancel={onClose}
      width={760}
      destroyOnHidden
    >
      {allowed ? (
        <ServiceForm
          key={service?.id ?? 'new'}
          agencyId={agencyId}
          service={service}
          initialValues={service ? serviceValuesOf(service) : newServiceValues(props.defaults)}
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
