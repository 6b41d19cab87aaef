import type { VatRate } from '@portal/contracts';
import { element, textElement } from './xml-text.js';

/** A date of the document ('2026-03-31' or an ISO instant) as CII's `udt:DateTimeString` format 102. */
export function ciiDate(name: string, date: string): string {
  const day = date.slice(0, 10).replaceAll('-', '');
  if (!/^\d{8}$/.test(day)) throw new Error(`Not a calendar date: ${date}`);
  return element(name, textElement('udt:DateTimeString', day, { format: '102' }));
}

/** ISO 3166-1 alpha-2 of a party's country; France when the party has none. */
export function countryCode(country: string): string {
  const code = country.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : 'FR';
}

/** The exemption reason an exempt (0 %) VAT breakdown must give (EN 16931 BR-E-10). */
export const VAT_EXEMPTION_REASON = 'Exonération de TVA';

/** EN 16931 VAT category of a rate (UNTDID 5305): standard rate 'S' when positive, exempt 'E' at 0 %. */
export function vatCategory(rate: VatRate): 'S' | 'E' {
  return Number(rate) > 0 ? 'S' : 'E';
}

/**
 * A `ram:ApplicableTradeTax` / `ram:CategoryTradeTax` body, in the XSD's order. `withExemption`
 * adds the exemption reason of an exempt rate (the VAT breakdown only: lines and allowances carry none).
 */
export function tradeTax(
  rate: VatRate,
  amounts: { vat?: string; base?: string; withExemption?: boolean } = {},
): string {
  const category = vatCategory(rate);
  return [
    amounts.vat === undefined ? '' : textElement('ram:CalculatedAmount', amounts.vat),
    textElement('ram:TypeCode', 'VAT'),
    category === 'E' && amounts.withExemption ? textElement('ram:ExemptionReason', VAT_EXEMPTION_REASON) : '',
    amounts.base === undefined ? '' : textElement('ram:BasisAmount', amounts.base),
    textElement('ram:CategoryCode', category),
    textElement('ram:RateApplicablePercent', rate),
  ].join('');
}
