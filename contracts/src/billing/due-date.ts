import { addDays } from '../planning/time.js';
import type { SettlementPeriod } from './customers.js';

/** The last day of a calendar date's month (`2026-02-10` → `2026-02-28`). */
function endOfMonth(date: string): string {
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return addDays(nextMonth, -1);
}

/**
 * The due date of an invoice dated `date` for a customer's settlement period (02 §3 customerInfos):
 * 'À réception' the invoice's date; 'Jours nets' `days` later; 'Jours fin de mois' the end of the
 * month `days` later falls in (30 days end of month from 10 January: 28 or 29 February).
 */
export function invoiceDueDate(date: string, period: SettlementPeriod, days: number): string {
  if (period === 'upon_receipt') return date;
  const later = addDays(date, days);
  return period === 'days' ? later : endOfMonth(later);
}

/** The last day an estimate dated `date` is valid, after `validityDays` (the billing settings'). */
export function estimateValidUntil(date: string, validityDays: number): string {
  return addDays(date, validityDays);
}
