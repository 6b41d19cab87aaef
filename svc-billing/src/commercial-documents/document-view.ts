import {
  centsToMoney,
  documentStateLabel,
  documentTotals,
  moneyToCents,
  type CommercialDocument,
  type CommercialDocumentKind,
  type CommercialDocumentRow,
  type DocumentAdjustment,
  type DocumentRow,
  type DocumentStatus,
  type PartialPayment,
  type PaymentState,
} from '@portal/contracts';
import type { DocumentDbRow } from './repo.js';

/** What accepted payments leave to pay on `total` (02 §4: remaining = total − accepted payments). */
export function remainingOf(total: string, payments: readonly Pick<PartialPayment, 'amount' | 'status'>[]): string {
  const paid = payments
    .filter((payment) => payment.status === 'accepted')
    .reduce((sum, payment) => sum + moneyToCents(payment.amount), 0);
  return centsToMoney(moneyToCents(total) - paid);
}

/** The document as `GET …/estimate/{id}` and `GET …/invoice/{id}` answer it. */
export function toCommercialDocument(
  row: DocumentDbRow,
  rows: DocumentRow[],
  adjustments: DocumentAdjustment[],
  payments: PartialPayment[],
): CommercialDocument {
  const totals = documentTotals(rows, adjustments);
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    customerId: row.customerId,
    customerName: row.customerName,
    title: row.title,
    date: row.date,
    dueDate: row.dueDate,
    header: row.header,
    footer: row.footer,
    status: row.status,
    sent: row.sent,
    validated: row.validated,
    refused: row.refused,
    awaitingValidation: row.awaitingValidation,
    paid: row.paid,
    stateLabel: documentStateLabel(row),
    sourceDocumentId: row.sourceDocumentId,
    sourceDocumentNumber: row.sourceDocumentNumber,
    transformedInvoiceId: row.transformedInvoiceId,
    rows,
    adjustments,
    totals: {
      rowsTotal: totals.rowsTotal,
      totalExclTax: totals.totalExclTax,
      vatBreakdown: totals.vatBreakdown,
      totalVat: totals.totalVat,
      totalInclTax: totals.totalInclTax,
    },
    payments,
    remaining: remainingOf(totals.totalInclTax, payments),
    seller: row.seller,
    buyer: row.buyer,
    paymentTerms: row.paymentTerms,
    bankAccount: row.bankAccount,
    proofPack: row.proofPack,
    estimatedHours: row.estimatedHours,
    currency: row.currency,
    validatedAt: row.validatedAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A document's columns the lists read. */
export type ListDbRow = {
  id: string;
  kind: CommercialDocumentKind;
  number: string | null;
  createdAt: Date;
  date: string;
  dueDate: string | null;
  siteName: string;
  status: DocumentStatus;
  sent: boolean;
  validated: boolean;
  refused: boolean;
  awaitingValidation: boolean;
  transformedInvoiceId: string | null;
  paid: PaymentState;
  customerId: string;
  customerName: string;
  customerNumber: string;
  title: string;
  totalExclTax: string;
  totalVat: string;
  totalInclTax: string;
  paidAmount: string;
};

/** A row of the estimates or invoices list (02 §3 Invoice list columns; type 1 is a credit note). */
export function toListRow(row: ListDbRow): CommercialDocumentRow {
  return {
    id: row.id,
    kind: row.kind,
    type: row.kind === 'credit_note' ? 1 : 0,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    date: row.date,
    dueDate: row.dueDate,
    site: row.siteName,
    status: row.status,
    stateLabel: documentStateLabel(row),
    customerId: row.customerId,
    customer: row.customerName,
    customerNumberId: row.customerNumber,
    title: row.title,
    price: row.totalExclTax,
    vat: row.totalVat,
    total: row.totalInclTax,
    toPay: centsToMoney(moneyToCents(row.totalInclTax) - moneyToCents(row.paidAmount)),
    paid: row.paid,
    sent: row.sent,
    validated: row.validated,
  };
}
