import { Empty, Grid, Table, Tag } from 'antd';
import type { DueInvoice } from '@portal/contracts';
import { formatDate } from '@portal/kit';
import { MoneyText } from '../commercial-documents/money-text.js';
import type { CustomerIds } from '../customer-space/customer-invoice-calls.js';
import { CustomerInvoicePdfAction } from '../customer-space/customer-invoice-pdf-action.js';

const NOWRAP = { style: { whiteSpace: 'nowrap' } } as const;
const nowrap = () => NOWRAP;

type Props = { ids: CustomerIds; invoices: DueInvoice[]; currency: string };

/**
 * 'Factures à régler', oldest due first. A phone shows the number, the due date with its 'En retard'
 * tag below it, what remains and a PDF icon, the table fitting the screen; wider screens add the
 * date and the total, the tag beside the due date.
 */
export function DueInvoicesTable({ ids, invoices, currency }: Props) {
  const wide = Grid.useBreakpoint().md === true;
  if (invoices.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Aucune facture à régler" style={{ padding: 24 }} />;
  }
  const late = <Tag color="error">En retard</Tag>;
  return (
    <Table<DueInvoice>
      rowKey="id"
      dataSource={invoices}
      pagination={false}
      size={wide ? 'middle' : 'small'}
      scroll={wide ? { x: 'max-content' } : undefined}
      columns={[
        { title: 'N°', dataIndex: 'number', onCell: nowrap },
        {
          title: 'Date',
          dataIndex: 'date',
          onCell: nowrap,
          responsive: ['md'],
          render: (date: string) => formatDate(date),
        },
        {
          title: 'Échéance',
          dataIndex: 'dueDate',
          onCell: nowrap,
          render: (_, invoice) =>
            wide ? (
              <>
                {formatDate(invoice.dueDate)} {invoice.overdue ? late : null}
              </>
            ) : (
              <>
                <div>{formatDate(invoice.dueDate)}</div>
                {invoice.overdue ? late : null}
              </>
            ),
        },
        {
          title: 'Montant TTC',
          dataIndex: 'total',
          align: 'right',
          responsive: ['md'],
          render: (_, invoice) => <MoneyText amount={invoice.total} currency={currency} />,
        },
        {
          title: 'Reste à payer',
          dataIndex: 'remaining',
          align: 'right',
          render: (_, invoice) => <MoneyText amount={invoice.remaining} currency={currency} />,
        },
        {
          title: 'PDF',
          dataIndex: 'id',
          onCell: nowrap,
          render: (_, invoice) => (
            <CustomerInvoicePdfAction
              ids={ids}
              document={{ id: invoice.id, kind: 'invoice', number: invoice.number }}
              iconOnly={!wide}
            />
          ),
        },
      ]}
    />
  );
}
