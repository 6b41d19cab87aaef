import { centsToMoney, moneyToCents, type Money } from '../common/money.js';
import {
  adjustmentCents,
  lineCents,
  percentOfCents,
  VAT_RATES,
  type AdjustmentKind,
  type AdjustmentValue,
  type VatRate,
} from './pricing.js';

/** What the totals are computed from: the rows as saved (header rows count for nothing). */
export type TotalsRow = { header: boolean; quantity: string; unitPrice: string; vatRate: VatRate };
export type TotalsAdjustment = AdjustmentValue & { label: string };

/** One adjustment's share on one VAT rate (an e-invoice states each allowance with its rate). */
export type RateShare = { rate: VatRate; amount: Money };

/** The money of a commercial document, all excl. tax unless named otherwise. */
export type DocumentTotals = {
  /** Sum of the rows. */
  rowsTotal: Money;
  /** Each discount (negative) or fee (positive), with its spread over the VAT rates. */
  adjustments: { label: string; kind: AdjustmentKind; amount: Money; byRate: RateShare[] }[];
  totalExclTax: Money;
  /** One entry per rate used, dearest first: the taxable base after adjustments and its VAT. */
  vatBreakdown: { rate: VatRate; base: Money; vat: Money }[];
  totalVat: Money;
  totalInclTax: Money;
};

/** The amount of one row excl. tax (0 for a header row). */
export function rowAmount(row: TotalsRow): Money {
  return centsToMoney(row.header ? 0 : lineCents(row.quantity, row.unitPrice as Money));
}

/**
 * Spreads `cents` over the bases in proportion to them, to the cent, the remainders going to the
 * largest fractions first so that the parts add up exactly.
 */
function spread(cents: number, bases: number[]): number[] {
  const total = bases.reduce((sum, base) => sum + base, 0);
  if (total === 0) return bases.map((_, index) => (index === 0 ? cents : 0));
  const exact = bases.map((base) => (cents * base) / total);
  const parts = exact.map(Math.floor);
  let left = cents - parts.reduce((sum, part) => sum + part, 0);
  const byFraction = exact.map((value, index) => ({ index, fraction: value - Math.floor(value) }));
  byFraction.sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of byFraction) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/**
 * The totals of a document (integer cents throughout): each row is quantity × unit price rounded
 * to the cent; discounts and fees apply to the rows' total excl. tax (a percentage is rounded to
 * the cent once) and are spread over the VAT rates in proportion to their bases, so each rate's
 * base and VAT (base × rate, rounded to the cent — EN 16931 BR-CO-17) stay exact. Rates are listed
 * dearest first, only those a row uses.
 */
export function documentTotals(rows: readonly TotalsRow[], adjustments: readonly TotalsAdjustment[]): DocumentTotals {
  const rates = VAT_RATES.filter((rate) => rows.some((row) => !row.header && row.vatRate === rate));
  const rowBases = rates.map((rate) =>
    rows
      .filter((row) => !row.header && row.vatRate === rate)
      .reduce((sum, row) => sum + lineCents(row.quantity, row.unitPrice as Money), 0),
  );
  const rowsTotal = rowBases.reduce((sum, base) => sum + base, 0);
  const bases = [...rowBases];
  const applied = adjustments.map((adjustment) => {
    const sign = adjustment.kind === 'discount' ? -1 : 1;
    // Without a priced row there is no VAT rate to carry it: an adjustment is worth nothing then.
    const cents = rates.length === 0 ? 0 : adjustmentCents(adjustment, rowsTotal);
    const parts = spread(cents, rowBases);
    parts.forEach((part, index) => (bases[index] = (bases[index] ?? 0) + sign * part));
    return {
      label: adjustment.label,
      kind: adjustment.kind,
      amount: centsToMoney(sign * cents),
      byRate: rates.map((rate, index) => ({ rate, amount: centsToMoney(sign * (parts[index] ?? 0)) })),
    };
  });
  const vatBreakdown = rates.map((rate, index) => {
    const base = bases[index] ?? 0;
    return { rate, base: centsToMoney(base), vat: centsToMoney(percentOfCents(base, rate)) };
  });
  const totalExclTax = bases.reduce((sum, base) => sum + base, 0);
  const totalVat = vatBreakdown.reduce((sum, entry) => sum + moneyToCents(entry.vat), 0);
  return {
    rowsTotal: centsToMoney(rowsTotal),
    adjustments: applied,
    totalExclTax: centsToMoney(totalExclTax),
    vatBreakdown,
    totalVat: centsToMoney(totalVat),
    totalInclTax: centsToMoney(totalExclTax + totalVat),
  };
}
