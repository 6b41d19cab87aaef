import { Tag } from 'antd';
import {
  COLLABORATOR_STATUS_LABELS,
  COLLABORATOR_TYPE_LABELS,
  type CollaboratorAccountStatus,
  type CollaboratorRow,
} from '@portal/contracts';
import type { ListColumn } from '@portal/kit';

const STATUS_COLORS: Record<CollaboratorAccountStatus, string> = {
  100: 'green',
  200: 'orange',
  300: 'default',
  400: 'red',
};

const yesNo = (value: boolean) => (value ? 'Oui' : 'Non');

/** The columns of the agents screen, their French labels and what the Excel export writes. */
export const collaboratorColumns: ListColumn<CollaboratorRow>[] = [
  {
    title: 'Nom',
    dataIndex: 'lastName',
    sorter: true,
    render: (_, row) => `${row.lastName} ${row.firstName}`,
    exportValue: (row) => `${row.lastName} ${row.firstName}`,
  },
  { title: 'E-mail', dataIndex: 'email', sorter: true },
  { title: 'Téléphone', dataIndex: 'phone', render: (_, row) => row.phone ?? '', exportValue: (row) => row.phone },
  {
    title: 'Type',
    dataIndex: 'type',
    sorter: true,
    render: (_, row) => COLLABORATOR_TYPE_LABELS[row.type],
    exportValue: (row) => COLLABORATOR_TYPE_LABELS[row.type],
  },
  {
    title: 'Statut',
    dataIndex: 'status',
    sorter: true,
    render: (_, row) => <Tag color={STATUS_COLORS[row.status]}>{COLLABORATOR_STATUS_LABELS[row.status]}</Tag>,
    exportValue: (row) => COLLABORATOR_STATUS_LABELS[row.status],
  },
  {
    title: 'Planifiable',
    dataIndex: 'plannable',
    render: (_, row) => yesNo(row.plannable),
    exportValue: (row) => yesNo(row.plannable),
  },
  { title: 'Matricule', dataIndex: 'registrationNumber' },
  {
    title: 'Spécialités',
    dataIndex: 'specialties',
    render: (_, row) => row.specialties.join(', '),
    exportValue: (row) => row.specialties.join(', '),
  },
];
