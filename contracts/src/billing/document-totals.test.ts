import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyToCents } from '../common/money.js';
import { documentTotals, rowAmount, type TotalsAdjustment, type TotalsRow } from './document-totals.js';
import { lineCents, percentOfCents, VAT_RATES } from './pricing.js';

const row = (quantity: string, unitPrice: string, vatRate: TotalsRow['vatRate'] = '20.00'): TotalsRow => ({
  header: false,
  quantity,
  unitPrice,
  vatRate,
});

describe('row amounts', () => {
  it('rounds quantity × unit price half up to the cent', () => {
    expect(lineCents('1.5', '0.03')).toBe(5); // 4.5 cents
    expect(lineCents('0.33', '10')).toBe(330);
    expect(lineCents('7.25', '24.50')).toBe(17763); // 177.625 €
    expect(rowAmount({ ...row('3', '10'), header: true })).toBe('0.00');
  });

  it('takes a percentage of cents half up, whatever the sign', () => {
    expect(percentOfCents(1005, '20.00')).toBe(201);
    expect(percentOfCents(-1005, '20.00')).toBe(-201);
    expect(percentOfCents(333, '5.50')).toBe(18); // 18.315
  });
});

describe('document totals', () => {
  it('gives the VAT by rate, dearest first, and the totals', () => {
    const totals = documentTotals(
      [row('10', '25.00'), row('2', '100.00', '5.50'), { ...row('1', '999'), header: true }],
      [],
    );
    expect(totals).toMatchObject({
      rowsTotal: '450.00',
      totalExclTax: '450.00',
      vatBreakdown: [
        { rate: '20.00', base: '250.00', vat: '50.00' },
        { rate: '5.50', base: '200.00', vat: '11.00' },
      ],
      totalVat: '61.00',
      totalInclTax: '511.00',
    });
  });

  it('spreads a discount and a fee over the rates in proportion to their bases', () => {
    const adjustments: TotalsAdjustment[] = [
      { label: 'Remise fidélité', kind: 'discount', type: 'percent', value: '5' },
      { label: 'Frais de déplacement', kind: 'fee', type: 'amount', value: '35.00' },
    ];
    const totals = documentTotals([row('10', '30.00'), row('1', '100.00', '10.00')], adjustments);
    expect(totals.adjustments).toEqual([
      {
        label: 'Remise fidélité',
        kind: 'discount',
        amount: '-20.00',
        byRate: [
          { rate: '20.00', amount: '-15.00' },
          { rate: '10.00', amount: '-5.00' },
        ],
      },
      {
        label: 'Frais de déplacement',
        kind: 'fee',
        amount: '35.00',
        byRate: [
          { rate: '20.00', amount: '26.25' },
          { rate: '10.00', amount: '8.75' },
        ],
      },
    ]);
    expect(totals.vatBreakdown).toEqual([
      { rate: '20.00', base: '311.25', vat: '62.25' },
      { rate: '10.00', base: '103.75', vat: '10.38' },
    ]);
    expect(totals.totalExclTax).toBe('415.00');
    expect(totals.totalInclTax).toBe('487.63');
  });

  it('gives a discount above the rows a negative total (the save schema refuses it)', () => {
    const totals = documentTotals(
      [row('1', '10')],
      [{ label: 'Geste', kind: 'discount', type: 'amount', value: '12' }],
    );
    expect(totals.totalExclTax).toBe('-2.00');
  });

  const rows = fc.array(
    fc.record({
      header: fc.boolean(),
      quantity: fc.integer({ min: 0, max: 100_000 }).map((hundredths) => (hundredths / 100).toFixed(2)),
      unitPrice: fc.integer({ min: 0, max: 10_000_000 }).map((cents) => (cents / 100).toFixed(2)),
      vatRate: fc.constantFrom(...VAT_RATES),
    }),
    { maxLength: 30 },
  );
  const adjustments = fc.array(
    fc.record({
      label: fc.constant('Ajustement'),
      kind: fc.constantFrom('discount' as const, 'fee' as const),
      type: fc.constantFrom('percent' as const, 'amount' as const),
      value: fc.integer({ min: 0, max: 10_000 }).map((hundredths) => (hundredths / 100).toFixed(2)),
    }),
    { maxLength: 3 },
  );

  it('always adds up to the cent: rows, adjustments by rate, bases, VAT and totals', () => {
    fc.assert(
      fc.property(rows, adjustments, (documentRows, documentAdjustments) => {
        const totals = documentTotals(documentRows, documentAdjustments);
        const cents = (values: string[]) => values.reduce((sum, value) => sum + moneyToCents(value), 0);
        expect(cents(documentRows.map(rowAmount))).toBe(moneyToCents(totals.rowsTotal));
        for (const adjustment of totals.adjustments) {
          expect(cents(adjustment.byRate.map((share) => share.amount))).toBe(moneyToCents(adjustment.amount));
        }
        const adjusted = moneyToCents(totals.rowsTotal) + cents(totals.adjustments.map((a) => a.amount));
        expect(cents(totals.vatBreakdown.map((entry) => entry.base))).toBe(adjusted);
        expect(moneyToCents(totals.totalExclTax)).toBe(adjusted);
        for (const entry of totals.vatBreakdown) {
          expect(moneyToCents(entry.vat)).toBe(percentOfCents(moneyToCents(entry.base), entry.rate));
        }
        expect(moneyToCents(totals.totalInclTax)).toBe(adjusted + moneyToCents(totals.totalVat));
      }),
    );
  });
});
