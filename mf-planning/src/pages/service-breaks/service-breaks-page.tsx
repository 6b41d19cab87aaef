import { useState } from 'react';
import { SERVICE_BREAK_TYPE_LABELS, ServiceBreakSchema, type HoursSplit, type ServiceBreak } from '@portal/contracts';
import {
  DeleteRowAction,
  formatDateTime,
  formatDecimal,
  LazyDialog,
  ListTable,
  useAgencyId,
  useCan,
  type ListColumn,
} from '@portal/kit';
import { deleteServiceBreak, refreshServiceBreaks, serviceBreakListPath } from './service-break-calls.js';
import type { ServiceBreakDialogProps } from './service-break-dialog.js';

const loadDialog = () => import('./service-break-dialog.js');

const hoursText = (value: number) => `${formatDecimal(value)} h`;

function hoursColumn(title: string, kind: keyof HoursSplit): ListColumn<ServiceBreak> {
  return {
    title,
    dataIndex: ['hours', kind],
    align: 'right',
    render: (_, row) => hoursText(row.hours[kind]),
    exportValue: (row) => row.hours[kind],
  };
}

/** listInterrupt: the services' schedule gaps (breaks, lateness, early departures), their hours by kind of time. */
export default function ServiceBreaksPage() {
  const agencyId = useAgencyId();
  const canDelete = useCan('serviceBreaks.delete');
  const [open, setOpen] = useState(false);

  const columns: ListColumn<ServiceBreak>[] = [
    { title: 'Collaborateur', dataIndex: 'agentName', sorter: true },
    { title: 'Service', dataIndex: 'serviceReference' },
    {
      title: 'Type',
      dataIndex: 'type',
      filters: true,
      valueEnum: SERVICE_BREAK_TYPE_LABELS,
      render: (_, row) => SERVICE_BREAK_TYPE_LABELS[row.type],
      exportValue: (row) => SERVICE_BREAK_TYPE_LABELS[row.type],
    },
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
    { title: 'Durée (min)', dataIndex: 'durationMin', align: 'right' },
    hoursColumn('Jour', 'day'),
    hoursColumn('Nuit', 'night'),
    hoursColumn('Dimanche', 'sunday'),
    hoursColumn('Férié', 'holiday'),
    { title: 'Site', dataIndex: 'siteName' },
    { title: 'Client', dataIndex: 'customerName' },
    { title: 'Prestation', dataIndex: 'prestationLabel' },
    { title: 'Commentaire', dataIndex: 'comment' },
    {
      title: 'Actions',
      dataIndex: 'id',
      hideInExport: true,
      render: (_, row) =>
        canDelete ? (
          <DeleteRowAction
            onConfirm={async () => {
              await deleteServiceBreak(agencyId, row.id);
              await refreshServiceBreaks(agencyId);
            }}
          />
        ) : null,
    },
  ];

  return (
    <>
      <ListTable<ServiceBreak>
        pageKey="service-breaks"
        title="Interruptions"
        service="operations"
        path={serviceBreakListPath(agencyId)}
        rowKey="id"
        columns={columns}
        rowSchema={ServiceBreakSchema}
        createAction={{
          label: 'Nouvelle interruption',
          right: 'serviceBreaks.create',
          onClick: () => setOpen(true),
        }}
        exportName="interruptions"
      />
      <LazyDialog<ServiceBreakDialogProps>
        load={loadDialog}
        open={open}
        title="Nouvelle interruption"
        onClose={() => setOpen(false)}
        props={{ agencyId }}
      />
    </>
  );
}
