import { App, Space } from 'antd';
import type { CatalogItem } from '@portal/contracts';
import { DeleteRowAction, RowAction, useCan } from '@portal/kit';
import { deleteCatalogItem, refreshCatalogLists } from './catalog-calls.js';

/** 'Modifier' (catalog.edit) and 'Supprimer' (catalog.delete, confirmed: 'La suppression est définitive'). */
export function CatalogRowActions(props: { agencyId: string; item: CatalogItem; onEdit: (item: CatalogItem) => void }) {
  const { agencyId, item } = props;
  const canEdit = useCan('catalog.edit');
  const canDelete = useCan('catalog.delete');
  const { message } = App.useApp();
  const remove = async () => {
    try {
      await deleteCatalogItem(agencyId, item.id);
      void message.success('Article supprimé');
      await refreshCatalogLists(agencyId);
    } catch {
      // The HTTP client has shown the refusal.
    }
  };
  return (
    <Space size={0} wrap>
      {canEdit ? <RowAction onClick={() => props.onEdit(item)}>Modifier</RowAction> : null}
      {canDelete ? <DeleteRowAction onConfirm={remove} /> : null}
    </Space>
  );
}
