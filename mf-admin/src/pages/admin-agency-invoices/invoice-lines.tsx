import { Table } from 'antd';
import { VAT_RATE_LABELS, type AgencyInvoiceLine } from '@portal/contracts';
import { formatMoney } from '@portal/kit';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** The invoice's lines: designation, quantity, unit price excl. tax, VAT, amount excl. tax. */
export function InvoiceLines({ lines }: { lines: AgencyInvoiceLine[] }) {
  return (
    <Table<AgencyInvoiceLine & { position: number }>
      size="small"
      pagination={false}
      rowKey="position"
      dataSource={lines.map((line, position) => ({ ...line, position }))}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: 'Désignation', dataIndex: 'designation' },
        { title: 'Qté', dataIndex: 'quantity', align: 'right' },
        {
          title: 'PU HT',
          align: 'right',
          render: (_, line) => <span style={NO_WRAP}>{formatMoney(line.unitPrice)}</span>,
        },
        {
          title: 'TVA',
          align: 'right',
          render: (_, line) => <span style={NO_WRAP}>{VAT_RATE_LABELS[line.vatRate]}</span>,
        },
        {
          title: 'Montant HT',
          align: 'right',
          render: (_, line) => <span style={NO_WRAP}>{formatMoney(line.amount)}</span>,
        },
      ]}
    />
  );
}
