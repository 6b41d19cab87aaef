import { App, Space, Tag } from 'antd';
import { useState } from 'react';
import { ADJUSTMENT_KIND_LABELS, DiscountSchema, discountTypeLabel, type Discount } from '@portal/contracts';
import { DeleteRowAction, LazyDialog, ListTable, RowAction, useAgencyId, useCan, type ListColumn } from '@portal/kit';
import { deleteDiscount, discountListPath, refreshDiscountLists } from './discount-calls.js';
import type { DiscountDialogProps } from './discount-dialog.js';
import { discountValueText } from './discount-value.js';

const loadDialog = () => import('./discount-dialog.js');

/** 'Modifier' (catalog.edit) and 'Supprimer' (catalog.delete, confirmed). */
function DiscountRowActions(props: { agencyId: string; discount: Discount; onEdit: (discount: Discount) => void }) {
  const canEdit = useCan('catalog.edit');
  const canDelete = useCan('catalog.delete');
  const { message } = App.useApp();
  const remove = async () => {
    try {
      await deleteDiscount(props.agencyId, props.discount.id);
      void message.success('Remise supprimée');
      await refreshDiscountLists(props.agencyId);
    } catch {
      // The HTTP client has shown the refusal.
    }
  };
  return (
    <Space size={0} wrap>
      {canEdit ? <RowAction onClick={() => props.onEdit(props.discount)}>Modifier</RowAction> : null}
      {canDelete ? <DeleteRowAction onConfirm={remove} /> : null}
    </Space>
  );
}

/** discountList (Facturation group): the agency's discounts and fees, editable. */
export default function DiscountsPage() {
  const agencyId = useAgencyId();
  const [dialog, setDialog] = useState<{ open: boolean; discount: Discount | null }>({ open: false, discount: null });
  const openDialog = (discount: Discount | null) => setDialog({ open: true, discount });

  const columns: ListColumn<Discount>[] = [
    { title: 'Libellé', dataIndex: 'label', sorter: true },
    {
      title: 'Nature',
      dataIndex: 'kind',
      sorter: true,
      filters: Object.entries(ADJUSTMENT_KIND_LABELS).map(([value, text]) => ({ text, value })),
      render: (_, discount) => (
        <Tag color={discount.kind === 'discount' ? 'green' : 'orange'}>{ADJUSTMENT_KIND_LABELS[discount.kind]}</Tag>
      ),
      exportValue: (discount) => ADJUSTMENT_KIND_LABELS[discount.kind],
    },
    {
      title: 'Type',
      dataIndex: 'type',
      render: (_, discount) => discountTypeLabel(discount),
      exportValue: (discount) => discountTypeLabel(discount),
    },
    {
      title: 'Valeur',
      dataIndex: 'value',
      sorter: true,
      align: 'right',
      render: (_, discount) => discountValueText(discount),
      exportValue: (discount) => discountValueText(discount),
    },
    {
      title: 'Actions',
      dataIndex: 'id',
      hideInExport: true,
      render: (_, discount) => <DiscountRowActions agencyId={agencyId} discount={discount} onEdit={openDialog} />,
    },
  ];

  return (
    <>
      <ListTable<Discount>
        pageKey="discountList"
        title="Remises"
        service="billing"
        path={discountListPath(agencyId)}
        rowKey="id"
        columns={columns}
        rowSchema={DiscountSchema}
        createAction={{ label: 'Ajouter une remise', right: 'catalog.create', onClick: () => openDialog(null) }}
        exportName="remises"
        searchPlaceholder="Libellé"
        tableProps={{ locale: { emptyText: 'Aucune remise' } }}
      />
      <LazyDialog<DiscountDialogProps>
        load={loadDialog}
        open={dialog.open}
        title={dialog.discount ? 'Modifier la remise' : 'Nouvelle remise'}
        width={520}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
        props={{ agencyId, discount: dialog.discount }}
      />
    </>
  );
}
