import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatPercent, formatQuantity, formatVatRate } from './number-format.js';

// French typography: U+202F between thousands, U+00A0 before the currency and the percent sign.
const NNBSP = '\u202f';
const NBSP = '\u00a0';
const comma = { currency: 'EUR', decimalSeparator: 'comma' } as const;
const point = { currency: 'EUR', decimalSeparator: 'point' } as const;

describe('number formats of the PDFs', () => {
  it('money: the currency after the amount, narrow no-break spaces between thousands, the agency separator', () => {
    expect(formatMoney('1234.5', comma)).toBe(`1${NNBSP}234,50${NBSP}€`);
    expect(formatMoney('1234567.89', point)).toBe(`1${NNBSP}234${NNBSP}567.89${NBSP}€`);
    expect(formatMoney('-335.23', comma)).toBe(`-335,23${NBSP}€`);
    expect(formatMoney('0', comma)).toBe(`0,00${NBSP}€`);
    expect(formatMoney('99.9', { currency: 'CHF', decimalSeparator: 'comma' })).toBe(`99,90${NBSP}CHF`);
    // Two decimals even where the currency has none: the cents the e-invoice carries are never rounded away.
    expect(formatMoney('12.5', { currency: 'XOF', decimalSeparator: 'comma' })).toBe(`12,50${NBSP}F${NNBSP}CFA`);
  });

  it('quantities and percentages without needless zeros', () => {
    expect(formatQuantity('12.50', comma)).toBe('12,5');
    expect(formatQuantity('1200', comma)).toBe(`1${NNBSP}200`);
    expect(formatQuantity('0.25', point)).toBe('0.25');
    expect(formatPercent('5', comma)).toBe(`5${NBSP}%`);
    expect(formatPercent('7.5', comma)).toBe(`7,5${NBSP}%`);
  });

  it('VAT rates as their French labels, dates as dd/mm/yyyy', () => {
    expect(formatVatRate('5.50', comma)).toBe(`5,5${NBSP}%`);
    expect(formatVatRate('5.50', point)).toBe(`5.5${NBSP}%`);
    expect(formatVatRate('20.00', comma)).toBe(`20${NBSP}%`);
    expect(formatDate('2026-03-31')).toBe('31/03/2026');
    expect(formatDate('2026-04-01T09:00:00.000Z')).toBe('01/04/2026');
  });
});
