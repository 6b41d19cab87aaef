import type { CiiInvoice } from './cii-reader.js';

/**
 * The EN 16931 business rules on amounts that an XSD cannot check (test support, not a test file),
 * in integer cents. Returns one message per broken rule; none for a consistent invoice.
 */
const cents = (amount: string | null): number => {
  if (amount === null || !/^-?\d+(\.\d{1,2})?$/.test(amount)) return Number.NaN;
  const [units = '0', decimals = ''] = amount.replace('-', '').split('.');
  const value = Number(units) * 100 + Number(decimals.padEnd(2, '0'));
  return amount.startsWith('-') ? -value : value;
};
const sum = (amounts: (string | null)[]) => amounts.reduce((total, amount) => total + cents(amount), 0);
/** `base × rate %` rounded half away from zero to the cent (BR-CO-17). */
const vatOf = (base: number, rate: string | null) => {
  const product = base * cents(rate);
  return Math.sign(product) * Math.round(Math.abs(product) / 10_000);
};

export function businessRuleViolations(invoice: CiiInvoice): string[] {
  const violations: string[] = [];
  const check = (rule: string, actual: number, expected: number) => {
    if (Number.isNaN(actual) || actual !== expected) violations.push(`${rule}: ${actual} ≠ ${expected}`);
  };
  const { totals } = invoice;
  const allowances = invoice.allowanceCharges.filter((entry) => !entry.charge);
  const charges = invoice.allowanceCharges.filter((entry) => entry.charge);

  check('BR-CO-10 sum of line net amounts', cents(totals.lineTotal), sum(invoice.lines.map((line) => line.amount)));
  check(
    'BR-CO-11 sum of allowances',
    cents(totals.allowanceTotal ?? '0'),
    sum(allowances.map((entry) => entry.amount)),
  );
  check('BR-CO-12 sum of charges', cents(totals.chargeTotal ?? '0'), sum(charges.map((entry) => entry.amount)));
  check(
    'BR-CO-13 tax basis',
    cents(totals.taxBasis),
    cents(totals.lineTotal) - cents(totals.allowanceTotal ?? '0') + cents(totals.chargeTotal ?? '0'),
  );
  check('BR-CO-14 VAT total', cents(totals.taxTotal), sum(invoice.breakdown.map((entry) => entry.vat)));
  check('BR-CO-15 grand total', cents(totals.grandTotal), cents(totals.taxBasis) + cents(totals.taxTotal));
  check('BR-CO-16 amount due', cents(totals.duePayable), cents(totals.grandTotal) - cents(totals.prepaid ?? '0'));

  for (const entry of invoice.breakdown) {
    const sameRate = (item: { category: string | null; rate: string | null }) =>
      item.category === entry.category && cents(item.rate) === cents(entry.rate);
    const rule = `BR-${entry.category}-08 taxable amount at ${entry.rate} %`;
    check(
      rule,
      cents(entry.basis),
      sum(invoice.lines.filter(sameRate).map((line) => line.amount)) -
        sum(allowances.filter(sameRate).map((item) => item.amount)) +
        sum(charges.filter(sameRate).map((item) => item.amount)),
    );
    if (entry.category === 'S')
      check(`BR-S-09 VAT at ${entry.rate} %`, cents(entry.vat), vatOf(cents(entry.basis), entry.rate));
    if (entry.category === 'E') {
      check(`BR-E-09 VAT at ${entry.rate} %`, cents(entry.vat), 0);
      if (!entry.exemptionReason) violations.push('BR-E-10 exemption reason missing');
    }
  }
  const usedRates = new Set(invoice.lines.map((line) => `${line.category}/${cents(line.rate)}`));
  const breakdownRates = new Set(invoice.breakdown.map((entry) => `${entry.category}/${cents(entry.rate)}`));
  if ([...usedRates].some((rate) => !breakdownRates.has(rate)))
    violations.push('BR-S-01/BR-E-01 rate without breakdown');
  if (cents(totals.duePayable) > 0 && !invoice.terms.dueDate && !invoice.terms.description) {
    violations.push('BR-CO-25 due date or payment terms missing');
  }
  return violations;
}
