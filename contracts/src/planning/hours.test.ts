import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { overtimeSplit, splitServiceHours } from './hours.js';
import { formatZonedInstant } from './time.js';

const defaults = { holidays: new Set<string>(), nightStart: '21:00', nightEnd: '06:00' };

describe('splitServiceHours', () => {
  it('splits a Saturday night into day, night and Sunday hours', () => {
    expect(splitServiceHours('2026-03-14T20:00:00+01:00', '2026-03-15T10:00:00+01:00', defaults)).toEqual({
      day: 1,
      night: 9,
      sunday: 4,
      holiday: 0,
      total: 14,
    });
  });

  it('counts every minute of a holiday as holiday, night ones included', () => {
    const options = { ...defaults, holidays: new Set(['2026-05-01']) };
    expect(splitServiceHours('2026-04-30T20:00:00+02:00', '2026-05-01T08:00:00+02:00', options)).toEqual({
      day: 1,
      night: 3,
      sunday: 0,
      holiday: 8,
      total: 12,
    });
  });

  it('counts real hours across the changes of time', () => {
    expect(splitServiceHours('2026-03-28T20:00:00+01:00', '2026-03-29T10:00:00+02:00', defaults)).toEqual({
      day: 1,
      night: 8,
      sunday: 4,
      holiday: 0,
      total: 13,
    });
    expect(splitServiceHours('2026-10-24T20:00:00+02:00', '2026-10-25T10:00:00+01:00', defaults)).toEqual({
      day: 1,
      night: 10,
      sunday: 4,
      holiday: 0,
      total: 15,
    });
  });

  it('takes a night within the day, rounds to 2 decimals, and gives nothing for an empty service', () => {
    const evening = { ...defaults, nightStart: '22:00', nightEnd: '23:30' };
    expect(splitServiceHours('2026-03-12T20:00:00+01:00', '2026-03-13T00:10:00+01:00', evening)).toEqual({
      day: 2.67,
      night: 1.5,
      sunday: 0,
      holiday: 0,
      total: 4.17,
    });
    expect(splitServiceHours('2026-03-12T08:00:00+01:00', '2026-03-12T08:00:00+01:00', defaults).total).toBe(0);
  });
});

describe('overtimeSplit', () => {
  it('pays +25 % above 35 h and +50 % above 43 h', () => {
    expect(overtimeSplit(30)).toEqual({ normal: 30, at25: 0, at50: 0 });
    expect(overtimeSplit(40.5)).toEqual({ normal: 35, at25: 5.5, at50: 0 });
    expect(overtimeSplit(45)).toEqual({ normal: 35, at25: 8, at50: 2 });
    expect(overtimeSplit(45, 39, 40)).toEqual({ normal: 39, at25: 1, at50: 5 });
  });
});

describe('splitServiceHours properties', () => {
  const instantArb = fc.integer({ min: Date.parse('2025-01-01T00:00:00Z'), max: Date.parse('2028-01-01T00:00:00Z') });
  const timeArb = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([hours, minutes]) => `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`);

  it('gives parts adding up to the total, and a total equal to the duration', () => {
    fc.assert(
      fc.property(
        instantArb,
        fc.integer({ min: 0, max: 72 * 60 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 3 * 366 }), { maxLength: 30 }),
        timeArb,
        timeArb,
        (startMs, minutes, holidayOffsets, nightStart, nightEnd) => {
          const endMs = startMs + minutes * 60_000;
          const holidays = new Set(
            holidayOffsets.map((offset) => new Date(Date.UTC(2025, 0, 1 + offset)).toISOString().slice(0, 10)),
          );
          const split = splitServiceHours(formatZonedInstant(startMs), new Date(endMs).toISOString(), {
            holidays,
            nightStart,
            nightEnd,
          });
          const parts = split.day + split.night + split.sunday + split.holiday;
          expect(Math.abs(parts - split.total)).toBeLessThanOrEqual(0.0100001);
          expect(split.total).toBeCloseTo(Math.round((minutes / 60) * 100) / 100, 6);
          for (const part of [split.day, split.night, split.sunday, split.holiday])
            expect(part).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
