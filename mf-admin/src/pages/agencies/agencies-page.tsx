import { Button } from 'antd';
import { useState } from 'react';
import {
  ACTIVE_STATUS_LABELS,
  AGENCY_ACTIVITY_LABELS,
  SUBSCRIPTION_STATE_LABELS,
  type AgencySummary,
} from '@portal/contracts';
import { alterIntoAgency, formatDate, ListTable, type ListColumn, SubscriptionStateTag } from '@portal/kit';

/** Support acts as the agency: the portal reloads its session on that agency. */
function AlterButton(props: { agency: AgencySummary }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      type="link"
      loading={busy}
      disabled={props.agency.status !== 100}
      onClick={() => {
        setBusy(true);
        window.location.hash = '/home';
        void alterIntoAgency(props.agency).finally(() => setBusy(false));
      }}
    >
      Agir en tant que cette agence
    </Button>
  );
}

const columns: ListColumn<AgencySummary>[] = [
  { title: 'Nom', dataIndex: 'name', sorter: true },
  {
    title: 'Activité',
    dataIndex: 'activity',
    filters: true,
    valueEnum: AGENCY_ACTIVITY_LABELS,
    exportValue: (agency) => AGENCY_ACTIVITY_LABELS[agency.activity],
  },
  { title: 'Ville', dataIndex: 'city', sorter: true },
  { title: 'E-mail', dataIndex: 'email' },
  {
    title: 'Statut',
    dataIndex: 'status',
    render: (_, agency) => ACTIVE_STATUS_LABELS[agency.status],
    exportValue: (agency) => ACTIVE_STATUS_LABELS[agency.status],
  },
  {
    title: 'Abonnement',
    dataIndex: ['subscription', 'state'],
    render: (_, agency) => <SubscriptionStateTag state={agency.subscription.state} />,
    exportValue: (agency) => SUBSCRIPTION_STATE_LABELS[agency.subscription.state],
  },
  { title: 'Comptes', dataIndex: 'countAccounts' },
  {
    title: 'Créée le',
    dataIndex: 'createdAt',
    sorter: true,
    render: (_, agency) => formatDate(agency.createdAt),
    exportValue: (agency) => formatDate(agency.createdAt),
  },
  { title: 'Actions', dataIndex: 'id', hideInExport: true, render: (_, agency) => <AlterButton agency={agency} /> },
];

/** adminAgencies: every agency of the platform, for support, with the way to act as one. */
export default function AgenciesPage() {
  return (
    <ListTable<AgencySummary>
      pageKey="adminAgencies"
      title="Agences"
      service="identity"
      path="/admin/fetch/agencies"
      rowKey="id"
      columns={columns}
      exportName="agences"
    />
  );
}
