import { Button, Space } from 'antd';
import { useState } from 'react';
import { CollaboratorRowSchema, type CollaboratorRow } from '@portal/contracts';
import { LazyDialog, ListTable, useAgencyId, useCan, type ListColumn } from '@portal/kit';
import { AgentFilters } from './agent-filters.js';
import type { BulkDialogProps } from './bulk-dialog.js';
import { agentsListPath } from './collaborator-calls.js';
import { collaboratorColumns } from './collaborator-columns.js';
import type { CollaboratorDialogProps } from './collaborator-dialog.js';
import { LicenceUsageLine } from './licence-usage-line.js';
import { RowActions } from './row-actions.js';

const loadCollaboratorDialog = () => import('./collaborator-dialog.js');
const loadBulkDialog = () => import('./bulk-dialog.js');

/** agents (Collaborateurs group): the agency's collaborators, their licences and status actions. */
export default function AgentsPage() {
  const agencyId = useAgencyId();
  const canCreate = useCan('agents.create');
  const [dialog, setDialog] = useState<{ open: boolean; collaboratorId: string | null }>({
    open: false,
    collaboratorId: null,
  });
  const [bulkOpen, setBulkOpen] = useState(false);
  const openDialog = (collaboratorId: string | null) => setDialog({ open: true, collaboratorId });

  const columns: ListColumn<CollaboratorRow>[] = [
    ...collaboratorColumns,
    {
      title: 'Actions',
      dataIndex: 'id',
      hideInExport: true,
      render: (_, row) => <RowActions agencyId={agencyId} row={row} onEdit={openDialog} />,
    },
  ];

  return (
    <>
      <ListTable<CollaboratorRow>
        pageKey="agents"
        title={
          <Space direction="vertical" size={0}>
            <span>Collaborateurs</span>
            <LicenceUsageLine agencyId={agencyId} />
          </Space>
        }
        toolbarExtra={canCreate ? <Button onClick={() => setBulkOpen(true)}>Création multiple</Button> : null}
        service="operations"
        path={agentsListPath(agencyId)}
        rowKey="id"
        columns={columns}
        rowSchema={CollaboratorRowSchema}
        filters={{ form: AgentFilters }}
        createAction={{ label: 'Ajouter un collaborateur', right: 'agents.create', onClick: () => openDialog(null) }}
        exportName="collaborateurs"
        searchPlaceholder="Nom, e-mail, téléphone, matricule"
      />
      <LazyDialog<CollaboratorDialogProps>
        load={loadCollaboratorDialog}
        open={dialog.open}
        title={dialog.collaboratorId ? 'Modifier le collaborateur' : 'Nouveau collaborateur'}
        width={960}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
        props={{ agencyId, collaboratorId: dialog.collaboratorId }}
      />
      <LazyDialog<BulkDialogProps>
        load={loadBulkDialog}
        open={bulkOpen}
        title="Création multiple"
        width={1100}
        onClose={() => setBulkOpen(false)}
        props={{ agencyId }}
      />
    </>
  );
}
