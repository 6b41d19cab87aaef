import {
  FLAT_RATE_INCLUDED_LABEL,
  BILLING_MODE_LABELS,
  type BillableCustomerSummary,
  type BillableLine,
} from '@portal/contracts';
import { formatDate, formatDecimal, formatMoney, type ListColumn } from '@portal/kit';

/** A flat-rate line is covered by the flat rate: 'Inclus au forfait' rather than 0,00 €. */
export const lineAmountText = (line: BillableLine) =>
  line.billingMode === 1 ? FLAT_RATE_INCLUDED_LABEL : formatMoney(line.amount);

const hoursColumn = (title: string, kind: keyof BillableLine['hours']): ListColumn<BillableLine> => ({
  title,
  dataIndex: ['hours', kind],
  align: 'right',
  render: (_, line) => formatDecimal(line.hours[kind]),
  exportValue: (line) => Number(line.hours[kind]),
});

/** The lines of one customer: the day the service finished, what was done, its hours and amount. */
export const LINE_COLUMNS: ListColumn<BillableLine>[] = [
  {
    title: 'Date',
    dataIndex: 'finishedAt',
    sorter: true,
    render: (_, line) => formatDate(line.finishedAt),
    exportValue: (line) => formatDate(line.finishedAt),
  },
  { title: 'Référence', dataIndex: 'reference', sorter: true },
  { title: 'Site', dataIndex: 'siteName', sorter: true },
  { title: 'Prestation', dataIndex: 'prestationLabel' },
  {
    title: 'Mode de facturation',
    dataIndex: 'billingMode',
    render: (_, line) => BILLING_MODE_LABELS[line.billingMode],
    exportValue: (line) => BILLING_MODE_LABELS[line.billingMode],
  },
  { title: 'Agents', dataIndex: 'nbAgents', align: 'right' },
  hoursColumn('Heures jour', 'day'),
  hoursColumn('Heures nuit', 'night'),
  hoursColumn('Heures dimanche', 'sunday'),
  hoursColumn('Heures férié', 'holiday'),
  {
    title: 'Montant HT',
    dataIndex: 'amount',
    sorter: true,
    align: 'right',
    render: (_, line) => lineAmountText(line),
    exportValue: (line) => (line.billingMode === 1 ? FLAT_RATE_INCLUDED_LABEL : Number(line.amount)),
  },
];

/** One row per customer with lines to invoice. */
export const CUSTOMER_COLUMNS: ListColumn<BillableCustomerSummary>[] = [
  { title: 'Client', dataIndex: 'customerName', sorter: true },
  { title: 'Prestations à facturer', dataIndex: 'lines', sorter: true, align: 'right' },
  {
    title: 'Heures',
    dataIndex: 'hours',
    sorter: true,
    align: 'right',
    render: (_, row) => formatDecimal(row.hours),
    exportValue: (row) => Number(row.hours),
  },
  {
    title: 'Montant HT',
    dataIndex: 'amount',
    sorter: true,
    align: 'right',
    render: (_, row) => formatMoney(row.amount),
    exportValue: (row) => Number(row.amount),
  },
];
