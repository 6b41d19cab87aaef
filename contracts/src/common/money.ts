import { z } from 'zod';

/** Currencies an agency may invoice in (spec 00 §3). */
export const CURRENCIES = [
  'EUR',
  'MAD',
  'GBP',
  'USD',
  'CHF',
  'XOF',
  'GHS',
  'MUR',
  'MRU',
  'RUB',
  'SAR',
  'IRR',
  'TRY',
  'CUP',
  'DZD',
  'CAD',
  'XPF',
] as const;
export const CurrencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof CurrencySchema>;

/** Amounts travel as decimal strings ("1234.50"), never floats. */
export const MoneySchema = z.string().regex(/^-?\d{1,11}(\.\d{1,2})?$/, { message: 'Montant invalide' });
export type Money = z.infer<typeof MoneySchema>;

/** A price as the services store it (`numeric(12, 2)`): never negative, at most 10 digits of units. */
export const PriceSchema = z.string().regex(/^\d{1,10}(\.\d{1,2})?$/, { message: 'Montant invalide' });

/** Integer cents, for arithmetic inside a service. */
export const CentsSchema = z.int();

export function moneyToCents(value: Money): number {
  const negative = value.startsWith('-');
  const [units = '0', decimals = ''] = value.replace('-', '').split('.');
  const cents = Number(units) * 100 + Number(decimals.padEnd(2, '0'));
  return negative ? -cents : cents;
}

export function centsToMoney(cents: number): Money {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
