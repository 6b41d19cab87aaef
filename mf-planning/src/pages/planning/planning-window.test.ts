import { describe, expect, it } from 'vitest';
import { planningDays, shiftAnchor } from './planning-window.js';

describe('planning windows', () => {
  it('a week runs Monday to Sunday around the day', () => {
    expect(planningDays(3, '2026-11-26')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('P4S is four weeks from the Monday, a month its calendar days, a day itself', () => {
    expect(planningDays(1, '2026-11-26')).toHaveLength(28);
    expect(planningDays(1, '2026-11-26')[0]).toBe('2026-11-23');
    expect(planningDays(2, '2026-02-10')).toHaveLength(28);
    expect(planningDays(2, '2026-03-31').at(-1)).toBe('2026-03-31');
    expect(planningDays(4, '2026-03-29')).toEqual(['2026-03-29']);
  });

  it('moves by the mode’s length, months by calendar month', () => {
    expect(shiftAnchor(3, '2026-11-26', 1)).toBe('2026-12-03');
    expect(shiftAnchor(2, '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftAnchor(2, '2026-01-15', -1)).toBe('2025-12-01');
    expect(shiftAnchor(4, '2026-03-01', -1)).toBe('2026-02-28');
  });
});
