import { VAT_RATES, type VatRate } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { readCii } from '../testing/cii-reader.js';
import {
  commercialDocument,
  payment,
  SAMPLE_DOCUMENTS,
  type AdjustmentSpec,
  type RowSpec,
} from '../testing/document-fixtures.js';
import { businessRuleViolations } from '../testing/en16931-rules.js';
import { facturXml } from './factur-xml.js';

/** A seeded generator, so that a failure replays. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

/** A random invoice: 1–40 rows (some section titles) over random rates, up to 3 discounts and fees, maybe paid in part. */
function randomInvoice(seed: number) {
  const next = random(seed);
  const decimal = (max: number) => `${next(max)}.${String(next(100)).padStart(2, '0')}`;
  const rows: RowSpec[] = Array.from({ length: 1 + next(40) }, (_, index) =>
    next(8) === 0 && index > 0
      ? { designation: `Section ${index}`, header: true }
      : {
          designation: `Ligne ${index}`,
          quantity: decimal(50),
          unitPrice: decimal(900),
          vatRate: VAT_RATES[next(VAT_RATES.length)] as VatRate,
        },
  );
  rows.unshift({ designation: 'Prestation de base', quantity: '1', unitPrice: '500.00', vatRate: '20.00' });
  const adjustments: AdjustmentSpec[] = Array.from({ length: next(4) }, (_, index) => ({
    label: `Ajustement ${index}`,
    kind: next(2) === 0 ? 'discount' : 'fee',
    type: next(2) === 0 ? 'percent' : 'amount',
    value: next(2) === 0 ? `${next(15)}.${next(10)}` : decimal(40),
  }));
  return commercialDocument({ rows, adjustments, payments: next(3) === 0 ? [payment(decimal(400))] : [] });
}

describe('Factur-X XML: the EN 16931 business rules on amounts (BR-CO-10 to 16, BR-S-08/09, BR-E-08/09/10)', () => {
  it.each(Object.entries(SAMPLE_DOCUMENTS))('%s breaks none', (_name, make) => {
    expect(businessRuleViolations(readCii(facturXml(make())))).toEqual([]);
  });

  it('200 random invoices (rows, rates, discounts, fees, payments) break none', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const invoice = readCii(facturXml(randomInvoice(seed)));
      expect(businessRuleViolations(invoice), `seed ${seed}`).toEqual([]);
    }
  });

  it('the discount over two rates with 0 % gives each rate its base: lines − its share of discounts + its share of fees', () => {
    const invoice = readCii(facturXml(SAMPLE_DOCUMENTS.discountOverTwoRates()));
    expect(invoice.breakdown).toEqual([
      { category: 'S', rate: '20.00', basis: '5638.66', vat: '1127.73', exemptionReason: null },
      { category: 'S', rate: '10.00', basis: '242.60', vat: '24.26', exemptionReason: null },
      { category: 'E', rate: '0.00', basis: '423.14', vat: '0.00', exemptionReason: 'Exonération de TVA' },
    ]);
    // 'Remise fidélité' (5 % of 6 704.63 = 335.23) spread over the three rates.
    const loyalty = invoice.allowanceCharges.filter((entry) => entry.reason === 'Remise fidélité');
    expect(loyalty.map((entry) => [entry.charge, entry.rate, entry.amount])).toEqual([
      [false, '20.00', '299.83'],
      [false, '10.00', '12.90'],
      [false, '0.00', '22.50'],
    ]);
    expect(invoice.allowanceCharges.filter((entry) => entry.charge).map((entry) => entry.amount)).toEqual([
      '31.30',
      '1.35',
      '2.35',
    ]);
    expect(invoice.totals).toEqual({
      lineTotal: '6704.63',
      chargeTotal: '35.00',
      allowanceTotal: '435.23',
      taxBasis: '6304.40',
      taxTotal: '1151.99',
      taxCurrency: 'EUR',
      grandTotal: '7456.39',
      // The accepted payment only: the refused one settles nothing.
      prepaid: '1000.00',
      duePayable: '6456.39',
    });
  });

  it('the checks catch an inconsistent XML (so they can fail)', () => {
    const xml = facturXml(SAMPLE_DOCUMENTS.discountOverTwoRates());
    const tampered = {
      'BR-CO-10': xml.replace('<ram:LineTotalAmount>5580.00', '<ram:LineTotalAmount>5580.01'),
      'BR-CO-13': xml.replace('<ram:TaxBasisTotalAmount>6304.40', '<ram:TaxBasisTotalAmount>6304.41'),
      'BR-CO-15': xml.replace('<ram:GrandTotalAmount>7456.39', '<ram:GrandTotalAmount>7456.40'),
      'BR-S-08': xml.replace('<ram:BasisAmount>242.60', '<ram:BasisAmount>242.61'),
      'BR-S-09': xml.replace('<ram:CalculatedAmount>24.26', '<ram:CalculatedAmount>24.27'),
    };
    for (const [rule, variant] of Object.entries(tampered)) {
      expect(variant, rule).not.toBe(xml);
      expect(businessRuleViolations(readCii(variant)).join('\n'), rule).toContain(rule);
    }
  });
});
