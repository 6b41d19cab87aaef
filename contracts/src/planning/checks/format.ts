import { MINUTE_MS, localDateOf, localTimeOf } from '../time.js';

/** French wording of the figures in the anomaly messages. */

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** `2026-03-12` → `12/03/2026`. */
export function frenchDate(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

/** `2026-03-01` → `mars 2026`. */
export function frenchMonth(date: string): string {
  return `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}

/** Local date of an instant, `12/03/2026`. */
export function dateOfInstant(epochMs: number): string {
  return frenchDate(localDateOf(epochMs));
}

/** Local time of an instant, `06:00`. */
export function timeOfInstant(epochMs: number): string {
  return localTimeOf(epochMs);
}

/** `12/03/2026 à 06:00`. */
export function dateTimeOf(epochMs: number): string {
  return `${dateOfInstant(epochMs)} à ${timeOfInstant(epochMs)}`;
}

/** `le 12/03/2026 à 06:00`. */
export function momentOf(epochMs: number): string {
  return `le ${dateTimeOf(epochMs)}`;
}

/** A duration in minutes, to the minute: `8 h 30`, `13 h`, `0 h 45`. */
export function frenchMinutes(minutes: number): string {
  const rounded = Math.round(minutes);
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`;
}

/** A duration in milliseconds, to the minute. */
export function frenchDuration(durationMs: number): string {
  return frenchMinutes(durationMs / MINUTE_MS);
}

/** A number of hours, to the minute. */
export function frenchHours(hours: number): string {
  return frenchMinutes(hours * 60);
}

/** `1 dimanche`, `2 dimanches` (French keeps 0 and 1 singular). */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${Math.abs(count) < 2 ? singular : plural}`;
}
