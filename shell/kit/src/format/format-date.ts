/** Dates are shown as the agency lives them, in Paris, whatever the machine's time zone. */
export const DISPLAY_TIME_ZONE = 'Europe/Paris';

export type DateInput = Date | string | number | null | undefined;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Made on first use, not when the kit loads (building it loads the zone's data).
let dateTimeParts: Intl.DateTimeFormat | undefined;
const dateTimeFormat = () =>
  (dateTimeParts ??= new Intl.DateTimeFormat('fr-FR', {
    timeZone: DISPLAY_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

type Parts = { day: string; month: string; year: string; hour?: string; minute?: string };

function partsOf(value: DateInput): Parts | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  // A calendar date ('2026-03-05') has no time zone: shown as written, never shifted.
  const calendar = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  if (calendar) return { year: calendar[1] ?? '', month: calendar[2] ?? '', day: calendar[3] ?? '' };
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  const parts: Record<string, string> = {};
  for (const part of dateTimeFormat().formatToParts(date)) parts[part.type] = part.value;
  return {
    day: parts['day'] ?? '',
    month: parts['month'] ?? '',
    year: parts['year'] ?? '',
    hour: parts['hour'] ?? '',
    minute: parts['minute'] ?? '',
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
