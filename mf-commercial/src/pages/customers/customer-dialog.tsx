import { Modal, Result, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatMessage, fr, rightLabel, type Customer } from '@portal/contracts';
import { ErrorPanel, useCan, type DialogControl } from '@portal/kit';
import { fetchCustomer } from './customer-calls.js';
import { CustomerForm } from './customer-form.js';

export type CustomerDialogProps = {
  agencyId: string;
  /** The customer to edit; null to create one. */
  customerId: string | null;
  onSaved?: (customer: Customer) => void;
};

/** The form of the customer opened, once read (a new customer starts empty). */
function CustomerFormLoader(props: CustomerDialogProps & { customerId: string; onClose: () => void }) {
  const query = useQuery({
    queryKey: ['billing', 'customer', props.agencyId, props.customerId],
    queryFn: () => fetchCustomer(props.agencyId, props.customerId),
    gcTime: 0,
  });
  if (query.isError) return <ErrorPanel title={query.error.message || fr.UNKNOWN_ERROR} onClose={props.onClose} />;
  if (!query.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <CustomerForm
      agencyId={props.agencyId}
      customer={query.data}
      onCancel={props.onClose}
      onSaved={(saved) => {
        props.onSaved?.(saved);
        props.onClose();
      }}
    />
  );
}

/**
 * The customer dialog (02 §2 customers), loaded on demand. Creating needs customers.create, editing
 * customers.edit: without it, the permission text instead of the form. The form is made anew at each
 * opening, with the customer read from billing.
 */
export default function CustomerDialog(props: CustomerDialogProps & DialogControl) {
  const { agencyId, customerId, open, onClose } = props;
  const right = customerId ? 'customers.edit' : 'customers.create';
  const allowed = useCan(right);
  const form = customerId ? (
    <CustomerFormLoader key={customerId} {...props} customerId={customerId} onClose={onClose} />
  ) : (
    <CustomerForm
      key="new"
      agencyId={agencyId}
      customer={null}
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
      title={customerId ? 'Modifier le client' : 'Nouveau client'}
      footer={null}
      onCancel={onClose}
      width={760}
      destroyOnHidden
    >
      {allowed ? form : <Result status="403" title={formatMessage('RIGHT_MISSING', { label: rightLabel(right) })} />}
    </Modal>
  );
}
