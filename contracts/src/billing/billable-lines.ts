import { z } from 'zod';
import { IdSchema } from '../common/ids.js';
import { MoneySchema, moneyToCents, centsToMoney, type Money } from '../common/money.js';
import { ListRequestSchema } from '../common/paging.js';
import { fr } from '../messages/fr.js';
import { CalendarDateSchema } from '../operations/collaborators.js';
import { BillingModeSchema, type BillingMode } from '../operations/services.js';

/**
 * Billable lines (DOMAIN-MAP: `operations.service.finished` → billing): one line per finished
 * service, with what it is worth excl. tax, waiting to be invoiced.
 */

// ---- Enumerations and their French labels -------------------------------------------------------

/** What a flat-rate line shows instead of an amount: the flat rate is invoiced on its own. */
export const FLAT_RATE_INCLUDED_LABEL = 'Inclus au forfait';

/** A line waits to be invoiced, then is invoiced. */
export const BILLABLE_LINE_STATUSES = ['to_invoice', 'invoiced'] as const;
export const BillableLineStatusSchema = z.enum(BILLABLE_LINE_STATUSES);
export type BillableLineStatus = z.infer<typeof BillableLineStatusSchema>;
export const BILLABLE_LINE_STATUS_LABELS: Record<BillableLineStatus, string> = {
  to_invoice: 'À facturer',
  invoiced: 'Facturée',
};

// ---- The amount ---------------------------------------------------------------------------------

/** Hours and quantities travel as decimal strings with two decimals ("7.50"), like amounts. */
export const DecimalTextSchema = z.string().regex(/^\d{1,11}(\.\d{1,4})?$/, { message: fr.INVALID_FORMAT });

/** Hours of a service by kind of time, as decimal strings. */
export const LineHoursSchema = z.object({
  day: DecimalTextSchema,
  night: DecimalTextSchema,
  sunday: DecimalTextSchema,
  holiday: DecimalTextSchema,
  total: DecimalTextSchema,
});
export type LineHours = z.infer<typeof LineHoursSchema>;

/** What the amount of a line is computed from: the finished service's event, as it came. */
export type BillableLineInput = {
  billingMode: BillingMode;
  /** Per hour (horaire), per service (à la prestation) or informative (forfait). */
  unitPrice: Money;
  nbAgents: number;
  /** Decimal hours by kind of time; each hour counts once, in its dearest kind. */
  hours: { day: number; night: number; sunday: number; holiday: number; total: number };
  nightFactor: number;
  holidayFactor: number;
};

/** The figures a line keeps: hours rounded to the hundredth, factors to 4 decimals, quantity, amount. */
export type BillableLineFigures = {
  hours: LineHours;
  nightFactor: string;
  holidayFactor: string;
  quantity: string;
  amount: Money;
};

const HOURS_SCALE = 100n;
const FACTOR_SCALE = 10_000n;

/**
 * A non-negative decimal number as an integer of `scale` units, rounded half up on its decimal
 * writing (1.005 hours → 101 hundredths, where `Math.round(1.005 * 100)` gives 100).
 */
function toUnits(value: number, scale: bigint): bigint {
  const decimals = String(scale).length - 1;
  // String() writes tiny numbers with an exponent ('1e-7'); toFixed(20) writes them out.
  const text = value !== 0 && value < 1e-6 ? value.toFixed(20) : String(value);
  const [whole = '0', fraction = ''] = text.split('.');
  const kept = BigInt(whole) * scale + BigInt(fraction.slice(0, decimals).padEnd(decimals, '0') || '0');
  return Number(fraction.charAt(decimals) || '0') >= 5 ? kept + 1n : kept;
}

/** `numerator / denominator` rounded half up (both non-negative). */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** An integer of `scale` units as a decimal string with as many decimals as the scale has zeros. */
function unitsToText(units: bigint, scale: bigint): string {
  const decimals = String(scale).length - 1;
  const whole = units / scale;
  const fraction = String(units % scale).padStart(decimals, '0');
  return decimals === 0 ? String(whole) : `${whole}.${fraction}`;
}

/**
 * The quantity and the amount excl. tax of a finished service (integer arithmetic, rounded half up
 * to the cent once, at the end):
 * - horaire (2): quantity = total hours × agents; amount = unit price × agents × (day + Sunday +
 *   night × night factor + holiday × holiday factor);
 * - à la prestation (3): quantity = agents; amount = unit price × agents, × holiday factor when
 *   more than half of its hours are holiday hours;
 * - forfait (1): quantity = total hours × agents; amount 0, the flat rate covers it
 *   ('Inclus au forfait').
 * Hours are first rounded to the hundredth and factors to 4 decimals, as the line keeps them, so
 * the amount can be recomputed from the line itself.
 */
