import { ReloadOutlined } from '@ant-design/icons';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { CIRCUIT_STATUS_LABELS, CircuitSchema, localDateOf, type Circuit, type CircuitStatus } from '@portal/contracts';
import { formatDate, LazyDialog, ListTable, useAgencyId, type ListColumn } from '@portal/kit';
import { hoursText } from '../services/service-display.js';
import { circuitListPath, refreshCircuits } from './circuit-calls.js';
import type { CircuitDialogProps } from './circuit-dialog.js';
import { useMonthPeriod } from '../planning/use-month-period.js';
import { CircuitSummary } from './circuit-summary.js';

const loadDialog = () => import('./circuit-dialog.js');

const STATUS_COLORS: Record<CircuitStatus, string> = { 100: 'blue', 200: 'green', 30: 'magenta', 400: 'default' };

const agentsText = (circuit: Circuit) =>
  circuit.agents.length === 0
    ? 'À pourvoir'
    : circuit.agents.map((agent) => `${agent.firstName} ${agent.lastName}`).join(', ');

/** The site of the next stop, the first one waiting. */
const nextStopText = (circuit: Circuit) =>
  circuit.services.find((service) => service.id === circuit.nextServiceId)?.siteName ?? '—';

/** Circuits (tours): the month's circuits, their counts by status and errors, and the new circuit's dialog. */
export default function CircuitsPage() {
  const agencyId = useAgencyId();
  const { period, picker, showDay } = useMonthPeriod();
  const [dialogOpen, setDialogOpen] = useState(false);

  const columns: ListColumn<Circuit>[] = [
    { title: 'Référence', dataIndex: 'reference', sorter: true },
    { title: 'Nom', dataIndex: 'name', sorter: true },
    {
      title: 'Date',
      dataIndex: 'startAt',
      sorter: true,
      render: (_, circuit) => formatDate(circuit.startAt),
      exportValue: (circuit) => formatDate(circuit.startAt),
    },
    {
      title: 'Horaires',
      dataIndex: 'endAt',
      render: (_, circuit) => hoursText(circuit),
      exportValue: (circuit) => hoursText(circuit),
    },
    {
      title: 'Étapes',
      dataIndex: 'services',
      render: (_, circuit) => circuit.services.length,
      exportValue: (circuit) => circuit.services.length,
    },
    {
      title: 'Collaborateurs',
      dataIndex: 'agents',
      render: (_, circuit) => agentsText(circuit),
      exportValue: agentsText,
    },
    {
      title: 'Statut',
      dataIndex: 'status',
      filters: true,
      valueEnum: CIRCUIT_STATUS_LABELS,
      render: (_, circuit) => <Tag color={STATUS_COLORS[circuit.status]}>{CIRCUIT_STATUS_LABELS[circuit.status]}</Tag>,
      exportValue: (circuit) => CIRCUIT_STATUS_LABELS[circuit.status],
    },
    {
      title: 'Prochaine étape',
      dataIndex: 'nextServiceId',
      render: (_, circuit) => nextStopText(circuit),
      exportValue: nextStopText,
    },
  ];

  return (
    <>
      <Space style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 12 }}>
        {picker}
        <Button icon={<ReloadOutlined />} onClick={() => void refreshCircuits(agencyId)}>
          Actualiser
        </Button>
      </Space>
      <CircuitSummary agencyId={agencyId} period={period} />
      <ListTable<Circuit>
        pageKey="circuits"
        title="Circuits"
        service="operations"
        path={circuitListPath(agencyId)}
        rowKey="id"
        columns={columns}
        rowSchema={CircuitSchema}
        filters={{ base: period }}
        createAction={{ label: 'Nouveau circuit', right: 'services.create', onClick: () => setDialogOpen(true) }}
        exportName="circuits"
        searchPlaceholder="Référence ou nom"
      />
      <LazyDialog<CircuitDialogProps>
        load={loadDialog}
        open={dialogOpen}
        title="Nouveau circuit"
        onClose={() => setDialogOpen(false)}
        props={{ agencyId, onSaved: (circuit) => showDay(localDateOf(circuit.startAt)) }}
      />
    </>
  );
}
