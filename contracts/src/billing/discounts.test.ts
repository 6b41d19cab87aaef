import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toFieldIssues } from '../common/validation.js';
import { SaveDiscountSchema, applyAdjustment, discountTypeLabel } from './discounts.js';

/** The French field errors of a refused parse. */
const issuesOf = (result: z.ZodSafeParseResult<unknown>) => (result.success ? [] : toFieldIssues(result.error));

describe('applyAdjustment (spec 02 §9: rounded to 2 decimals)', () => {
  it('takes a percentage of the total excl. tax off, rounded half up to the cent', () => {
    // 5 % of 123.45 € = 6.1725 € → 6.17 €.
    expect(applyAdjustment(12_345, { kind: 'discount', type: 'percent', value: '5' })).toBe(12_345 - 617);
    // 12.5 % of 0.20 € = 0.025 € → 0.03 € (half up).
    expect(applyAdjustment(20, { kind: 'discount', type: 'percent', value: '12.50' })).toBe(17);
  });

  it('takes a fixed amount off, never below zero', () => {
    expect(applyAdjustment(10_000, { kind: 'discount', type: 'amount', value: '35.00' })).toBe(6_500);
    expect(applyAdjustment(2_000, { kind: 'discount', type: 'amount', value: '35' })).toBe(0);
  });

  it('adds a fee: a fixed amount, or a percentage of the amount excl. tax', () => {
    expect(applyAdjustment(10_000, { kind: 'fee', type: 'amount', value: '35.00' })).toBe(13_500);
    expect(applyAdjustment(33_333, { kind: 'fee', type: 'percent', value: '3.3' })).toBe(33_333 + 1_100);
  });

  const amount = fc.integer({ min: 0, max: 10_000_000_000 });
  const percent = fc.integer({ min: 0, max: 10_000 }).map((hundredths) => (hundredths / 100).toFixed(2));

  it('a discount of p % and a fee of p % move the amount by the same number of cents', () => {
    fc.assert(
      fc.property(amount, percent, (cents, value) => {
        const off = cents - applyAdjustment(cents, { kind: 'discount', type: 'percent', value });
        const on = applyAdjustment(cents, { kind: 'fee', type: 'percent', value }) - cents;
        expect(off).toBe(on);
        // Within half a cent of the exact share.
        expect(Math.abs(off - (cents * Number(value)) / 100)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it('a discount keeps the amount between zero and itself; 100 % leaves nothing', () => {
    fc.assert(
      fc.property(amount, percent, (cents, value) => {
        const after = applyAdjustment(cents, { kind: 'discount', type: 'percent', value });
        expect(after).toBeGreaterThanOrEqual(0);
        expect(after).toBeLessThanOrEqual(cents);
        expect(applyAdjustment(cents, { kind: 'discount', type: 'percent', value: '100' })).toBe(0);
      }),
    );
  });
});

describe('the discount form (SaveDiscountSchema)', () => {
  it('answers the value with its kind and type, and the labels of the spec', () => {
    const parsed = SaveDiscountSchema.parse({
      label: ' Remise fidélité ',
      kind: 'discount',
      type: 'percent',
      value: '5',
    });
    expect(parsed).toEqual({ label: 'Remise fidélité', kind: 'discount', type: 'percent', value: '5' });
    expect(discountTypeLabel({ kind: 'discount', type: 'percent' })).toBe('Pourcentage du total HT');
    expect(discountTypeLabel({ kind: 'discount', type: 'amount' })).toBe('Montant fixe HT');
    expect(discountTypeLabel({ kind: 'fee', type: 'amount' })).toBe('Montant fixe HT');
    expect(discountTypeLabel({ kind: 'fee', type: 'percent' })).toBe('Pourcentage du montant HT');
  });

  it('refuses a missing label, more than 2 decimals, a negative value and a percentage above 100, in French', () => {
    const refused = SaveDiscountSchema.safeParse({ label: '', kind: 'fee', type: 'percent', value: '100.5' });
    expect(issuesOf(refused)).toEqual([
      { path: 'label', message: 'Obligatoire' },
      { path: 'value', message: 'Un pourcentage ne peut pas dépasser 100' },
    ]);
    for (const value of ['1.234', '-5', 'abc', '']) {
      const result = SaveDiscountSchema.safeParse({ label: 'Frais', kind: 'fee', type: 'amount', value });
      expect([value, issuesOf(result).map((issue) => issue.path)]).toEqual([value, ['value']]);
    }
    expect(issuesOf(SaveDiscountSchema.safeParse({ label: 'x', kind: 'rebate', type: 'amount', value: '1' }))).toEqual([
      { path: 'kind', message: 'Format invalide' },
    ]);
  });
});
