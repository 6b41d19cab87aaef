import { addDays, epochDayOf, isoWeekday, zonedEpochMs } from '../time.js';

/** Local days, ISO weeks and calendar months of PLANNING_TIME_ZONE as spans of instants. */

export type Span = { fromMs: number; toMs: number };

/** A local day, midnight to midnight (23 or 25 hours on the changes of time). */
export function daySpan(date: string): Span {
  return { fromMs: zonedEpochMs(date), toMs: zonedEpochMs(addDays(date, 1)) };
}

/** Monday of the ISO week of a date. */
export function weekStartOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** The ISO week starting on a Monday: Monday 00:00 to the next Monday 00:00. */
export function weekSpan(monday: string): Span {
  return { fromMs: zonedEpochMs(monday), toMs: zonedEpochMs(addDays(monday, 7)) };
}

/** First day of the month of a date. */
export function monthStartOf(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** First day of the next month. */
export function nextMonthStart(monthStart: string): string {
  const year = Number(monthStart.slice(0, 4));
  const month = Number(monthStart.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The calendar month starting on its first day: the 1st 00:00 to the next month's 1st 00:00. */
export function monthSpan(monthStart: string): Span {
  return { fromMs: zonedEpochMs(monthStart), toMs: zonedEpochMs(nextMonthStart(monthStart)) };
}

/** Every date from `first` to `last` included. */
export function datesBetween(first: string, last: string): string[] {
  const dates: string[] = [];
  const count = epochDayOf(last) - epochDayOf(first);
  for (let offset = 0; offset <= count; offset += 1) dates.push(addDays(first, offset));
  return dates;
}

/** The distinct values of `keyOf` over the dates from `first` to `last` included, in order. */
export function distinctOver(first: string, last: string, keyOf: (date: string) => string): string[] {
  if (first === last) return [keyOf(first)];
  return [...new Set(datesBetween(first, last).map(keyOf))];
}
