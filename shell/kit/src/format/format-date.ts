import { localDateOf, localTimeOf } from '@portal/contracts';

/** Dates are shown as the agency lives them, in Paris, whatever the machine's time zone. */
export const DISPLAY_TIME_ZONE = 'Europe/Paris';

export type DateInput = Date | string | number | null | undefined;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

type Parts = { day: string; month: string; year: string; hour?: string; minute?: string };

function partsOf(value: DateInput): Parts | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  // A calendar date ('2026-03-05') has no time zone: shown as written, never shifted.
  const calendar = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  if (calendar) return { year: calendar[1] ?? '', month: calendar[2] ?? '', day: calendar[3] ?? '' };
  const epochMs = value instanceof Date ? value.getTime() : new Date(value).getTime();
  if (Number.isNaN(epochMs)) return undefined;
  // The contracts' Paris offsets: no Intl zone data to load (tens of ms on a slow phone).
  const date = localDateOf(epochMs);
  const time = localTimeOf(epochMs);
  return {
    year: date.slice(0, 4),
    month: date.slice(5, 7),
    day: date.slice(8, 10),
    hour: time.slice(0, 2),
    minute: time.slice(3, 5),
  };
}

/** `dd/mm/yyyy` in Paris; '' for nothing or an unreadable value. */
export function formatDate(value: DateInput): string {
  const parts = partsOf(value);
  return parts ? `${parts.day}/${parts.month}/${parts.year}` : '';
}

/** `dd/mm/yyyy hh:mm` (24 h) in Paris; a calendar date alone is shown without a time. */
export function formatDateTime(value: DateInput): string {
  const parts = partsOf(value);
  if (!parts) return '';
  const date = `${parts.day}/${parts.month}/${parts.year}`;
  return parts.hour === undefined ? date : `${date} ${parts.hour}:${parts.minute}`;
}
