import { Flex, Grid, List, Table, Typography } from 'antd';
import { VAT_RATE_LABELS, type AgencyInvoiceLine } from '@portal/contracts';
import { formatMoney } from '@portal/kit';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * The invoice's lines: designation, quantity, unit price excl. tax, VAT, amount excl. tax; on a
 * phone, one line each ('5 × 9,99 € HT · TVA 20 %' under the designation) rather than five columns.
 */
export function InvoiceLines({ lines }: { lines: AgencyInvoiceLine[] }) {
  const screens = Grid.useBreakpoint();
  const rows = lines.map((line, position) => ({ ...line, position }));
  if (screens.sm === false) {
    return (
      <List
        size="small"
        bordered
        dataSource={rows}
        renderItem={(line) => (
          <List.Item key={line.position}>
            <Flex justify="space-between" gap={8} style={{ width: '100%' }}>
              <div>
                <div>{line.designation}</div>
                <Typography.Text type="secondary">
                  {line.quantity} × {formatMoney(line.unitPrice)} HT · TVA {VAT_RATE_LABELS[line.vatRate]}
                </Typography.Text>
              </div>
              <span style={NO_WRAP}>{formatMoney(line.amount)}</span>
            </Flex>
          </List.Item>
        )}
      />
    );
  }
  return (
    <Table<AgencyInvoiceLine & { position: number }>
      size="small"
      pagination={false}
      rowKey="position"
      dataSource={rows}
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
