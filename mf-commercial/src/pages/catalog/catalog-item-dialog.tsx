import { Modal, Result } from 'antd';
import { formatMessage, rightLabel, type CatalogItem } from '@portal/contracts';
import { useCan, type DialogControl } from '@portal/kit';
import { CatalogItemForm } from './catalog-item-form.js';

export type CatalogItemDialogProps = {
  agencyId: string;
  /** The article to edit (the list's row); null to create one. */
  item: CatalogItem | null;
};

/**
 * The article dialog of the catalogue, loaded on demand. Creating needs catalog.create, editing
 * catalog.edit: without it, the permission text instead of the form. The form is made anew at each
 * opening.
 */
export default function CatalogItemDialog(props: CatalogItemDialogProps & DialogControl) {
  const { agencyId, item, open, onClose } = props;
  const right = item ? 'catalog.edit' : 'catalog.create';
  const allowed = useCan(right);
  return (
    <Modal
      open={open}
      title={item ? "Modifier l'article" : 'Nouvel article'}
      footer={null}
      onCancel={onClose}
      width={680}
      destroyOnHidden
    >
      {allowed ? (
        <CatalogItemForm key={item?.id ?? 'new'} agencyId={agencyId} item={item} onCancel={onClose} onSaved={onClose} />
      ) : (
        <Result status="403" title={formatMessage('RIGHT_MISSING', { label: rightLabel(right) })} />
      )}
    </Modal>
  );
}
