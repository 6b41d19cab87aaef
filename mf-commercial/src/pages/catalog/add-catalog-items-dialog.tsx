import { Button, Modal, Space, Tabs } from 'antd';
import { useState } from 'react';
import { CATALOG_SCOPE_LABELS, type CatalogItem, type CatalogScope } from '@portal/contracts';
import type { DialogControl } from '@portal/kit';
import { CatalogPickerTable } from './catalog-picker-table.js';

export type AddCatalogItemsDialogProps = {
  agencyId: string;
  /** The document's customer: his own articles in 'Articles Client'; none, the tab is disabled. */
  customerId: string | null;
  /** The articles checked, in the order they were checked; the dialog closes after. */
  onAdd: (items: CatalogItem[]) => void;
};

/**
 * The add-catalogue-items dialog (02 §2 Dialogs), for the estimate and invoice editors: the tabs
 * 'Articles Agence' and 'Articles Client', each searched 250 ms after the last key ('Le catalogue est
 * vide' when there is nothing), articles checked across both tabs and added at once. Loaded on
 * demand (`LazyDialog`); made anew at each opening.
 */
export default function AddCatalogItemsDialog(props: AddCatalogItemsDialogProps & DialogControl) {
  const [selected, setSelected] = useState<ReadonlyMap<string, CatalogItem>>(new Map());
  const [tab, setTab] = useState<CatalogScope>('agency');

  const toggle = (items: CatalogItem[], checked: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const item of items) {
        if (checked) next.set(item.id, item);
        else next.delete(item.id);
      }
      return next;
    });
  const close = () => {
    setSelected(new Map());
    setTab('agency');
    props.onClose();
  };
  const add = () => {
    props.onAdd([...selected.values()]);
    close();
  };

  return (
    <Modal
      open={props.open}
      title="Ajouter des articles du catalogue"
      width={860}
      onCancel={close}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={close}>Annuler</Button>
          <Button type="primary" disabled={selected.size === 0} onClick={add}>
            {selected.size > 0 ? `Ajouter ${selected.size} article(s)` : 'Ajouter'}
          </Button>
        </Space>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as CatalogScope)}
        items={[
          {
            key: 'agency',
            label: CATALOG_SCOPE_LABELS.agency,
            children: (
              <CatalogPickerTable agencyId={props.agencyId} customerId={null} selected={selected} onToggle={toggle} />
            ),
          },
          {
            key: 'customer',
            label: CATALOG_SCOPE_LABELS.customer,
            disabled: props.customerId === null,
            children: props.customerId ? (
              <CatalogPickerTable
                agencyId={props.agencyId}
                customerId={props.customerId}
                selected={selected}
                onToggle={toggle}
              />
            ) : null,
          },
        ]}
      />
    </Modal>
  );
}
