import { describe, expect, it } from 'vitest';
import { estimateValidUntil, invoiceDueDate } from './due-date.js';

describe('invoiceDueDate', () => {
  it('À réception: the invoice date itself', () => {
    expect(invoiceDueDate('2026-03-12', 'upon_receipt', 30)).toBe('2026-03-12');
  });

  it('Jours nets: so many days later, across months and years', () => {
    expect(invoiceDueDate('2026-03-12', 'days', 30)).toBe('2026-04-11');
    expect(invoiceDueDate('2026-12-15', 'days', 45)).toBe('2027-01-29');
    expect(invoiceDueDate('2026-03-12', 'days', 0)).toBe('2026-03-12');
  });

  it('Jours fin de mois: the end of the month the days reach, leap years included', () => {
    expect(invoiceDueDate('2026-01-10', 'days_end_of_month', 30)).toBe('2026-02-28');
    expect(invoiceDueDate('2028-01-10', 'days_end_of_month', 30)).toBe('2028-02-29');
    expect(invoiceDueDate('2026-11-20', 'days_end_of_month', 45)).toBe('2027-01-31');
    expect(invoiceDueDate('2026-03-31', 'days_end_of_month', 0)).toBe('2026-03-31');
  });
});

describe('estimateValidUntil', () => {
  it('the validity of the settings after the date', () => {
    expect(estimateValidUntil('2026-03-12', 30)).toBe('2026-04-11');
  });
});
