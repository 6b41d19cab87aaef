import { useState } from 'react';
import { UNAVAILABILITY_REASON_LABELS, UnavailabilitySchema, type Unavailability } from '@portal/contracts';
import {
  DeleteRowAction,
  formatDateTime,
  LazyDialog,
  ListTable,
  useAgencyId,
  useCan,
  type ListColumn,
} from '@portal/kit';
import { deleteUnavailability, refreshUnavailabilities, unavailabilityListPath } from './unavailability-calls.js';
import type { UnavailabilityDialogProps } from './unavailability-dialog.js';

const loadDialog = () => import('./unavailability-dialog.js');

/** listIndispo: the collaborators' unavailabilities, shown on the agents' planning and checked (AGENT_UNAVAILABLE). */
export default function UnavailabilitiesPage() {
  const agencyId = useAgencyId();
  const canDelete = useCan('unavailabilities.delete');
  const [open, setOpen] = useState(false);

  const columns: ListColumn<Unavailability>[] = [
    { title: 'Collaborateur', dataIndex: 'agentName', sorter: true },
    {
      title: 'Début',
      dataIndex: 'startAt',
      sorter: true,
      render: (_, row) => formatDateTime(row.startAt),
      exportValue: (row) => formatDateTime(row.startAt),
    },
    {
      title: 'Fin',
      dataIndex: 'endAt',
      render: (_, row) => formatDateTime(row.endAt),
      exportValue: (row) => formatDateTime(row.endAt),
    },
    {
      title: 'Motif',
      dataIndex: 'reason',
      filters: true,
      valueEnum: UNAVAILABILITY_REASON_LABELS,
      render: (_, row) => UNAVAILABILITY_REASON_LABELS[row.reason],
      exportValue: (row) => UNAVAILABILITY_REASON_LABELS[row.reason],
    },
    { title: 'Commentaire', dataIndex: 'comment' },
    {
      title: 'Actions',
      dataIndex: 'id',
      hideInExport: true,
      render: (_, row) =>
        canDelete ? (
          <DeleteRowAction
            onConfirm={async () => {
              await deleteUnavailability(agencyId, row.id);
              await refreshUnavailabilities(agencyId);
            }}
          />
        ) : null,
    },
  ];

  return (
    <>
      <ListTable<Unavailability>
        pageKey="unavailabilities"
        title="Indisponibilités"
        service="operations"
        path={unavailabilityListPath(agencyId)}
        rowKey="id"
        columns={columns}
        rowSchema={UnavailabilitySchema}
        createAction={{
          label: 'Nouvelle indisponibilité',
          right: 'unavailabilities.create',
          onClick: () => setOpen(true),
        }}
        exportName="indisponibilites"
      />
      <LazyDialog<UnavailabilityDialogProps>
        load={loadDialog}
        open={open}
        title="Nouvelle indisponibilité"
        onClose={() => setOpen(false)}
        props={{ agencyId }}
      />
    </>
  );
}
