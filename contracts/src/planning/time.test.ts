import { describe, expect, it } from 'vitest';
import {
  addDays,
  EU_SUMMER_TIME_SINCE,
  formatZonedInstant,
  intlZoneOffsetMinutes,
  isoWeekday,
  localDateOf,
  localTimeOf,
  zoneOffsetMinutes,
  zonedEpochMs,
  zonedInstant,
  DAY_MS,
  HOUR_MS,
} from './time.js';

describe('Paris local time', () => {
  it('gives the local date of an instant', () => {
    expect(localDateOf('2026-01-01T23:30:00Z')).toBe('2026-01-02');
    expect(localDateOf('2026-07-01T21:59:00Z')).toBe('2026-07-01');
    expect(localDateOf('2026-07-01T22:00:00Z')).toBe('2026-07-02');
    expect(localDateOf(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    expect(localTimeOf('2026-07-01T04:00:00Z')).toBe('06:00');
  });

  it('gives the instant of a local date and time with the right offset', () => {
    expect(zonedInstant('2026-01-15', '08:00')).toBe('2026-01-15T08:00:00+01:00');
    expect(zonedInstant('2026-07-15', '08:00')).toBe('2026-07-15T08:00:00+02:00');
    expect(zonedInstant('2026-03-29', '01:59')).toBe('2026-03-29T01:59:00+01:00');
    expect(zonedInstant('2026-03-29', '03:00')).toBe('2026-03-29T03:00:00+02:00');
    expect(zonedInstant('2026-10-25', '03:00')).toBe('2026-10-25T03:00:00+01:00');
  });

  it('moves a skipped spring time forward and takes the first of a repeated autumn time', () => {
    expect(zonedInstant('2026-03-29', '02:30')).toBe('2026-03-29T03:30:00+02:00');
    expect(zonedInstant('2026-10-25', '02:30')).toBe('2026-10-25T02:30:00+02:00');
    expect(zonedEpochMs('2026-10-25', '02:30')).toBe(Date.parse('2026-10-25T00:30:00Z'));
  });

  it('knows the offsets around the changes of time', () => {
    expect(zoneOffsetMinutes(Date.parse('2026-03-29T00:59:59Z'))).toBe(60);
    expect(zoneOffsetMinutes(Date.parse('2026-03-29T01:00:00Z'))).toBe(120);
    expect(zoneOffsetMinutes(Date.parse('2026-10-25T00:59:59Z'))).toBe(120);
    expect(zoneOffsetMinutes(Date.parse('2026-10-25T01:00:00Z'))).toBe(60);
    expect(formatZonedInstant(Date.parse('2026-10-25T01:30:00Z'))).toBe('2026-10-25T02:30:00+01:00');
  });

  it("follows Intl's zone data every hour around each change of time and every day, 1996 to 2100", () => {
    const differences: string[] = [];
    const check = (epochMs: number) => {
      if (zoneOffsetMinutes(epochMs) !== intlZoneOffsetMinutes(epochMs))
        differences.push(new Date(epochMs).toISOString());
    };
    for (let year = EU_SUMMER_TIME_SINCE; year <= 2100; year += 1) {
      for (const month of [2, 9]) {
        const lastWeek = Date.UTC(year, month + 1, 0) - 7 * DAY_MS;
        for (let hour = 0; hour < 9 * 24; hour += 1) check(lastWeek + hour * HOUR_MS);
      }
      for (let day = Date.UTC(year, 0, 1); day < Date.UTC(year + 1, 0, 1); day += DAY_MS) check(day + 11 * HOUR_MS);
    }
    expect(differences).toEqual([]);
  });

  it('asks Intl before 1996, when summer time ended in September', () => {
    expect(zoneOffsetMinutes(Date.parse('1995-09-24T00:59:00Z'))).toBe(120);
    expect(zoneOffsetMinutes(Date.parse('1995-09-24T01:00:00Z'))).toBe(60);
    expect(localTimeOf('1995-10-01T12:00:00Z')).toBe('13:00');
  });

  it('counts ISO weekdays and adds days across months and years', () => {
    expect(isoWeekday('2026-03-09')).toBe(1);
    expect(isoWeekday('2026-03-15')).toBe(7);
    expect(isoWeekday('1969-12-28')).toBe(7);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});
