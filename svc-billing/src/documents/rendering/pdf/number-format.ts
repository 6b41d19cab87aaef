import { moneyToCents, VAT_RATE_LABELS, type Money, type VatRate } from '@portal/contracts';
import type { DocumentFormat } from '../document-format.js';

/** U+202F between thousands, U+00A0 before the currency: an amount never breaks across lines. */
const NARROW_NO_BREAK_SPACE = '\u202f';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterOf(currency: string | null): Intl.NumberFormat {
  const key = currency ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    // Two decimals whatever the currency's habit (XOF has none): the PDF states the cents the e-invoice carries.
    formatter = currency
      ? new Intl.NumberFormat('fr-FR', {
          style: 'currency',
          currency,
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        })
      : new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Intl's French parts, with the agency's decimal separator and narrow no-break spaces between thousands. */
function joinParts(parts: Intl.NumberFormatPart[], decimalSeparator: DocumentFormat['decimalSeparator']): string {
  return parts
    .map((part) => {
      if (part.type === 'decimal') return decimalSeparator === 'point' ? '.' : ',';
      if (part.type === 'group') return NARROW_NO_BREAK_SPACE;
      return part.value;
    })
    .join('');
}

/** An amount ('1234.5') the French way with the agency's currency and separator: '1 234,50 €'. */
export function formatMoney(amount: Money, format: Pick<DocumentFormat, 'currency' | 'decimalSeparator'>): string {
  const parts = formatterOf(format.currency).formatToParts(moneyToCents(amount) / 100);
  return joinParts(parts, format.decimalSeparator);
}

/** A quantity ('12.50') without needless zeros: '12,5'. */
export function formatQuantity(quantity: string, format: Pick<DocumentFormat, 'decimalSeparator'>): string {
  return joinParts(formatterOf(null).formatToParts(moneyToCents(quantity) / 100), format.decimalSeparator);
}

/** A percentage ('5', '2.5') as '5 %', '2,5 %'. */
export function formatPercent(value: string, format: Pick<DocumentFormat, 'decimalSeparator'>): string {
  return `${formatQuantity(value, format)}\u00a0%`;
}

/** A VAT rate as its French label ('5,5 %'), with the agency's separator. */
export function formatVatRate(rate: VatRate, format: Pick<DocumentFormat, 'decimalSeparator'>): string {
  const label = VAT_RATE_LABELS[rate].replace(' %', '\u00a0%');
  return format.decimalSeparator === 'point' ? label.replace(',', '.') : label;
}

/** A calendar date ('2026-03-31', or an ISO instant) as dd/mm/yyyy. */
export function formatDate(date: string): string {
  const [year, month, day] = date.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}
