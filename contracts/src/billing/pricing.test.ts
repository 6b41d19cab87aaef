import { describe, expect, it } from 'vitest';
import { EstimatedHoursSchema, durationBelowEstimate, soldHundredthsOfHour } from './pricing.js';

describe('the duration an estimate sells (02 §5)', () => {
  const rows = [
    { header: true, quantity: '99' },
    { quantity: '7.5', priceUnit: 'hour' as const },
    { quantity: '0.25', priceUnit: 'hour' as const },
    { quantity: '40', priceUnit: 'amount' as const },
    { quantity: '12', priceUnit: 'sqm' as const },
    { quantity: 'abc', priceUnit: 'hour' as const },
  ];

  it('counts the quantities of the rows sold by the hour only', () => {
    expect(soldHundredthsOfHour(rows)).toBe(775);
  });

  it('warns when they add up to less than the estimate, not when equal or more, nor without an estimate', () => {
    expect(durationBelowEstimate(rows, '8')).toBe(true);
    expect(durationBelowEstimate(rows, '7.75')).toBe(false);
    expect(durationBelowEstimate(rows, '7')).toBe(false);
    expect(durationBelowEstimate(rows, null)).toBe(false);
    expect(durationBelowEstimate(rows, '')).toBe(false);
    expect(durationBelowEstimate(rows, 'dix')).toBe(false);
  });
});

describe('an estimated duration', () => {
  it('is hours with at most two decimals, never negative, refused in French otherwise', () => {
    expect(EstimatedHoursSchema.parse(' 7.5 ')).toBe('7.5');
    for (const bad of ['-1', '1.234', 'dix']) {
      expect(EstimatedHoursSchema.safeParse(bad).error?.issues[0]?.message).toBe(
        'La durée doit être un nombre d’heures positif avec au plus 2 décimales',
      );
    }
  });
});
