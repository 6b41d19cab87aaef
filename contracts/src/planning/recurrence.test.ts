import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expandRecurrence, type RecurrenceRule } from './recurrence.js';
import { addDays, localDateOf } from './time.js';

const rule = (overrides: Partial<RecurrenceRule>): RecurrenceRule => ({
  repeat: 'daily',
  days: [],
  monthDays: [],
  excludeHolidays: false,
  ...overrides,
});
const period = { startDate: '2026-04-01', endDate: '2026-04-30', startTime: '08:00', endTime: '16:00' };
const easterMonday = new Set(['2026-04-06']);

describe('expandRecurrence', () => {
  it('gives the single slot of startDate without recurrence', () => {
    expect(expandRecurrence({ ...period, recurrence: null }, easterMonday)).toEqual([
      { startAt: '2026-04-01T08:00:00+02:00', endAt: '2026-04-01T16:00:00+02:00' },
    ]);
  });

  it('repeats daily, weekly on ISO weekdays, monthly on days of the month, or on holidays', () => {
    expect(expandRecurrence({ ...period, recurrence: rule({}) }, easterMonday)).toHaveLength(30);
    const weekly = expandRecurrence({ ...period, recurrence: rule({ repeat: 'weekly', days: [1, 7] }) }, easterMonday);
    expect(weekly.map((slot) => slot.startAt.slice(0, 10))).toEqual([
      '2026-04-05',
      '2026-04-06',
      '2026-04-12',
      '2026-04-13',
      '2026-04-19',
      '2026-04-20',
      '2026-04-26',
      '2026-04-27',
    ]);
    const monthly = expandRecurrence(
      { ...period, endDate: '2026-06-30', recurrence: rule({ repeat: 'monthly', monthDays: [1, 31] }) },
      easterMonday,
    );
    expect(monthly.map((slot) => slot.startAt.slice(0, 10))).toEqual([
      '2026-04-01',
      '2026-05-01',
      '2026-05-31',
      '2026-06-01',
    ]);
    const holidays = expandRecurrence({ ...period, recurrence: rule({ repeat: 'holidays' }) }, easterMonday);
    expect(holidays).toEqual([{ startAt: '2026-04-06T08:00:00+02:00', endAt: '2026-04-06T16:00:00+02:00' }]);
  });

  it('drops the holidays when asked', () => {
    const slots = expandRecurrence({ ...period, recurrence: rule({ excludeHolidays: true }) }, easterMonday);
    expect(slots).toHaveLength(29);
    expect(slots.some((slot) => slot.startAt.startsWith('2026-04-06'))).toBe(false);
  });

  it('ends a night shift the next day, with the right offsets across the changes of time', () => {
    const slots = expandRecurrence(
      { startDate: '2026-03-28', endDate: '2026-03-29', startTime: '21:00', endTime: '06:00', recurrence: rule({}) },
      new Set(),
    );
    expect(slots).toEqual([
      { startAt: '2026-03-28T21:00:00+01:00', endAt: '2026-03-29T06:00:00+02:00' },
      { startAt: '2026-03-29T21:00:00+02:00', endAt: '2026-03-30T06:00:00+02:00' },
    ]);
    const autumn = expandRecurrence(
      { startDate: '2026-10-24', endDate: '2026-10-24', startTime: '08:00', endTime: '08:00', recurrence: null },
      new Set(),
    );
    expect(autumn).toEqual([{ startAt: '2026-10-24T08:00:00+02:00', endAt: '2026-10-25T08:00:00+01:00' }]);
  });

  it('gives nothing when endDate is before startDate', () => {
    expect(expandRecurrence({ ...period, endDate: '2026-03-01', recurrence: rule({}) }, new Set())).toEqual([]);
  });
});

const dateArb = fc.integer({ min: 0, max: 3 * 365 }).map((offset) => addDays('2025-01-01', offset));
const timeArb = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([hours, minutes]) => `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`);
const ruleArb: fc.Arbitrary<RecurrenceRule> = fc.record({
  repeat: fc.constantFrom('daily', 'weekly', 'monthly', 'holidays'),
  days: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 7 }),
  monthDays: fc.uniqueArray(fc.integer({ min: 1, max: 31 }), { maxLength: 31 }),
  excludeHolidays: fc.boolean(),
});
const holidaysArb = fc.uniqueArray(dateArb, { maxLength: 20 }).map((dates) => new Set(dates));

describe('expandRecurrence properties', () => {
  it('gives slots starting within the dates, each ending after it starts, by start', () => {
    fc.assert(
      fc.property(
        dateArb,
        fc.integer({ min: 0, max: 120 }),
        timeArb,
        timeArb,
        fc.option(ruleArb, { nil: null }),
        holidaysArb,
        (startDate, length, startTime, endTime, recurrence, holidays) => {
          const endDate = addDays(startDate, length);
          const slots = expandRecurrence({ startDate, endDate, startTime, endTime, recurrence }, holidays);
          let previousStart = -Infinity;
          for (const slot of slots) {
            const startMs = Date.parse(slot.startAt);
            const endMs = Date.parse(slot.endAt);
            expect(localDateOf(slot.startAt) >= startDate && localDateOf(slot.startAt) <= endDate).toBe(true);
            expect(endMs).toBeGreaterThan(startMs);
            expect(endMs - startMs).toBeLessThanOrEqual(25 * 3_600_000);
            expect(startMs).toBeGreaterThan(previousStart);
            previousStart = startMs;
          }
        },
      ),
    );
  });

  it('gives n slots for n days of a daily recurrence without excludeHolidays', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: 1, max: 400 }), holidaysArb, (startDate, days, holidays) => {
        const slots = expandRecurrence(
          {
            startDate,
            endDate: addDays(startDate, days - 1),
            startTime: '07:00',
            endTime: '19:00',
            recurrence: { repeat: 'daily', days: [], monthDays: [], excludeHolidays: false },
          },
          holidays,
        );
        expect(slots).toHaveLength(days);
      }),
    );
  });
});
