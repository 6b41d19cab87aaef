import { COLLABORATOR_TYPE_LABELS, DirectoryEntrySchema, type DirectoryEntry } from '@portal/contracts';
import { ListTable, useAgencyId, useCan, type ListColumn } from '@portal/kit';
import { directoryListPath } from '../agents/collaborator-calls.js';

const positionOf = (entry: DirectoryEntry) => entry.position || COLLABORATOR_TYPE_LABELS[entry.type];

const columns: ListColumn<DirectoryEntry>[] = [
  {
    title: 'Nom',
    dataIndex: 'lastName',
    sorter: true,
    render: (_, entry) => `${entry.lastName} ${entry.firstName}`,
    exportValue: (entry) => `${entry.lastName} ${entry.firstName}`,
  },
  { title: 'Poste', dataIndex: 'position', render: (_, entry) => positionOf(entry), exportValue: positionOf },
  {
    title: 'Téléphones',
    dataIndex: 'phones',
    render: (_, entry) =>
      entry.phones.map((phone, index) => (
        <span key={phone}>
          {index > 0 ? ', ' : null}
          <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
        </span>
      )),
    exportValue: (entry) => entry.phones.join(', '),
  },
  {
    title: 'E-mail',
    dataIndex: 'email',
    render: (_, entry) => <a href={`mailto:${entry.email}`}>{entry.email}</a>,
    exportValue: (entry) => entry.email,
  },
];

/**
 * list (Annuaire): how to reach the agency's collaborators. Every member of the agency but customers
 * opens it, field agents included; phone numbers are answered only to those who may read them
 * (agents.list or agentPhones.list), so the column shows only for them.
 */
export default function DirectoryPage() {
  const agencyId = useAgencyId();
  const readsAgents = useCan('agents.list');
  const readsPhones = useCan('agentPhones.list');
  const seesPhones = readsAgents || readsPhones;
  return (
    <ListTable<DirectoryEntry>
      pageKey="list"
      title="Annuaire"
      service="operations"
      path={directoryListPath(agencyId)}
      rowKey="id"
      columns={seesPhones ? columns : columns.filter((column) => column.dataIndex !== 'phones')}
      rowSchema={DirectoryEntrySchema}
      searchPlaceholder="Nom ou e-mail"
    />
  );
}
