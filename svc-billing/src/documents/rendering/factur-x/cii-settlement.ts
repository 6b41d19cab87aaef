import {
  centsToMoney,
  moneyToCents,
  type BankAccount,
  type CommercialDocument,
  type DocumentTotals,
  type Money,
} from '@portal/contracts';
import { ciiDate, tradeTax } from './cii-values.js';
import { element, optionalTextElement, textElement } from './xml-text.js';

/** UNTDID 4461: 58 SEPA credit transfer (with the seller's IBAN and BIC), else 1 (not defined). */
function paymentMeans(account: BankAccount | null): string {
  const iban = account?.iban.replace(/\s/g, '') ?? '';
  const bic = account?.bic.trim() ?? '';
  if (!iban) return element('ram:SpecifiedTradeSettlementPaymentMeans', textElement('ram:TypeCode', '1'));
  return element(
    'ram:SpecifiedTradeSettlementPaymentMeans',
    [
      textElement('ram:TypeCode', '58'),
      element('ram:PayeePartyCreditorFinancialAccount', textElement('ram:IBANID', iban)),
      bic ? element('ram:PayeeSpecifiedCreditorFinancialInstitution', textElement('ram:BICID', bic)) : '',
    ].join(''),
  );
}

/** The VAT breakdown (BG-23): one entry per rate, its taxable base after discounts and fees, its VAT. */
function vatBreakdown(totals: DocumentTotals): string {
  return totals.vatBreakdown
    .map((entry) =>
      element(
        'ram:ApplicableTradeTax',
        tradeTax(entry.rate, { vat: entry.vat, base: entry.base, withExemption: true }),
      ),
    )
    .join('');
}

/**
 * Document-level allowances (BG-20, discounts) and charges (BG-21, fees): EN 16931 gives each one
 * VAT category and rate, so an adjustment spread over several rates is one entry per rate (its
 * share from `documentTotals`). Amounts are unsigned; the indicator tells a charge from an allowance.
 */
function allowancesAndCharges(totals: DocumentTotals): string {
  return totals.adjustments
    .flatMap((adjustment) =>
      adjustment.byRate
        .filter((share) => moneyToCents(share.amount) !== 0)
        .map((share) =>
          element(
            'ram:SpecifiedTradeAllowanceCharge',
            [
              element('ram:ChargeIndicator', textElement('udt:Indicator', String(adjustment.kind === 'fee'))),
              textElement('ram:ActualAmount', centsToMoney(Math.abs(moneyToCents(share.amount)))),
              textElement('ram:Reason', adjustment.label),
              element('ram:CategoryTradeTax', tradeTax(share.rate)),
            ].join(''),
          ),
        ),
    )
    .join('');
}

/** Payment terms (BT-20) and due date (BT-9): the document's legal texts and its échéance. */
function paymentTerms(document: CommercialDocument): string {
  const description = document.paymentTerms.trim();
  if (!description && !document.dueDate) return '';
  return element(
    'ram:SpecifiedTradePaymentTerms',
    optionalTextElement('ram:Description', description) +
      (document.dueDate ? ciiDate('ram:DueDateDateTime', document.dueDate) : ''),
  );
}

/** What the accepted payments already settled (BT-113): only they lower what remains due. */
export function prepaidCents(document: CommercialDocument): number {
  return document.payments
    .filter((payment) => payment.status === 'accepted')
    .reduce((sum, payment) => sum + moneyToCents(payment.amount), 0);
}

/** The document totals (BG-22), in the XSD's order. */
function monetarySummation(document: CommercialDocument, totals: DocumentTotals): string {
  const sumOf = (kind: 'discount' | 'fee') =>
    totals.adjustments
      .filter((adjustment) => adjustment.kind === kind)
      .reduce((sum, adjustment) => sum + Math.abs(moneyToCents(adjustment.amount)), 0);
  const prepaid = prepaidCents(document);
  const amount = (name: string, value: Money | number, attributes?: Record<string, string>) =>
    textElement(name, typeof value === 'number' ? centsToMoney(value) : value, attributes);
  return element(
    'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
    [
      amount('ram:LineTotalAmount', totals.rowsTotal),
      amount('ram:ChargeTotalAmount', sumOf('fee')),
      amount('ram:AllowanceTotalAmount', sumOf('discount')),
      amount('ram:TaxBasisTotalAmount', totals.totalExclTax),
      amount('ram:TaxTotalAmount', totals.totalVat, { currencyID: document.currency }),
      amount('ram:GrandTotalAmount', totals.totalInclTax),
      amount('ram:TotalPrepaidAmount', prepaid),
      amount('ram:DuePayableAmount', moneyToCents(totals.totalInclTax) - prepaid),
    ].join(''),
  );
}

/** The invoice a credit note corrects (BG-3, BT-25): its number. */
function precedingInvoice(document: CommercialDocument): string {
  if (document.kind !== 'credit_note' || !document.sourceDocumentNumber) return '';
  return element('ram:InvoiceReferencedDocument', textElement('ram:IssuerAssignedID', document.sourceDocumentNumber));
}

/** `ram:ApplicableHeaderTradeSettlement`: currency, payment, VAT, allowances and charges, totals. */
export function headerTradeSettlement(
  document: CommercialDocument,
  totals: DocumentTotals,
  account: BankAccount | null,
): string {
  return element(
    'ram:ApplicableHeaderTradeSettlement',
    [
      textElement('ram:InvoiceCurrencyCode', document.currency),
      paymentMeans(account),
      vatBreakdown(totals),
      allowancesAndCharges(totals),
      paymentTerms(document),
      monetarySummation(document, totals),
      precedingInvoice(document),
    ].join(''),
  );
}
