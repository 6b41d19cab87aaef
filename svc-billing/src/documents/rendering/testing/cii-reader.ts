import { XMLParser } from 'fast-xml-parser';

/**
 * The CII XML read back into plain values (test support, not a test file), with a real XML parser
 * (entities decoded), for the assertions and business rules the XSD cannot check.
 */

type Node = Record<string, unknown>;

const REPEATED = new Set([
  'ram:IncludedSupplyChainTradeLineItem',
  'ram:ApplicableTradeTax',
  'ram:SpecifiedTradeAllowanceCharge',
  'ram:SpecifiedTradeSettlementPaymentMeans',
  'ram:TaxTotalAmount',
  'ram:SpecifiedTaxRegistration',
  'ram:IncludedNote',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (tagName) => REPEATED.has(tagName),
});

const child = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>(
    (current, key) => (current && typeof current === 'object' ? (current as Node)[key] : undefined),
    node,
  );

/** The text of an element, with or without attributes. */
const text = (node: unknown, ...path: string[]): string | null => {
  const value = child(node, ...path);
  if (value === undefined || value === null) return null;
  if (typeof value === 'object') return String((value as Node)['#text'] ?? '');
  return String(value);
};
const attribute = (node: unknown, name: string, ...path: string[]): string | null => {
  const value = child(node, ...path);
  return value && typeof value === 'object' ? (((value as Node)[`@${name}`] as string | undefined) ?? null) : null;
};
const list = (node: unknown, ...path: string[]): unknown[] => (child(node, ...path) as unknown[] | undefined) ?? [];

export type CiiParty = {
  name: string | null;
  globalId: string | null;
  globalIdScheme: string | null;
  legalId: string | null;
  legalIdScheme: string | null;
  vatNumber: string | null;
  email: string | null;
  countryId: string | null;
};

function party(node: unknown): CiiParty {
  const vat = list(node, 'ram:SpecifiedTaxRegistration').find(
    (entry) => attribute(entry, 'schemeID', 'ram:ID') === 'VA',
  );
  return {
    name: text(node, 'ram:Name'),
    globalId: text(node, 'ram:GlobalID'),
    globalIdScheme: attribute(node, 'schemeID', 'ram:GlobalID'),
    legalId: text(node, 'ram:SpecifiedLegalOrganization', 'ram:ID'),
    legalIdScheme: attribute(node, 'schemeID', 'ram:SpecifiedLegalOrganization', 'ram:ID'),
    vatNumber: vat ? text(vat, 'ram:ID') : null,
    email: text(node, 'ram:URIUniversalCommunication', 'ram:URIID'),
    countryId: text(node, 'ram:PostalTradeAddress', 'ram:CountryID'),
  };
}

export function readCii(xml: string) {
  const root = child(parser.parse(xml), 'rsm:CrossIndustryInvoice');
  const transaction = child(root, 'rsm:SupplyChainTradeTransaction');
  const agreement = child(transaction, 'ram:ApplicableHeaderTradeAgreement');
  const settlement = child(transaction, 'ram:ApplicableHeaderTradeSettlement');
  const summation = child(settlement, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation');
  const tax = (node: unknown) => ({
    category: text(node, 'ram:CategoryCode'),
    rate: text(node, 'ram:RateApplicablePercent'),
  });
  return {
    guideline: text(root, 'rsm:ExchangedDocumentContext', 'ram:GuidelineSpecifiedDocumentContextParameter', 'ram:ID'),
    id: text(root, 'rsm:ExchangedDocument', 'ram:ID'),
    typeCode: text(root, 'rsm:ExchangedDocument', 'ram:TypeCode'),
    issueDate: text(root, 'rsm:ExchangedDocument', 'ram:IssueDateTime', 'udt:DateTimeString'),
    notes: list(root, 'rsm:ExchangedDocument', 'ram:IncludedNote').map((note) => text(note, 'ram:Content')),
    lines: list(transaction, 'ram:IncludedSupplyChainTradeLineItem').map((line) => ({
      id: text(line, 'ram:AssociatedDocumentLineDocument', 'ram:LineID'),
      name: text(line, 'ram:SpecifiedTradeProduct', 'ram:Name'),
      description: text(line, 'ram:SpecifiedTradeProduct', 'ram:Description'),
      netPrice: text(line, 'ram:SpecifiedLineTradeAgreement', 'ram:NetPriceProductTradePrice', 'ram:ChargeAmount'),
      quantity: text(line, 'ram:SpecifiedLineTradeDelivery', 'ram:BilledQuantity'),
      unitCode: attribute(line, 'unitCode', 'ram:SpecifiedLineTradeDelivery', 'ram:BilledQuantity'),
      ...tax(list(line, 'ram:SpecifiedLineTradeSettlement', 'ram:ApplicableTradeTax')[0]),
      amount: text(
        line,
        'ram:SpecifiedLineTradeSettlement',
        'ram:SpecifiedTradeSettlementLineMonetarySummation',
        'ram:LineTotalAmount',
      ),
    })),
    buyerReference: text(agreement, 'ram:BuyerReference'),
    seller: party(child(agreement, 'ram:SellerTradeParty')),
    buyer: party(child(agreement, 'ram:BuyerTradeParty')),
    currency: text(settlement, 'ram:InvoiceCurrencyCode'),
    paymentMeans: list(settlement, 'ram:SpecifiedTradeSettlementPaymentMeans').map((means) => ({
      typeCode: text(means, 'ram:TypeCode'),
      iban: text(means, 'ram:PayeePartyCreditorFinancialAccount', 'ram:IBANID'),
      bic: text(means, 'ram:PayeeSpecifiedCreditorFinancialInstitution', 'ram:BICID'),
    })),
    breakdown: list(settlement, 'ram:ApplicableTradeTax').map((entry) => ({
      ...tax(entry),
      basis: text(entry, 'ram:BasisAmount'),
      vat: text(entry, 'ram:CalculatedAmount'),
      exemptionReason: text(entry, 'ram:ExemptionReason'),
    })),
    allowanceCharges: list(settlement, 'ram:SpecifiedTradeAllowanceCharge').map((entry) => ({
      charge: text(entry, 'ram:ChargeIndicator', 'udt:Indicator') === 'true',
      amount: text(entry, 'ram:ActualAmount'),
      reason: text(entry, 'ram:Reason'),
      ...tax(child(entry, 'ram:CategoryTradeTax')),
    })),
    terms: {
      description: text(settlement, 'ram:SpecifiedTradePaymentTerms', 'ram:Description'),
      dueDate: text(settlement, 'ram:SpecifiedTradePaymentTerms', 'ram:DueDateDateTime', 'udt:DateTimeString'),
    },
    totals: {
      lineTotal: text(summation, 'ram:LineTotalAmount'),
      chargeTotal: text(summation, 'ram:ChargeTotalAmount'),
      allowanceTotal: text(summation, 'ram:AllowanceTotalAmount'),
      taxBasis: text(summation, 'ram:TaxBasisTotalAmount'),
      taxTotal: text(list(summation, 'ram:TaxTotalAmount')[0]),
      taxCurrency: attribute(list(summation, 'ram:TaxTotalAmount'), 'currencyID', '0'),
      grandTotal: text(summation, 'ram:GrandTotalAmount'),
      prepaid: text(summation, 'ram:TotalPrepaidAmount'),
      duePayable: text(summation, 'ram:DuePayableAmount'),
    },
    precedingInvoice: text(settlement, 'ram:InvoiceReferencedDocument', 'ram:IssuerAssignedID'),
  };
}

export type CiiInvoice = ReturnType<typeof readCii>;
