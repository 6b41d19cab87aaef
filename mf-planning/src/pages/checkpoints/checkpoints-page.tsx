import { Space, Tag } from 'antd';
import { useState } from 'react';
import { CHECKPOINT_STATUS_LABELS, CheckpointSchema, type Checkpoint } from '@portal/contracts';
import { DeleteRowAction, LazyDialog, ListTable, useAgencyId, useCan, type ListColumn, RowAction } from '@portal/kit';
import { deleteCheckpoint, checkpointListPath, refreshCheckpointLists } from './checkpoint-calls.js';
import type { CheckpointDialogProps } from './checkpoint-dialog.js';
import { CheckpointFilters } from './checkpoint-filters.js';

const loadDialog = () => import('./checkpoint-dialog.js');

function RowActions(props: { agencyId: string; checkpoint: Checkpoint; onEdit: (checkpoint: Checkpoint) => void }) {
  const canEdit = useCan('checkpoints.edit');
  const canDelete = useCan('checkpoints.delete');
  const { agencyId, checkpoint } = props;
  return (
    <Space size={0}>
      {canEdit ? <RowAction onClick={() => props.onEdit(checkpoint)}>Modifier</RowAction> : null}
      {canDelete ? (
        <DeleteRowAction
          onConfirm={async () => {
            await deleteCheckpoint(agencyId, checkpoint.id);
            await refreshCheckpointLists(agencyId);
          }}
        />
      ) : null}
    </Space>
  );
}

/** checkpoints (Sites group): the agency's round control points, with the checkpoint dialog. */
export default function CheckpointsPage() {
  const agencyId = useAgencyId();
  const [dialog, setDialog] = useState<{ open: boolean; checkpoint: Checkpoint | null }>({
    open: false,
    checkpoint: null,
  });
  const openDialog = (checkpoint: Checkpoint | null) => setDialog({ open: true, checkpoint });

  const columns: ListColumn<Checkpoint>[] = [
    { title: 'Nom', dataIndex: 'name', sorter: true },
    { title: 'Site', dataIndex: 'siteName', sorter: true },
    {
      title: 'Badge',
      dataIndex: 'badge',
      sorter: true,
      render: (_, checkpoint) => checkpoint.badge ?? '—',
      exportValue: (checkpoint) => checkpoint.badge ?? '',
    },
    {
      title: 'Statut',
      dataIndex: 'status',
      filters: true,
      valueEnum: CHECKPOINT_STATUS_LABELS,
      render: (_, checkpoint) => (
        <Tag color={checkpoint.status === 100 ? 'green' : 'default'}>{CHECKPOINT_STATUS_LABELS[checkpoint.status]}</Tag>
      ),
      exportValue: (checkpoint) => CHECKPOINT_STATUS_LABELS[checkpoint.status],
    },
    {
      title: 'Actions',
      dataIndex: 'id',
      hideInExport: true,
      render: (_, checkpoint) => <RowActions agencyId={agencyId} checkpoint={checkpoint} onEdit={openDialog} />,
    },
  ];

  return (
    <>
      <ListTable<Checkpoint>
        pageKey="checkpoints"
        title="Points de contrôle"
        service="operations"
        path={checkpointListPath(agencyId)}
        rowKey="id"
        columns={columns}
        rowSchema={CheckpointSchema}
        filters={{ form: CheckpointFilters }}
        createAction={{
          label: 'Ajouter un point de contrôle',
          right: 'checkpoints.create',
          onClick: () => openDialog(null),
        }}
        exportName="points-de-controle"
        searchPlaceholder="Nom, badge ou site"
      />
      <LazyDialog<CheckpointDialogProps>
        load={loadDialog}
        open={dialog.open}
        title={dialog.checkpoint ? 'Modifier le point de contrôle' : 'Nouveau point de contrôle'}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
        props={{ agencyId, checkpoint: dialog.checkpoint }}
      />
    </>
  );
}
