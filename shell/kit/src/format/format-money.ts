import { DEFAULT_CURRENCY, MoneySchema, moneyToCents, type Currency, type Money } from '@portal/contracts';

const formatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('fr-FR', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/**
 * An amount the French way: `123456` cents or the decimal string `"1234.56"` (how amounts travel,
 * see contracts' `MoneySchema`) → `1 234,56 €`. Intl puts no-break spaces (U+202F between thousands,
 * U+00A0 before the symbol) so the amount never breaks across lines. An unreadable amount gives ''.
 */
export function formatMoney(amount: number | Money, currency: Currency | string = DEFAULT_CURRENCY): string {
  let cents: number;
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) return '';
    cents = Math.round(amount);
  } else {
    if (!MoneySchema.safeParse(amount).success) return '';
    cents = moneyToCents(amount);
  }
  return moneyFormatter(currency).format(cents / 100);
}
