import { Descriptions } from 'antd';
import { ADJUSTMENT_KIND_LABELS, VAT_RATE_LABELS, type DocumentTotals } from '@portal/contracts';
import { formatMoney } from '@portal/kit';

export type TotalsPanelProps = {
  /** As `documentTotals` answers them (live while editing) or as the service saved them. */
  totals: Pick<DocumentTotals, 'rowsTotal' | 'totalExclTax' | 'vatBreakdown' | 'totalVat' | 'totalInclTax'> & {
    adjustments?: DocumentTotals['adjustments'];
  };
  currency: string;
};

/**
 * The money of the document: the rows' total, each discount or fee, then Total HT, the VAT of each
 * rate on its base, TVA and Total TTC.
 */
export function TotalsPanel({ totals, currency }: TotalsPanelProps) {
  const money = (amount: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(amount, currency)}</span>;
  const adjustments = totals.adjustments ?? [];
  return (
    <Descriptions
      aria-label="Totaux"
      size="small"
      column={1}
      bordered
      style={{ maxWidth: 420, marginInlineStart: 'auto' }}
      labelStyle={{ width: '60%' }}
      contentStyle={{ textAlign: 'right' }}
      items={[
        ...(adjustments.length > 0
          ? [{ key: 'rows', label: 'Total des lignes HT', children: money(totals.rowsTotal) }]
          : []),
        ...adjustments.map((adjustment, index) => ({
          key: `adjustment-${index}`,
          label: `${ADJUSTMENT_KIND_LABELS[adjustment.kind]} : ${adjustment.label || '—'}`,
          children: money(adjustment.amount),
        })),
        { key: 'excl', label: 'Total HT', children: <strong>{money(totals.totalExclTax)}</strong> },
        ...totals.vatBreakdown.map((entry) => ({
          key: `vat-${entry.rate}`,
          label: `TVA ${VAT_RATE_LABELS[entry.rate]} sur ${formatMoney(entry.base, currency)}`,
          children: money(entry.vat),
        })),
        { key: 'vat', label: 'TVA', children: money(totals.totalVat) },
        { key: 'incl', label: 'Total TTC', children: <strong>{money(totals.totalInclTax)}</strong> },
      ]}
    />
  );
}
