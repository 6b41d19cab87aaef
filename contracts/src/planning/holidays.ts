import Holidays from 'date-holidays';

/**
 * Public holidays of an agency's holiday locale (spec 01 §3 recurrence "holidays" and
 * excludeHolidays, §3 hours split into day, night, Sunday and holiday). Server side only: date-holidays
 * carries the rules of every country, so this module is left out of the planning index.
 */

const holidaysByLocaleYear = new Map<string, ReadonlySet<string>>();
const calendarByLocale = new Map<string, Holidays>();

/** `FR`, `fr`, `FR-57` or `fr_57` → the country and state codes; null when it cannot be one. */
function parseLocale(locale: string): { country: string; state: string | undefined; key: string } | null {
  const [country, state] = locale.trim().toUpperCase().split(/[-_]/, 2);
  if (!country || !/^[A-Z]{2}$/.test(country)) return null;
  const stateCode = state && /^[A-Z0-9]{1,4}$/.test(state) ? state : undefined;
  return { country, state: stateCode, key: stateCode ? `${country}-${stateCode}` : country };
}

function calendarOf(locale: { country: string; state: string | undefined; key: string }): Holidays {
  let calendar = calendarByLocale.get(locale.key);
  if (calendar === undefined) {
    // An unknown country gives a calendar without any holiday.
    calendar = locale.state
      ? new Holidays(locale.country, locale.state, { types: ['public'] })
      : new Holidays(locale.country, { types: ['public'] });
    calendarByLocale.set(locale.key, calendar);
  }
  return calendar;
}

function holidaysOfYear(locale: { country: string; state: string | undefined; key: string }, year: number) {
  const cacheKey = `${locale.key}:${year}`;
  let dates = holidaysByLocaleYear.get(cacheKey);
  if (dates === undefined) {
    const holidays = calendarOf(locale).getHolidays(year);
    dates = new Set(
      holidays.filter((holiday) => holiday.type === 'public').map((holiday) => holiday.date.slice(0, 10)),
    );
    holidaysByLocaleYear.set(cacheKey, dates);
  }
  return dates;
}

/**
 * Dates (`YYYY-MM-DD`) of the public holidays between `from` and `to` included, for a holiday locale
 * such as `FR`, `fr` or `FR-57` (a state code the country does not know falls back to the country).
 * An unknown locale has none. Computed once per locale and year.
 */
export function publicHolidays(locale: string, from: string, to: string): Set<string> {
  const result = new Set<string>();
  const parsed = parseLocale(locale);
  if (!parsed || to < from) return result;
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    for (const date of holidaysOfYear(parsed, year)) {
      if (date >= from && date <= to) result.add(date);
    }
  }
  return result;
}
