import type { HoursSplit } from './types.js';
import { HOUR_MS, addDays, isoWeekday, localDateOf, toEpochMs, zonedEpochMs } from './time.js';

/**
 * Hours of a service by kind of time (spec 01 §3: hours split into day, night, Sunday and holiday;
 * §9 night hours 21:00–06:00, overtime +25 % above 35 h and +50 % above 43 h), in PLANNING_TIME_ZONE.
 */

export type HoursSplitOptions = {
  /** Public holiday dates `YYYY-MM-DD`. */
  holidays: ReadonlySet<string>;
  /** Start of the night, `HH:mm` (21:00 by default in the settings). */
  nightStart: string;
  /** End of the night, `HH:mm` (06:00 by default); before nightStart when the night crosses midnight. */
  nightEnd: string;
};

type Kind = 'holiday' | 'night' | 'sunday' | 'day';
type Exact = Record<Kind, number>;
const KINDS: readonly Kind[] = ['holiday', 'night', 'sunday', 'day'];

/** Milliseconds of [from, to) within [windowStart, windowEnd). */
function overlapMs(from: number, to: number, windowStart: number, windowEnd: number): number {
  return Math.max(0, Math.min(to, windowEnd) - Math.max(from, windowStart));
}

/** Night windows of one local day, as instants (DST-safe through zonedEpochMs). */
function nightWindowsOf(date: string, nightStart: string, nightEnd: string): [number, number][] {
  if (nightStart === nightEnd) return [];
  const next = addDays(date, 1);
  if (nightStart < nightEnd) return [[zonedEpochMs(date, nightStart), zonedEpochMs(date, nightEnd)]];
  return [
    [zonedEpochMs(date, '00:00'), zonedEpochMs(date, nightEnd)],
    [zonedEpochMs(date, nightStart), zonedEpochMs(next, '00:00')],
  ];
}

/**
 * Hundredths of hours of each part, summing exactly to the rounded total: each part is its exact
 * value rounded down or up, the rounding units going to the largest remainders.
 */
function roundedSplit(exact: Exact, totalMs: number): HoursSplit {
  const total = Math.round((totalMs / HOUR_MS) * 100);
  const parts = { ...exact };
  let missing = total;
  for (const kind of KINDS) {
    // The epsilon keeps 6.9999999 (a float's 7) from flooring to 6.
    parts[kind] = Math.floor((exact[kind] / HOUR_MS) * 100 + 1e-9);
    missing -= parts[kind];
  }
  while (missing > 0) {
    let largest: Kind = 'day';
    let largestRemainder = -1;
    for (const kind of KINDS) {
      const remainder = (exact[kind] / HOUR_MS) * 100 - parts[kind];
      if (remainder > largestRemainder) {
        largest = kind;
        largestRemainder = remainder;
      }
    }
    parts[largest] += 1;
    missing -= 1;
  }
  return {
    day: parts.day / 100,
    night: parts.night / 100,
    sunday: parts.sunday / 100,
    holiday: parts.holiday / 100,
    total: total / 100,
  };
}

/**
 * Hours of a service from startAt to endAt by kind, each minute once in its dearest kind: holiday
 * (its local date is a public holiday), then night (local time within nightStart–nightEnd), then
 * Sunday, else day. Decimal hours to 2 decimals; the parts add up to the total. Walks the local days
 * and their night boundaries, never minute by minute.
 */
export function splitServiceHours(startAt: string, endAt: string, options: HoursSplitOptions): HoursSplit {
  const startMs = toEpochMs(startAt);
  const endMs = toEpochMs(endAt);
  const exact: Exact = { day: 0, night: 0, sunday: 0, holiday: 0 };
  if (endMs <= startMs) return { day: 0, night: 0, sunday: 0, holiday: 0, total: 0 };
  for (let date = localDateOf(startMs); ; date = addDays(date, 1)) {
    const dayStart = zonedEpochMs(date, '00:00');
    if (dayStart >= endMs) break;
    const dayEnd = zonedEpochMs(addDays(date, 1), '00:00');
    const worked = overlapMs(startMs, endMs, dayStart, dayEnd);
    if (worked === 0) continue;
    if (options.holidays.has(date)) {
      exact.holiday += worked;
      continue;
    }
    let night = 0;
    for (const [from, to] of nightWindowsOf(date, options.nightStart, options.nightEnd)) {
      night += overlapMs(Math.max(startMs, dayStart), Math.min(endMs, dayEnd), from, to);
    }
    exact.night += night;
    if (isoWeekday(date) === 7) exact.sunday += worked - night;
    else exact.day += worked - night;
  }
  return roundedSplit(exact, endMs - startMs);
}

export type OvertimeSplit = { normal: number; at25: number; at50: number };

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Hours of a week paid normally, with the +25 % increase (above firstThreshold) and with the +50 %
 * increase (above secondThreshold), to 2 decimals.
 */
export function overtimeSplit(weeklyHours: number, firstThreshold = 35, secondThreshold = 43): OvertimeSplit {
  const hours = Math.max(0, weeklyHours);
  const second = Math.max(firstThreshold, secondThreshold);
  return {
    normal: round2(Math.min(hours, firstThreshold)),
    at25: round2(Math.min(Math.max(hours - firstThreshold, 0), second - firstThreshold)),
    at50: round2(Math.max(hours - second, 0)),
  };
}
