/**
 * Stripe's SEPA Direct Debit test IBANs: the payment is `processing`, then succeeds or fails.
 * Any other valid IBAN behaves like the succeeding one.
 */
export const SEPA_TEST_IBANS = {
  succeeds: 'FR1420041010050500013M02606',
  fails: 'FR8420041010050500013M02607',
} as const;

export function sepaOutcome(iban: string): 'succeed' | 'fail' {
  return iban === SEPA_TEST_IBANS.fails ? 'fail' : 'succeed';
}

/** Without spaces, upper case. */
export function normalizeIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

/** ISO 13616: the country, two check digits, then letters and digits whose mod-97 is 1. */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const digits = [...(iban.slice(4) + iban.slice(0, 4))]
    .map((char) => (/\d/.test(char) ? char : String(char.charCodeAt(0) - 55)))
    .join('');
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** The bank and branch codes inside the IBAN, where the country puts them (France, Germany…). */
export function ibanBankCodes(iban: string): { bank_code: string; branch_code: string } {
  const country = iban.slice(0, 2);
  if (country === 'FR') return { bank_code: iban.slice(4, 9), branch_code: iban.slice(9, 14) };
  if (country === 'DE') return { bank_code: iban.slice(4, 12), branch_code: '' };
  return { bank_code: iban.slice(4, 8), branch_code: '' };
}
