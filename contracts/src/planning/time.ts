/**
 * Local time of the agency for the planning modules: every calendar date (`YYYY-MM-DD`), wall-clock
 * time (`HH:mm`), day, week and month of planning is reckoned in PLANNING_TIME_ZONE.
 *
 * Paris has kept the European Union's summer time since 1996 (directive 2000/84/EC, the rule of
 * 1996 before it): UTC+2 from the last Sunday of March at 01:00 UTC to the last Sunday of October at
 * 01:00 UTC, UTC+1 the rest of the year. Offsets of those years come from that rule, reckoned in a
 * few operations; earlier instants ask Intl (whose zone data takes tens of milliseconds to load on a
 * slow phone, before its first screen). time.test.ts checks the rule against Intl's zone data hour by
 * hour: a change of the law shows there first.
 */
export const PLANNING_TIME_ZONE = 'Europe/Paris';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** The first year whose offsets follow the EU rule. */
export const EU_SUMMER_TIME_SINCE = 1996;
const WINTER_OFFSET = 60;
const SUMMER_OFFSET = 120;

/** The instant (ms) of 01:00 UTC on the last Sunday of a month (0-based) of a year. */
function lastSundayChange(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS + HOUR_MS;
}

/** Where each year's summer time starts and ends, reckoned once per year. */
const summerTimeByYear = new Map<number, readonly [start: number, end: number]>();

function euRuleOffsetMinutes(epochMs: number, year: number): number {
  let summer = summerTimeByYear.get(year);
  if (summer === undefined) {
    summer = [lastSundayChange(year, 2), lastSundayChange(year, 9)];
    summerTimeByYear.set(year, summer);
  }
  return epochMs >= summer[0] && epochMs < summer[1] ? SUMMER_OFFSET : WINTER_OFFSET;
}

let offsetFormatter: Intl.DateTimeFormat | undefined;
const intlOffsetByUtcHour = new Map<number, number>();

/** The offset Intl's zone data gives (Paris changes offset on whole UTC hours: cached per hour). */
export function intlZoneOffsetMinutes(epochMs: number): number {
  const hour = Math.floor(epochMs / HOUR_MS);
  const cached = intlOffsetByUtcHour.get(hour);
  if (cached !== undefined) return cached;
  offsetFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: PLANNING_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const parts: Record<string, number> = {};
  for (const part of offsetFormatter.formatToParts(hour * HOUR_MS)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0);
  const offset = Math.round((wall - hour * HOUR_MS) / MINUTE_MS);
  intlOffsetByUtcHour.set(hour, offset);
  return offset;
}

const offsetByUtcHour = new Map<number, number>();

/**
 * Offset of PLANNING_TIME_ZONE from UTC at an instant, in minutes (60 in winter, 120 in summer).
 * Hot in the planning checks: kept per UTC hour (Paris changes offset on whole UTC hours), so a
 * call is one lookup and the rule is reckoned once an hour.
 */
export function zoneOffsetMinutes(epochMs: number): number {
  const hour = Math.floor(epochMs / HOUR_MS);
  let offset = offsetByUtcHour.get(hour);
  if (offset === undefined) {
    const year = new Date(epochMs).getUTCFullYear();
    offset = year >= EU_SUMMER_TIME_SINCE ? euRuleOffsetMinutes(epochMs, year) : intlZoneOffsetMinutes(epochMs);
    offsetByUtcHour.set(hour, offset);
  }
  return offset;
}

/** Milliseconds since the epoch of an ISO instant or a Date; throws a RangeError when invalid. */
export function toEpochMs(instant: string | Date): number {
  const epochMs = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(epochMs)) throw new RangeError(`Invalid instant: ${String(instant)}`);
  return epochMs;
}

/** The local wall clock of an instant, as if it were UTC (read it with getUTC… or toISOString). */
function wallClockMs(epochMs: number): number {
  return epochMs + zoneOffsetMinutes(epochMs) * MINUTE_MS;
}

// Dates are converted often (10,000 services are checked at once): both ways are cached, a few
// thousand days at most in practice.
const dateByEpochDay = new Map<number, string>();
const epochDayByDate = new Map<string, number>();

