import { Form } from 'antd';
import { liveTotals, type AdjustmentFormValues, type RowFormValues } from './document-form-values.js';
import { TotalsPanel } from './totals-panel.js';

/**
 * The totals of the form as typed (contracts' `documentTotals`), read from the form around: only the
 * parts that show them re-render at each key, not the whole form.
 */
export function useLiveTotals() {
  const rows = Form.useWatch<RowFormValues[] | undefined>('rows');
  const adjustments = Form.useWatch<AdjustmentFormValues[] | undefined>('adjustments');
  return { adjustments: adjustments ?? [], ...liveTotals(rows, adjustments) };
}

/** 'Total HT', the VAT of each rate, 'TVA' and 'Total TTC' while typing. */
export function LiveTotalsPanel({ currency }: { currency: string }) {
  const { totals } = useLiveTotals();
  return <TotalsPanel totals={totals} currency={currency} />;
}
