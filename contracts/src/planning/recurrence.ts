import { addDays, epochDayOf, formatZonedInstant, isoWeekday, zonedEpochMs } from './time.js';

/**
 * Expansion of the service editor's creation into slots (spec 01 §3 Recurrence: quotidienne,
 * hebdomadaire, mensuelle, holidays; excludeHolidays), in PLANNING_TIME_ZONE.
 */

/** How a creation repeats, as the service editor sends it (RecurrenceSchema of operations). */
export type RecurrenceRule = {
  repeat: 'daily' | 'weekly' | 'monthly' | 'holidays';
  /** Weekly: ISO weekdays worked, 1 Monday … 7 Sunday. */
  days: readonly number[];
  /** Monthly: days of the month worked (a 31 in a 30-day month gives no slot). */
  monthDays: readonly number[];
  /** Drop the public holidays. */
  excludeHolidays: boolean;
};

export type RecurrenceInput = {
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  recurrence: RecurrenceRule | null;
};

export type ServiceSlot = { startAt: string; endAt: string };

function dayMatches(date: string, rule: RecurrenceRule, holidays: ReadonlySet<string>): boolean {
  if (rule.excludeHolidays && holidays.has(date)) return false;
  switch (rule.repeat) {
    case 'daily':
      return true;
    case 'weekly':
      return rule.days.includes(isoWeekday(date));
    case 'monthly':
      return rule.monthDays.includes(Number(date.slice(8, 10)));
    case 'holidays':
      return holidays.has(date);
  }
}

/** The slot of one day: startTime to endTime, to endTime the next day when endTime <= startTime. */
function slotOf(date: string, startTime: string, endTime: string): ServiceSlot | null {
  const startMs = zonedEpochMs(date, startTime);
  const endMs = zonedEpochMs(endTime <= startTime ? addDays(date, 1) : date, endTime);
  // Only on the spring change can a slot vanish (02:00–03:00 does not exist that night).
  if (endMs <= startMs) return null;
  return { startAt: formatZonedInstant(startMs), endAt: formatZonedInstant(endMs) };
}

/**
 * The slots of a creation: one per matching day from startDate to endDate included (only startDate
 * without recurrence), instants in ISO with the Paris offset, right across the changes of time.
 * `holidays` holds the public holiday dates of the period (see publicHolidays).
 */
export function expandRecurrence(input: RecurrenceInput, holidays: ReadonlySet<string>): ServiceSlot[] {
  const { recurrence, startDate, startTime, endTime } = input;
  if (recurrence === null) {
    const slot = slotOf(startDate, startTime, endTime);
    return slot ? [slot] : [];
  }
  const slots: ServiceSlot[] = [];
  const dayCount = epochDayOf(input.endDate) - epochDayOf(startDate) + 1;
  for (let offset = 0; offset < dayCount; offset += 1) {
    const date = addDays(startDate, offset);
    if (!dayMatches(date, recurrence, holidays)) continue;
    const slot = slotOf(date, startTime, endTime);
    if (slot) slots.push(slot);
  }
  return slots;
}
