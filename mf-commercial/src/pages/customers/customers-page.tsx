import { Space, Tag } from 'antd';
import { useState } from 'react';
import {
  ACTIVE_STATUS_LABELS,
  CUSTOMER_TYPE_LABELS,
  CustomerRowSchema,
  PROSPECT_LABEL,
  type ActiveStatus,
  type CustomerRow,
} from '@portal/contracts';
import { LazyDialog, ListTable, useAgencyId, type ListColumn } from '@portal/kit';
import { customerListPath } from './customer-calls.js';
import type { CustomerDialogProps } from './customer-dialog.js';
import { CustomerFilters } from './customer-filters.js';
import { CustomerRowActions } from './customer-row-actions.js';

const loadDialog = () => import('./customer-dialog.js');

const STATUS_COLORS: Record<ActiveStatus, string> = { 100: 'green', 200: 'orange', 300: 'default' };
const optionsOf = (labels: Record<number, string>) =>
  Object.entries(labels).map(([value, text]) => ({ text, value: Number(value) }));

/** customers (Clients group): the agency's customers and prospects, with the customer dialog. */
export default function CustomersPage() {
  const agencyId = useAgencyId();
  const [dialog, setDialog] = useState<{ open: boolean; customerId: string | null }>({ open: false, customerId: null });
  const openDialog = (customerId: string | null) => setDialog({ open: true, customerId });

  const columns: ListColumn<CustomerRow>[] = [
    { title: 'N° client', dataIndex: 'customerNumber', sorter: true },
    {
      title: 'Nom',
      dataIndex: 'name',
      sorter: true,
      render: (_, customer) => (
        <Space size={4}>
          {customer.name}
          {customer.prospect ? <Tag color="blue">{PROSPECT_LABEL}</Tag> : null}
        </Space>
      ),
      exportValue: (customer) => (customer.prospect ? `${customer.name} (${PROSPECT_LABEL})` : customer.name),
    },
    {
      title: 'Type',
      dataIndex: 'type',
      sorter: true,
      filters: optionsOf(CUSTOMER_TYPE_LABELS),
      render: (_, customer) => CUSTOMER_TYPE_LABELS[customer.type],
      exportValue: (customer) => CUSTOMER_TYPE_LABELS[customer.type],
    },
    { title: 'Ville', dataIndex: 'city', sorter: true },
    { title: 'E-mail', dataIndex: 'email', sorter: true },
    { title: 'Téléphone', dataIndex: 'phone' },
    {
      title: 'Statut',
      dataIndex: 'status',
      sorter: true,
      filters: optionsOf(ACTIVE_STATUS_LABELS),
      render: (_, customer) => (
        <Tag color={STATUS_COLORS[customer.status]}>{ACTIVE_STATUS_LABELS[customer.status]}</Tag>
      ),
      exportValue: (customer) => ACTIVE_STATUS_LABELS[customer.status],
    },
    {
      title: 'Actions',
      dataIndex: 'id',
      hideInExport: true,
      render: (_, customer) => <CustomerRowActions agencyId={agencyId} customer={customer} onEdit={openDialog} />,
    },
  ];

  return (
    <>
      <ListTable<CustomerRow>
        pageKey="customers"
        title="Clients"
        service="billing"
        path={customerListPath(agencyId)}
        rowKey="id"
        columns={columns}
        rowSchema={CustomerRowSchema}
        filters={{ initial: { status: [100, 200] }, form: CustomerFilters }}
        createAction={{ label: 'Ajouter un client', right: 'customers.create', onClick: () => openDialog(null) }}
        exportName="clients"
        searchPlaceholder="Nom, n° client, e-mail ou ville"
      />
      <LazyDialog<CustomerDialogProps>
        load={loadDialog}
        open={dialog.open}
        title={dialog.customerId ? 'Modifier le client' : 'Nouveau client'}
        width={760}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
        props={{ agencyId, customerId: dialog.customerId }}
      />
    </>
  );
}
