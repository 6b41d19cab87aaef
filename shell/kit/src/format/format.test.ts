import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date.js';
import { formatDecimal } from './format-decimal.js';
import { formatFileSize } from './format-file-size.js';
import { formatMoney } from './format-money.js';

// Intl writes French amounts with no-break spaces: U+202F between thousands, U+00A0 before the symbol.
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('French amounts', () => {
  it('from cents or from the decimal strings amounts travel as', () => {
    expect(formatMoney(123_456)).toBe(`1${NNBSP}234,56${NBSP}€`);
    expect(formatMoney('1234.56')).toBe(`1${NNBSP}234,56${NBSP}€`);
    expect(formatMoney('-0.5')).toBe(`-0,50${NBSP}€`);
    expect(formatMoney('99.9', 'CHF')).toBe(`99,90${NBSP}CHF`);
    expect(formatMoney('pas un montant')).toBe('');
  });
});

describe('decimals', () => {
  it('comma by default, point on request', () => {
    expect(formatDecimal(1234.5)).toBe('1234,5');
    expect(formatDecimal('12.125')).toBe('12,125');
    expect(formatDecimal(2, { decimals: 2 })).toBe('2,00');
    expect(formatDecimal(1234.5, { separator: 'point' })).toBe('1234.5');
    expect(formatDecimal('abc')).toBe('');
  });
});

describe('file sizes in Octets, Ko, Mo, Go (base 1024)', () => {
  it('picks the unit and writes the French decimal', () => {
    expect(formatFileSize(512)).toBe('512 Octets');
    expect(formatFileSize(1536)).toBe('1,5 Ko');
    expect(formatFileSize(25_000_000)).toBe('23,84 Mo');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 Go');
  });
});

describe('dates in Europe/Paris whatever the machine', () => {
  const machineZone = process.env['TZ'];
  afterEach(() => {
    if (machineZone === undefined) delete process.env['TZ'];
    else process.env['TZ'] = machineZone;
  });

  it.each(['UTC', 'America/New_York', 'Pacific/Kiritimati'])('on a machine in %s', (zone) => {
    process.env['TZ'] = zone;
    // The night of the switch to summer time, and a summer afternoon.
    expect(formatDateTime('2026-03-28T23:30:00Z')).toBe('29/03/2026 00:30');
    expect(formatDate('2026-03-28T23:30:00Z')).toBe('29/03/2026');
    expect(formatDateTime(new Date(Date.UTC(2026, 6, 14, 12, 5)))).toBe('14/07/2026 14:05');
    // A calendar date is never shifted.
    expect(formatDate('2026-01-01')).toBe('01/01/2026');
    expect(formatDateTime('2026-01-01')).toBe('01/01/2026');
    expect(formatDate(null)).toBe('');
  });
});
