import { documentTotals, type BankAccount, type CommercialDocument } from '@portal/contracts';
import { tradeParty } from './cii-party.js';
import { lineItems, pricedRows } from './cii-line-items.js';
import { headerTradeSettlement } from './cii-settlement.js';
import { ciiDate } from './cii-values.js';
import { element, optionalTextElement, textElement } from './xml-text.js';

/** Factur-X profile EN 16931 (the guideline id of the European norm, BT-24). */
export const EN16931_GUIDELINE = 'urn:cen.eu:en16931:2017';

/** UNTDID 1001: 380 commercial invoice, 381 credit note. */
const TYPE_CODES = { invoice: '380', credit_note: '381' } as const;

const NAMESPACES = {
  'xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  'xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  'xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  'xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};

/** Only a validated invoice or credit note (it has its number) is an e-invoice. */
export function carriesFacturX(document: CommercialDocument): boolean {
  return document.kind !== 'estimate' && document.number !== null;
}

/**
 * The EN 16931 e-invoice of a validated invoice or credit note: UN/CEFACT Cross Industry Invoice
 * (D16B) of the Factur-X profile EN 16931, as the `factur-x.xml` its PDF carries. Amounts come
 * from the contracts' `documentTotals` over the document's rows and adjustments (the same
 * arithmetic as its saved totals), so every sum the norm checks adds up to the cent. A credit note
 * states positive amounts (its type code says it is a credit) and refers to the invoice it corrects.
 *
 * `bankAccount` is the agency's IBAN and BIC (billing settings' legal identity): with an IBAN the
 * payment means is a SEPA credit transfer to it. Throws for an estimate or a draft (no number).
 */
export function facturXml(document: CommercialDocument, bankAccount: BankAccount | null = null): string {
  if (document.kind === 'estimate' || document.number === null) {
    throw new Error('Only a validated invoice or credit note has a Factur-X XML');
  }
  if (pricedRows(document.rows).length === 0) throw new Error('An e-invoice needs at least one priced row');
  const totals = documentTotals(document.rows, document.adjustments);
  const body = [
    element(
      'rsm:ExchangedDocumentContext',
      element('ram:GuidelineSpecifiedDocumentContextParameter', textElement('ram:ID', EN16931_GUIDELINE)),
    ),
    element(
      'rsm:ExchangedDocument',
      [
        textElement('ram:ID', document.number),
        textElement('ram:TypeCode', TYPE_CODES[document.kind]),
        ciiDate('ram:IssueDateTime', document.date),
        document.title.trim() ? element('ram:IncludedNote', textElement('ram:Content', document.title.trim())) : '',
      ].join(''),
    ),
    element(
      'rsm:SupplyChainTradeTransaction',
      [
        lineItems(document.rows),
        element(
          'ram:ApplicableHeaderTradeAgreement',
          [
            optionalTextElement('ram:BuyerReference', document.buyer.reference),
            tradeParty('ram:SellerTradeParty', document.seller),
            tradeParty('ram:BuyerTradeParty', document.buyer),
          ].join(''),
        ),
        '<ram:ApplicableHeaderTradeDelivery/>',
        headerTradeSettlement(document, totals, bankAccount),
      ].join(''),
    ),
  ].join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${element('rsm:CrossIndustryInvoice', body, NAMESPACES)}\n`;
}
