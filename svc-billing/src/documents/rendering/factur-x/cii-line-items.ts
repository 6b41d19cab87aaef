import { PRICE_UNIT_CODES, rowAmount, type DocumentRow } from '@portal/contracts';
import { tradeTax } from './cii-values.js';
import { element, optionalTextElement, textElement } from './xml-text.js';

/** The rows an e-invoice carries as lines: header rows are section titles of the PDF, not lines. */
export function pricedRows(rows: readonly DocumentRow[]): DocumentRow[] {
  return rows.filter((row) => !row.header);
}

/**
 * One invoice line (BG-25): its number, designation and description, the net unit price
 * excl. tax, the quantity with its UN/ECE rec. 20 unit, its VAT category and rate, its amount
 * (quantity × price to the cent, as the document's totals count it).
 */
function lineItem(row: DocumentRow, lineNumber: number): string {
  const description = [row.description.trim(), row.siteName ? `Site : ${row.siteName}` : ''].filter(Boolean).join('\n');
  return element(
    'ram:IncludedSupplyChainTradeLineItem',
    [
      element('ram:AssociatedDocumentLineDocument', textElement('ram:LineID', String(lineNumber))),
      element(
        'ram:SpecifiedTradeProduct',
        textElement('ram:Name', row.designation) + optionalTextElement('ram:Description', description),
      ),
      element(
        'ram:SpecifiedLineTradeAgreement',
        element('ram:NetPriceProductTradePrice', textElement('ram:ChargeAmount', row.unitPrice)),
      ),
      element(
        'ram:SpecifiedLineTradeDelivery',
        textElement('ram:BilledQuantity', row.quantity, { unitCode: PRICE_UNIT_CODES[row.priceUnit] }),
      ),
      element(
        'ram:SpecifiedLineTradeSettlement',
        element('ram:ApplicableTradeTax', tradeTax(row.vatRate)) +
          element(
            'ram:SpecifiedTradeSettlementLineMonetarySummation',
            textElement('ram:LineTotalAmount', rowAmount(row)),
          ),
      ),
    ].join(''),
  );
}

/** Every priced row as a line, numbered from 1 in the document's order. */
export function lineItems(rows: readonly DocumentRow[]): string {
  return pricedRows(rows)
    .map((row, index) => lineItem(row, index + 1))
    .join('');
}
