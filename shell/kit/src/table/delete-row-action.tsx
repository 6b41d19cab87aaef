import { Popconfirm } from 'antd';
import { fr } from '@portal/contracts';
import { RowAction } from './row-action.js';

/**
 * 'Supprimer' in a list row, asking 'La suppression est définitive' first (01 §8); `onConfirm` does
 * the deletion and what follows (the list's refresh).
 */
export function DeleteRowAction(props: { onConfirm: () => Promise<unknown>; label?: string }) {
  return (
    <Popconfirm
      title={fr.DELETION_IS_FINAL}
      okText="Supprimer"
      cancelText="Annuler"
      okButtonProps={{ danger: true }}
      onConfirm={props.onConfirm}
    >
      <RowAction danger>{props.label ?? 'Supprimer'}</RowAction>
    </Popconfirm>
  );
}
