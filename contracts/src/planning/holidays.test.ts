import { describe, expect, it } from 'vitest';
import { publicHolidays } from './holidays.js';

describe('public holidays', () => {
  it('lists the French public holidays of a period, observances left out', () => {
    const holidays = publicHolidays('FR', '2026-01-01', '2026-12-31');
    expect([...holidays].sort()).toEqual([
      '2026-01-01',
      '2026-04-06',
      '2026-05-01',
      '2026-05-08',
      '2026-05-14',
      '2026-05-25',
      '2026-07-14',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-25',
    ]);
  });

  it('crosses years and keeps to the period', () => {
    expect([...publicHolidays('fr', '2025-12-20', '2026-01-05')].sort()).toEqual(['2025-12-25', '2026-01-01']);
    expect(publicHolidays('FR', '2026-01-02', '2026-04-05').size).toBe(0);
    expect(publicHolidays('FR', '2026-02-01', '2026-01-01').size).toBe(0);
  });

  it('knows the holidays of a state, such as Moselle', () => {
    const moselle = publicHolidays('FR-57', '2026-01-01', '2026-12-31');
    expect(moselle.has('2026-04-03')).toBe(true);
    expect(moselle.has('2026-12-26')).toBe(true);
    expect(publicHolidays('fr_57', '2026-12-26', '2026-12-26').size).toBe(1);
  });

  it('has none for an unknown locale', () => {
    expect(publicHolidays('XX', '2026-01-01', '2026-12-31').size).toBe(0);
    expect(publicHolidays('', '2026-01-01', '2026-12-31').size).toBe(0);
    expect(publicHolidays('nonsense', '2026-01-01', '2026-12-31').size).toBe(0);
  });
});
