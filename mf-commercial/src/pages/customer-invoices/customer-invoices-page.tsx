import {
  CATALOGUE_SEARCH_DEBOUNCE_MS,
  COMMERCIAL_DOCUMENT_KIND_LABELS,
  CommercialDocumentRowSchema,
  DEFAULT_CURRENCY,
  type CommercialDocumentRow,
} from '@portal/contracts';
import { ListTable, formatDate, type ListColumn } from '@portal/kit';
import { clipped } from '../commercial-documents/document-columns.js';
import { DocumentStateTag } from '../commercial-documents/document-state-tag.js';
import { MoneyText } from '../commercial-documents/money-text.js';
import { customerInvoicesPath, type CustomerIds } from '../customer-space/customer-invoice-calls.js';
import { CustomerInvoicePdfAction } from '../customer-space/customer-invoice-pdf-action.js';
import { NoCustomer, useCustomerIds } from '../customer-space/use-customer-ids.js';
import { useDueInvoices } from '../customer-space/use-due-invoices.js';
import { AmountDue } from './amount-due.js';

const NOWRAP = { style: { whiteSpace: 'nowrap' } } as const;
const nowrap = () => NOWRAP;

/**
 * customerInvoices ('Mes factures', customer role): the customer's validated invoices and credit
 * notes with their PDF, and what remains to pay, in the agency's currency (given with what is due).
 */
export default function CustomerInvoicesPage() {
  const ids = useCustomerIds();
  if (!ids) return <NoCustomer />;
  return <CustomerInvoices ids={ids} />;
}

function CustomerInvoices({ ids }: { ids: CustomerIds }) {
  const due = useDueInvoices(ids);
  const currency = due.data?.currency ?? DEFAULT_CURRENCY;
  const money = (amount: string) => <MoneyText amount={amount} currency={currency} />;

  const columns: ListColumn<CommercialDocumentRow>[] = [
    { title: 'N°', dataIndex: 'number', sorter: true, onCell: nowrap, render: (_, row) => row.number ?? '' },
    {
      title: 'Type',
      dataIndex: 'type',
      filters: [
        { text: COMMERCIAL_DOCUMENT_KIND_LABELS.invoice, value: 0 },
        { text: COMMERCIAL_DOCUMENT_KIND_LABELS.credit_note, value: 1 },
      ],
      render: (_, row) => COMMERCIAL_DOCUMENT_KIND_LABELS[row.kind],
      exportValue: (row) => COMMERCIAL_DOCUMENT_KIND_LABELS[row.kind],
    },
    {
      title: 'Date',
      dataIndex: 'date',
      sorter: true,
      onCell: nowrap,
      render: (_, row) => formatDate(row.date),
      exportValue: (row) => formatDate(row.date),
    },
    {
      title: 'Échéance',
      dataIndex: 'dueDate',
      sorter: true,
      onCell: nowrap,
      render: (_, row) => formatDate(row.dueDate),
      exportValue: (row) => formatDate(row.dueDate),
    },
    { title: 'Titre', dataIndex: 'title', render: (_, row) => clipped(row.title, 180) },
    {
      title: 'Statut',
      dataIndex: 'stateLabel',
      onCell: nowrap,
      render: (_, row) => <DocumentStateTag label={row.stateLabel} status={row.status} />,
    },
    {
      title: 'Total TTC',
      dataIndex: 'total',
      align: 'right',
      sorter: true,
      render: (_, row) => money(row.total),
      exportValue: (row) => Number(row.total),
    },
    {
      title: 'Reste à payer',
      dataIndex: 'toPay',
      align: 'right',
      render: (_, row) => money(row.toPay),
      exportValue: (row) => Number(row.toPay),
    },
    {
      title: 'PDF',
      dataIndex: 'id',
      hideInExport: true,
      onCell: nowrap,
      render: (_, row) => <CustomerInvoicePdfAction ids={ids} document={row} />,
    },
  ];

  return (
    <>
      <AmountDue due={due.data} />
      <ListTable<CommercialDocumentRow>
        pageKey="customerInvoices"
        title="Mes factures"
        service="billing"
        path={customerInvoicesPath(ids)}
        rowKey="id"
        columns={columns}
        rowSchema={CommercialDocumentRowSchema}
        filters={{ base: { validated: true } }}
        exportName="mes-factures"
        searchPlaceholder="N° ou titre"
        searchDebounceMs={CATALOGUE_SEARCH_DEBOUNCE_MS}
        // Its columns keep their natural width; a narrow screen scrolls the table sideways.
        tableProps={{ scroll: { x: 'max-content' }, size: 'middle' }}
      />
    </>
  );
}
