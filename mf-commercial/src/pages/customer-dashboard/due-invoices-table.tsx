import { Empty, Table, Tag } from 'antd';
import type { DueInvoice } from '@portal/contracts';
import { formatDate } from '@portal/kit';
import { MoneyText } from '../commercial-documents/money-text.js';
import type { CustomerIds } from '../customer-space/customer-invoice-calls.js';
import { CustomerInvoicePdfAction } from '../customer-space/customer-invoice-pdf-action.js';

const NOWRAP = { style: { whiteSpace: 'nowrap' } } as const;
const nowrap = () => NOWRAP;

type Props = { ids: CustomerIds; invoices: DueInvoice[]; currency: string };

/**
 * 'Factures à régler', oldest due first: on a phone the number, the due date (tagged 'En retard'
 * when past), what remains and the PDF; the date and the total join them on wider screens.
 */
export function DueInvoicesTable({ ids, invoices, currency }: Props) {
  if (invoices.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Aucune facture à régler" style={{ padding: 24 }} />;
  }
  return (
    <Table<DueInvoice>
      rowKey="id"
      dataSource={invoices}
      pagination={false}
      size="middle"
      scroll={{ x: 'max-content' }}
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
          render: (_, invoice) => (
            <>
              {formatDate(invoice.dueDate)}
              {invoice.overdue ? (
                <Tag color="error" style={{ marginInlineStart: 8 }}>
                  En retard
                </Tag>
              ) : null}
            </>
          ),
        },
        {
          title: 'Montant TTC',
          dataIndex: 'total',
          align: 'right',
          responsive: ['sm'],
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
            />
          ),
        },
      ]}
    />
  );
}
