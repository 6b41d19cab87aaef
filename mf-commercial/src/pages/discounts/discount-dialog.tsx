import { Modal, Result } from 'antd';
import { formatMessage, rightLabel, type Discount } from '@portal/contracts';
import { useCan, type DialogControl } from '@portal/kit';
import { DiscountForm } from './discount-form.js';

export type DiscountDialogProps = {
  agencyId: string;
  /** The discount to edit (the list's row); null to create one. */
  discount: Discount | null;
};

/** The discount dialog, loaded on demand: catalog.create to create, catalog.edit to edit. */
export default function DiscountDialog(props: DiscountDialogProps & DialogControl) {
  const { agencyId, discount, open, onClose } = props;
  const right = discount ? 'catalog.edit' : 'catalog.create';
  const allowed = useCan(right);
  return (
    <Modal
      open={open}
      title={discount ? 'Modifier la remise' : 'Nouvelle remise'}
      footer={null}
      onCancel={onClose}
      width={520}
      destroyOnHidden
    >
      {allowed ? (
        <DiscountForm
          key={discount?.id ?? 'new'}
          agencyId={agencyId}
          discount={discount}
          onCancel={onClose}
          onSaved={onClose}
        />
      ) : (
        <Result status="403" title={formatMessage('RIGHT_MISSING', { label: rightLabel(right) })} />
      )}
    </Modal>
  );
}
