import { z } from 'zod';
import { moneyToCents, type Money } from '../common/money.js';

/**
 * The vocabulary every priced thing of billing shares (catalogue articles, discounts, commercial
 * document rows): price units, French VAT rates, quantities and unit prices as exact decimals.
 */

// ---- Price units (spec 02 §3 Task price, §9) ----------------------------------------------------

export const PRICE_UNITS = ['amount', 'hour', 'sqm'] as const;
export const PriceUnitSchema = z.enum(PRICE_UNITS, { message: 'Obligatoire' });
export type PriceUnit = z.infer<typeof PriceUnitSchema>;
export const PRICE_UNIT_LABELS: Record<PriceUnit, string> = {
  amount: 'Forfait',
  hour: 'Heure',
  sqm: 'm²',
};
/** The UN/ECE rec. 20 unit code an e-invoice carries for each price unit. */
export const PRICE_UNIT_CODES: Record<PriceUnit, string> = { amount: 'C62', hour: 'HUR', sqm: 'MTK' };

// ---- VAT ----------------------------------------------------------------------------------------

/** The rates of French VAT (normal, intermediate, reduced, super-reduced) and 0 for exempt sales. */
export const VAT_RATES = ['20.00', '10.00', '5.50', '2.10', '0.00'] as const;
export const VatRateSchema = z.enum(VAT_RATES, { message: 'Taux de TVA invalide' });
export type VatRate = z.infer<typeof VatRateSchema>;
export const VAT_RATE_LABELS: Record<VatRate, string> = {
  '20.00': '20 %',
  '10.00': '10 %',
  '5.50': '5,5 %',
  '2.10': '2,1 %',
  '0.00': '0 %',
};
/** The agency's default rate (its settings hold a number: 20 → '20.00'). */
export function vatRateOf(rate: number): VatRate {
  const text = rate.toFixed(2);
  return (VAT_RATES as readonly string[]).includes(text) ? (text as VatRate) : '20.00';
}

// ---- Exact decimals -----------------------------------------------------------------------------

/** A unit price excl. tax: never negative, at most two decimals (step 0.01). */
export const UnitPriceSchema = z
  .string({ message: 'Obligatoire' })
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, { message: 'Le prix doit être un montant positif avec au plus 2 décimales' });

/** A quantity: never negative, at most two decimals (step 0.01). */
export const QuantitySchema = z
  .string({ message: 'Obligatoire' })
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, { message: 'La quantité doit être un nombre positif avec au plus 2 décimales' });

/** `quantity × unit price` in cents, rounded half up (both have at most two decimals). */
export function lineCents(quantity: string, unitPrice: Money): number {
  const hundredths = moneyToCents(quantity as Money);
  const cents = moneyToCents(unitPrice);
  const product = BigInt(hundredths) * BigInt(cents);
  return Number((product * 2n + 100n) / 200n);
}

// ---- Discounts and fees (spec 02 §9) --------------------------------------------------------------

/** A discount lowers the total excl. tax, a fee adds to it. */
export const ADJUSTMENT_KINDS = ['discount', 'fee'] as const;
export const AdjustmentKindSchema = z.enum(ADJUSTMENT_KINDS);
export type AdjustmentKind = z.infer<typeof AdjustmentKindSchema>;
export const ADJUSTMENT_KIND_LABELS: Record<AdjustmentKind, string> = { discount: 'Remise', fee: 'Frais' };

/** A percentage of the total (or amount) excl. tax, or a fixed amount excl. tax. */
export const ADJUSTMENT_TYPES = ['percent', 'amount'] as const;
export const AdjustmentTypeSchema = z.enum(ADJUSTMENT_TYPES);
export type AdjustmentType = z.infer<typeof AdjustmentTypeSchema>;
export const ADJUSTMENT_TYPE_LABELS: Record<AdjustmentKind, Record<AdjustmentType, string>> = {
  discount: { percent: 'Pourcentage du total HT', amount: 'Montant fixe HT' },
  fee: { percent: 'Pourcentage du montant HT', amount: 'Montant fixe HT' },
};

/** A discount or fee: a percentage (at most 100) or an amount, two decimals at most. */
export const AdjustmentValueSchema = z
  .strictObject({
    kind: AdjustmentKindSchema,
    type: AdjustmentTypeSchema,
    value: z
      .string({ message: 'Obligatoire' })
      .trim()
      .regex(/^\d{1,9}(\.\d{1,2})?$/, { message: 'La valeur doit être positive avec au plus 2 décimales' }),
  })
  .refine((adjustment) => adjustment.type !== 'percent' || Number(adjustment.value) <= 100, {
    path: ['value'],
    message: 'Un pourcentage ne peut pas dépasser 100',
  });
export type AdjustmentValue = z.infer<typeof AdjustmentValueSchema>;

/** What an adjustment is worth on `baseCents` excl. tax, in cents, unsigned, rounded to the cent. */
export function adjustmentCents(adjustment: Pick<AdjustmentValue, 'type' | 'value'>, baseCents: number): number {
  return adjustment.type === 'percent'
    ? percentOfCents(baseCents, adjustment.value)
    : moneyToCents(adjustment.value as Money);
}

/** `cents × rate %` rounded half up to the cent (rate as '20.00'). */
export function percentOfCents(cents: number, rate: string): number {
  const hundredths = BigInt(moneyToCents(rate as Money));
  const product = BigInt(Math.abs(cents)) * hundredths;
  const result = Number((product * 2n + 10_000n) / 20_000n);
  return cents < 0 && result !== 0 ? -result : result;
}

// ---- Duration -----------------------------------------------------------------------------------

/** An estimated duration in hours: never negative, at most two decimals. */
export const EstimatedHoursSchema = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, {
    message: 'La durée doit être un nombre d’heures positif avec au plus 2 décimales',
  });

/** The hours a document's rows sell, in hundredths: the quantities of its priced rows sold by the hour. */
export function soldHundredthsOfHour(
  rows: readonly { header?: boolean; quantity?: string; priceUnit?: PriceUnit }[],
): number {
  return rows.reduce((sum, row) => {
    if (row.header || row.priceUnit !== 'hour' || !QuantitySchema.safeParse(row.quantity).success) return sum;
    return sum + moneyToCents((row.quantity ?? '0').trim() as Money);
  }, 0);
}

/**
 * 02 §5: an estimate whose rows sell fewer hours than the duration estimated for the work warns
 * 'La durée est inférieure à l'estimation' (a warning: the estimate is saved all the same).
 */
export function durationBelowEstimate(
  rows: readonly { header?: boolean; quantity?: string; priceUnit?: PriceUnit }[],
  estimatedHours: string | null | undefined,
): boolean {
  if (!estimatedHours || !EstimatedHoursSchema.safeParse(estimatedHours).success) return false;
  return soldHundredthsOfHour(rows) < moneyToCents(estimatedHours.trim() as Money);
}
