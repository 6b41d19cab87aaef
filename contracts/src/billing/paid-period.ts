import type { PaymentPeriod } from './subscription-offers.js';

/** The same day `months` later, as a calendar counts (31 January + 1 month: 3 March, as Date does). */
export function addMonths(from: Date, months: number): Date {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

/**
 * The end of the paid period after a plan is paid (issue 15): a month or a year from the payment, or
 * from the end of the period running then, whichever is later. Identity grants it; billing renews
 * the plan when it comes.
 */
export function paidPeriodEnd(currentEnd: Date | null, paidAt: Date, period: PaymentPeriod): Date {
  const start = currentEnd && currentEnd > paidAt ? currentEnd : paidAt;
  return addMonths(start, period === 'yearly' ? 12 : 1);
}