/** Days since 1970-01-01 of a calendar date `YYYY-MM-DD`. */
export function epochDayOf(date: string): number {
  let epochDay = epochDayByDate.get(date);
  if (epochDay === undefined) {
    epochDay = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
    if (Number.isNaN(epochDay)) throw new RangeError(`Invalid date: ${date}`);
    epochDayByDate.set(date, epochDay);
  }
  return epochDay;
}

/** Calendar date `YYYY-MM-DD` of a number of days since 1970-01-01. */
export function dateOfEpochDay(epochDay: number): string {
  let date = dateByEpochDay.get(epochDay);
  if (date === undefined) {
    date = new Date(epochDay * DAY_MS).toISOString().slice(0, 10);
    dateByEpochDay.set(epochDay, date);
  }
  return date;
}

/** Local calendar date (`YYYY-MM-DD`) of an instant. */
export function localDateOf(instant: string | Date | number): string {
  const epochMs = typeof instant === 'number' ? instant : toEpochMs(instant);
  return dateOfEpochDay(Math.floor(wallClockMs(epochMs) / DAY_MS));
}

/** Local wall-clock time (`HH:mm`) of an instant. */
export function localTimeOf(instant: string | Date | number): string {
  const epochMs = typeof instant === 'number' ? instant : toEpochMs(instant);
  const minuteOfDay = Math.floor((((wallClockMs(epochMs) % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
  const hours = Math.floor(minuteOfDay / 60);
  const minutes = minuteOfDay % 60;
  return `${hours < 10 ? '0' : ''}${hours}:${minutes < 10 ? '0' : ''}${minutes}`;
}

/** The date n days after (before when negative) a calendar date. */
export function addDays(date: string, n: number): string {
  return dateOfEpochDay(epochDayOf(date) + n);
}

/** ISO weekday of a calendar date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  // 1970-01-01 was a Thursday (4).
  return ((((epochDayOf(date) + 3) % 7) + 7) % 7) + 1;
}

/** Minutes since midnight of `HH:mm`. */
export function minutesOfTime(time: string): number {
  return (
    (time.charCodeAt(0) - 48) * 600 +
    (time.charCodeAt(1) - 48) * 60 +
    (time.charCodeAt(3) - 48) * 10 +
    time.charCodeAt(4) -
    48
  );
}

/**
 * The instant at which the local wall clock shows `date` `time`. On the spring change the skipped
 * times move forward by the gap (02:30 → 03:30); on the autumn change the repeated times take their
 * first occurrence (summer time), as Temporal's "compatible" disambiguation does.
 */
export function zonedEpochMs(date: string, time = '00:00'): number {
  const wall = epochDayOf(date) * DAY_MS + minutesOfTime(time) * MINUTE_MS;
  const offsetBefore = zoneOffsetMinutes(wall - DAY_MS / 2);
  const offsetAfter = zoneOffsetMinutes(wall + DAY_MS / 2);
  const withBefore = wall - offsetBefore * MINUTE_MS;
  if (offsetBefore === offsetAfter) return withBefore;
  const withAfter = wall - offsetAfter * MINUTE_MS;
  const beforeFits = zoneOffsetMinutes(withBefore) === offsetBefore;
  const afterFits = zoneOffsetMinutes(withAfter) === offsetAfter;
  if (beforeFits && afterFits) return Math.min(withBefore, withAfter);
  if (afterFits) return withAfter;
  // Inside the gap (or only the earlier offset fits): the earlier offset moves the time forward.
  return withBefore;
}

/** ISO instant with the local offset, `YYYY-MM-DDTHH:mm:ss+01:00`, of milliseconds since the epoch. */
export function formatZonedInstant(epochMs: number): string {
  const offset = zoneOffsetMinutes(epochMs);
  const wall = new Date(epochMs + offset * MINUTE_MS).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${wall}${sign}${hours}:${minutes}`;
}

/** ISO instant, with the correct local offset, at which the wall clock shows `date` `time`. */
export function zonedInstant(date: string, time: string): string {
  return formatZonedInstant(zonedEpochMs(date, time));
}
