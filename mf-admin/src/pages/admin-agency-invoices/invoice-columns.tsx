import { Flex, Typography } from 'antd';
import {
  AGENCY_INVOICE_STATUS_LABELS,
  AGENCY_INVOICE_STATUSES,
  PAYMENT_ITEM_STATUS_LABELS,
  type AgencyInvoice,
  type PaymentItemStatus,
} from '@portal/contracts';
import { RowAction, formatDate, formatMoney, type ListColumn } from '@portal/kit';
import { InvoiceStatusTag, PaymentStatusTag } from './invoice-display.js';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** The statuses of an invoice's payments, each once, in the order they came. */
const paymentStatusesOf = (invoice: AgencyInvoice): PaymentItemStatus[] => [
  ...new Set(invoice.payments.map((payment) => payment.status)),
];

/**
 * The table's columns (each may be hidden or moved through 'Configuration du tableau'); the number
 * opens the invoice, as a click on its row does.
 */
export function invoiceColumns(onOpen: (invoice: AgencyInvoice) => void): ListColumn<AgencyInvoice>[] {
  const wide: ListColumn<AgencyInvoice>[] = [
    {
      title: 'N°',
      dataIndex: 'number',
      render: (_, invoice) => (
        <RowAction style={{ ...NO_WRAP, paddingInline: 0 }} onClick={() => onOpen(invoice)}>
          {invoice.number}
        </RowAction>
      ),
      exportValue: (invoice) => invoice.number,
    },
    {
      title: 'Date',
      dataIndex: 'date',
      render: (_, invoice) => formatDate(invoice.date),
      exportValue: (invoice) => formatDate(invoice.date),
    },
    {
      title: 'Agence',
      dataIndex: ['agency', 'name'],
      // A long name wraps on two or three lines, not one word a line on a phone.
      onCell: () => ({ style: { minWidth: 180 } }),
      exportValue: (invoice) => invoice.agency.name,
    },
    {
      title: 'Total TTC',
      dataIndex: 'totalInclTax',
      align: 'right',
      render: (_, invoice) => <span style={NO_WRAP}>{formatMoney(invoice.totalInclTax)}</span>,
      exportValue: (invoice) => Number(invoice.totalInclTax),
    },
    {
      title: 'Reste à payer',
      dataIndex: 'remainingDue',
      align: 'right',
      render: (_, invoice) => <span style={NO_WRAP}>{formatMoney(invoice.remainingDue)}</span>,
      exportValue: (invoice) => Number(invoice.remainingDue),
    },
    {
      title: 'Statut',
      dataIndex: 'status',
      render: (_, invoice) => <InvoiceStatusTag status={invoice.status} />,
      exportValue: (invoice) => AGENCY_INVOICE_STATUS_LABELS[invoice.status],
    },
    {
      title: 'Paiements',
      dataIndex: 'payments',
      render: (_, invoice) =>
        invoice.payments.length === 0 ? (
          '—'
        ) : (
          <Flex wrap gap={4}>
            {paymentStatusesOf(invoice).map((status) => (
              <PaymentStatusTag key={status} status={status} />
            ))}
          </Flex>
        ),
      exportValue: (invoice) =>
        paymentStatusesOf(invoice)
          .map((status) => PAYMENT_ITEM_STATUS_LABELS[status])
          .join(', '),
    },
  ];
  return [phoneColumn(onOpen), ...wide.map((column) => ({ ...column, responsive: ['sm' as const] }))];
}

/** On a phone, one column: the invoice as a small card (number and status, agency, figures, payments). */
function phoneColumn(onOpen: (invoice: AgencyInvoice) => void): ListColumn<AgencyInvoice> {
  return {
    title: 'Facture',
    dataIndex: 'id',
    responsive: ['xs'],
    hideInExport: true,
    render: (_, invoice) => (
      <Flex vertical gap={2}>
        <Flex justify="space-between" align="center" gap={8}>
          <RowAction style={{ ...NO_WRAP, paddingInline: 0 }} onClick={() => onOpen(invoice)}>
            {invoice.number}
          </RowAction>
          <InvoiceStatusTag status={invoice.status} />
        </Flex>
        <span>{invoice.agency.name}</span>
        <Typography.Text type="secondary">
          {formatDate(invoice.date)} · {formatMoney(invoice.totalInclTax)} TTC · reste{' '}
          {formatMoney(invoice.remainingDue)}
        </Typography.Text>
        <Flex wrap gap={4}>
          {paymentStatusesOf(invoice).map((status) => (
            <PaymentStatusTag key={status} status={status} />
          ))}
        </Flex>
      </Flex>
    ),
  };
}

export const INVOICE_STATUS_OPTIONS = AGENCY_INVOICE_STATUSES.map((status) => ({
  value: status,
  label: AGENCY_INVOICE_STATUS_LABELS[status],
}));