export function billableLineFigures(input: BillableLineInput): BillableLineFigures {
  const [day, night, sunday, holiday, total] = [
    input.hours.day,
    input.hours.night,
    input.hours.sunday,
    input.hours.holiday,
    input.hours.total,
  ].map((hours) => toUnits(hours, HOURS_SCALE)) as [bigint, bigint, bigint, bigint, bigint];
  const nightFactor = toUnits(input.nightFactor, FACTOR_SCALE);
  const holidayFactor = toUnits(input.holidayFactor, FACTOR_SCALE);
  const unitCents = BigInt(moneyToCents(input.unitPrice));
  const agents = BigInt(input.nbAgents);

  let quantity: string;
  let cents: bigint;
  if (input.billingMode === 3) {
    quantity = unitsToText(agents * HOURS_SCALE, HOURS_SCALE);
    const mostlyHoliday = holiday * 2n > total;
    cents = mostlyHoliday ? divideHalfUp(unitCents * agents * holidayFactor, FACTOR_SCALE) : unitCents * agents;
  } else {
    quantity = unitsToText(total * agents, HOURS_SCALE);
    // Weighted hours in hundredths of an hour × FACTOR_SCALE.
    const weighted = (day + sunday) * FACTOR_SCALE + night * nightFactor + holiday * holidayFactor;
    cents = input.billingMode === 2 ? divideHalfUp(unitCents * agents * weighted, HOURS_SCALE * FACTOR_SCALE) : 0n;
  }
  return {
    hours: {
      day: unitsToText(day, HOURS_SCALE),
      night: unitsToText(night, HOURS_SCALE),
      sunday: unitsToText(sunday, HOURS_SCALE),
      holiday: unitsToText(holiday, HOURS_SCALE),
      total: unitsToText(total, HOURS_SCALE),
    },
    nightFactor: unitsToText(nightFactor, FACTOR_SCALE),
    holidayFactor: unitsToText(holidayFactor, FACTOR_SCALE),
    quantity,
    amount: centsToMoney(Number(cents)),
  };
}

// ---- A line -------------------------------------------------------------------------------------

/** A billable line, as the lists answer it. Dates are ISO instants. */
export const BillableLineSchema = z.object({
  id: IdSchema,
  serviceId: IdSchema,
  reference: z.string(),
  customerId: IdSchema,
  customerName: z.string(),
  siteId: IdSchema,
  siteName: z.string(),
  prestationLabel: z.string(),
  unitPrice: MoneySchema,
  billingMode: BillingModeSchema,
  category: z.string(),
  nbAgents: z.int().min(1),
  startedAt: z.string(),
  endedAt: z.string(),
  finishedAt: z.string(),
  hours: LineHoursSchema,
  nightFactor: DecimalTextSchema,
  holidayFactor: DecimalTextSchema,
  quantity: DecimalTextSchema,
  amount: MoneySchema,
  status: BillableLineStatusSchema,
  createdAt: z.string(),
});
export type BillableLine = z.infer<typeof BillableLineSchema>;

// ---- Lists --------------------------------------------------------------------------------------

const oneOrMany = <T extends z.ZodType>(item: T, max: number) =>
  z
    .union([item, z.array(item).max(max)])
    .nullable()
    .optional();

/** The period filter of both lists: calendar days in Paris, of the day the service finished. */
const periodFilters = {
  customerId: IdSchema.nullable().optional(),
  from: CalendarDateSchema.nullable().optional(),
  to: CalendarDateSchema.nullable().optional(),
};

/** 'to' before 'from': 'La date de fin doit être postérieure ou égale à la date de début'. */
function checkPeriod(filters: { from?: string | null; to?: string | null }, ctx: z.RefinementCtx): void {
  if (filters.from && filters.to && filters.to < filters.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: fr.END_BEFORE_START });
  }
}

/** Filters of the lines list: a customer, a period, statuses; null or absent means any. */
export const BillableLineListFiltersSchema = z
  .strictObject({ ...periodFilters, status: oneOrMany(BillableLineStatusSchema, BILLABLE_LINE_STATUSES.length) })
  .superRefine(checkPeriod);
export type BillableLineListFilters = z.infer<typeof BillableLineListFiltersSchema>;

/** Columns the lines list may be sorted by (the day it finished by default). */
export const BILLABLE_LINE_ORDER_BY = ['finishedAt', 'reference', 'customerName', 'siteName', 'amount'] as const;
export const BillableLineOrderBySchema = z.enum(BILLABLE_LINE_ORDER_BY);
export type BillableLineOrderBy = z.infer<typeof BillableLineOrderBySchema>;

/**
 * `POST /agency/{id}/fetch/billable-lines`: the paging contract with these filters and sorts; the
 * query searches the customer, the site and the service's reference ignoring case and accents.
 */
export const BillableLineListRequestSchema = ListRequestSchema.extend({
  filters: BillableLineListFiltersSchema.default({}),
  orderBy: BillableLineOrderBySchema.optional(),
});
export type BillableLineListRequest = z.infer<typeof BillableLineListRequestSchema>;

/** One customer's lines to invoice: how many, the hours worked by all agents, the amount excl. tax. */
export const BillableCustomerSummarySchema = z.object({
  customerId: IdSchema,
  customerName: z.string(),
  lines: z.int().min(0),
  hours: DecimalTextSchema,
  amount: MoneySchema,
});
export type BillableCustomerSummary = z.infer<typeof BillableCustomerSummarySchema>;

/** Filters of the summary: a customer and a period (only lines still to invoice are counted). */
export const BillableCustomerFiltersSchema = z.strictObject(periodFilters).superRefine(checkPeriod);
export type BillableCustomerFilters = z.infer<typeof BillableCustomerFiltersSchema>;

export const BILLABLE_CUSTOMER_ORDER_BY = ['customerName', 'lines', 'hours', 'amount'] as const;
export const BillableCustomerOrderBySchema = z.enum(BILLABLE_CUSTOMER_ORDER_BY);
export type BillableCustomerOrderBy = z.infer<typeof BillableCustomerOrderBySchema>;

/**
 * `POST /agency/{id}/fetch/billable-lines/by-customer`: one row per customer with lines to invoice
 * (by name by default); the query searches the customer's name.
 */
export const BillableCustomerListRequestSchema = ListRequestSchema.extend({
  filters: BillableCustomerFiltersSchema.default({}),
  orderBy: BillableCustomerOrderBySchema.optional(),
});
export type BillableCustomerListRequest = z.infer<typeof BillableCustomerListRequestSchema>;
