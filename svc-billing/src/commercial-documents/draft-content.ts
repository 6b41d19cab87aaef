import {
  documentTotals,
  estimateValidUntil,
  invoiceDueDate,
  rowAmount,
  type BillingSettings,
  type CommercialDocumentKind,
  type DocumentAdjustment,
  type DocumentRow,
  type DocumentTotals,
  type SaveCommercialDocument,
} from '@portal/contracts';
import { AppError, type Tx } from '@portal/service-kit';
import { foldText } from '@portal/service-kit/db/search';
import { findCustomer, type CustomerDbRow } from '../customers/repo.js';
import { findSites } from '../sites/repo.js';
import { bankAccountOf, buyerOf, paymentTermsOf, sellerOf } from './parties.js';
import { findDocument, type DraftFields } from './repo.js';
import { existingCatalogItemIds, existingDiscountIds } from './references-repo.js';
import { existingRowIds, type NewAdjustment, type NewRow } from './rows-repo.js';

/** A draft as a save writes it: the document's fields, its rows, its discounts and fees. */
export type DraftContent = {
  fields: DraftFields;
  rows: NewRow[];
  adjustments: NewAdjustment[];
  totals: DocumentTotals;
};

/**
 * What a draft may name besides the agency's sites, rows, articles and discounts: what it (or the
 * document it comes from) already names, which may be gone since (an article deleted keeps its rows).
 */
export type DraftAllowances = {
  /** Billable lines the draft may hold: those it holds already, or those being invoiced. */
  billableLineIds: ReadonlySet<string>;
  /** Sites known from elsewhere (the billable lines' own, the rows already saved), by id. */
  siteNames: ReadonlyMap<string, string>;
  catalogItemIds: ReadonlySet<string>;
  discountIds: ReadonlySet<string>;
};

export const NO_ALLOWANCES: DraftAllowances = {
  billableLineIds: new Set(),
  siteNames: new Map(),
  catalogItemIds: new Set(),
  discountIds: new Set(),
};

/** What a saved (or source) document names already: its rows' sites and articles, its discounts. */
export function allowancesOfContent(
  rows: readonly Pick<DocumentRow, 'siteId' | 'siteName' | 'catalogItemId'>[],
  adjustments: readonly Pick<DocumentAdjustment, 'discountId'>[],
  billableLineIds: ReadonlySet<string> = new Set(),
): DraftAllowances {
  const siteNames = new Map<string, string>();
  for (const row of rows) if (row.siteId) siteNames.set(row.siteId, row.siteName ?? '');
  return {
    billableLineIds,
    siteNames,
    catalogItemIds: new Set(rows.flatMap((row) => (row.catalogItemId ? [row.catalogItemId] : []))),
    discountIds: new Set(adjustments.flatMap((adjustment) => (adjustment.discountId ? [adjustment.discountId] : []))),
  };
}

/** The ids of `values` not in `known`, once each. */
const newIds = (values: readonly (string | null)[], known: ReadonlySet<string>) => [
  ...new Set(values.flatMap((value) => (value && !known.has(value) ? [value] : []))),
];

/** The folded text the lists search: number, customer (name and number) and title. */
export function searchTextOf(values: {
  number: string | null;
  customerName: string;
  customerNumber: string;
  title: string;
}): string {
  return foldText([values.number ?? '', values.customerName, values.customerNumber, values.title].join(' '));
}

/** The agency's customer, or 404 'Client introuvable'. */
export async function requireCustomer(tx: Tx, agencyId: string, customerId: string): Promise<CustomerDbRow> {
  const customer = await findCustomer(tx, agencyId, customerId);
  if (!customer) throw new AppError('CUSTOMER_NOT_FOUND');
  return customer;
}

/** The due date when none is given: the customer's settlement period, or the estimate's validity. */
export function defaultDueDate(
  kind: CommercialDocumentKind,
  date: string,
  customer: Pick<CustomerDbRow, 'settlementPeriod' | 'settlementPeriodDays'>,
  settings: BillingSettings,
): string | null {
  if (kind === 'estimate') return estimateValidUntil(date, settings.estimateValidityDays);
  if (kind === 'credit_note') return null;
  return invoiceDueDate(date, customer.settlementPeriod, customer.settlementPeriodDays);
}

/** Every site a row names is one of the agency's (or already known): their names, else 404. */
async function siteNamesOf(
  tx: Tx,
  agencyId: string,
  input: SaveCommercialDocument,
  known: ReadonlyMap<string, string>,
): Promise<Map<string, string>> {
  const ids = [...new Set(input.rows.flatMap((row) => (row.siteId ? [row.siteId] : [])))];
  const names = new Map([...known].filter(([id]) => ids.includes(id)));
  const missing = ids.filter((id) => !names.has(id));
  for (const site of await findSites(tx, agencyId, missing)) names.set(site.id, site.name);
  if (names.size < ids.length) throw new AppError('SITE_NOT_FOUND');
  return names;
}

/**
 * Source rows are rows of the agency's documents, articles and discounts the agency's (or named
 * already); billable lines only those the draft may hold.
 */
async function checkReferences(tx: Tx, agencyId: string, input: SaveCommercialDocument, allowed: DraftAllowances) {
  const sourceRowIds = newIds(
    input.rows.map((row) => row.sourceRowId),
    new Set(),
  );
  const articleIds = newIds(
    input.rows.map((row) => row.catalogItemId),
    allowed.catalogItemIds,
  );
  const discountIds = newIds(
    input.adjustments.map((adjustment) => adjustment.discountId),
    allowed.discountIds,
  );
  const [rows, articles, discounts] = await Promise.all([
    existingRowIds(tx, agencyId, sourceRowIds),
    existingCatalogItemIds(tx, agencyId, articleIds),
    existingDiscountIds(tx, agencyId, discountIds),
  ]);
  if (rows.size < sourceRowIds.length) throw new AppError('DOCUMENT_NOT_FOUND');
  if (articles.size < articleIds.length) throw new AppError('CATALOG_ITEM_NOT_FOUND');
  if (discounts.size < discountIds.length) throw new AppError('DISCOUNT_NOT_FOUND');
  const lineIds = input.rows.flatMap((row) => (row.billableLineId ? [row.billableLineId] : []));
  if (lineIds.some((id) => !allowed.billableLineIds.has(id))) throw new AppError('BILLABLE_LINE_NOT_FOUND');
  // A line invoiced twice by one invoice would be billed twice.
  if (new Set(lineIds).size < lineIds.length) throw new AppError('BILLABLE_LINE_ALREADY_INVOICED');
}

/**
 * The document a draft comes from: an invoice's estimate, a credit note's validated invoice (not a
 * credit note: 400), nothing for an estimate; anything else of the agency or not: 404.
 */
async function checkSource(tx: Tx, agencyId: string, kind: CommercialDocumentKind, sourceId: string | null) {
  if (sourceId === null) return;
  if (kind === 'estimate') throw new AppError('DOCUMENT_NOT_FOUND');
  const book = kind === 'invoice' ? 'estimates' : 'invoices';
  const source = await findDocument(tx, agencyId, sourceId, book);
  if (!source) throw new AppError('DOCUMENT_NOT_FOUND');
  if (kind === 'credit_note') {
    if (source.kind === 'credit_note') throw new AppError('CREDIT_NOTE_OF_CREDIT_NOTE');
    if (!source.validated) throw new AppError('DOCUMENT_NOT_VALIDATED');
  }
}

/**
 * Reads a save's input into what the draft holds: the customer (404 when not the agency's), the
 * rows with their sites' names and amounts, the discounts and fees with their amounts, the exact
 * totals (contracts' documentTotals), the due date, and the seller, buyer and payment texts as the
 * settings and the customer give them now (frozen later, at validation).
 */
export async function draftContentOf(
  tx: Tx,
  agencyId: string,
  kind: CommercialDocumentKind,
  input: SaveCommercialDocument,
  context: { settings: BillingSettings; number: string | null; allowed: DraftAllowances },
): Promise<DraftContent> {
  const { settings, number, allowed } = context;
  const customer = await requireCustomer(tx, agencyId, input.customerId);
  const [siteNames] = await Promise.all([
    siteNamesOf(tx, agencyId, input, allowed.siteNames),
    checkReferences(tx, agencyId, input, allowed),
    checkSource(tx, agencyId, kind, input.sourceDocumentId),
  ]);
  const rows: NewRow[] = input.rows.map((row) => ({
    ...row,
    siteName: row.siteId ? (siteNames.get(row.siteId) ?? null) : null,
    amount: rowAmount(row),
  }));
  const totals = documentTotals(input.rows, input.adjustments);
  const adjustments: NewAdjustment[] = input.adjustments.map((adjustment, index) => ({
    label: adjustment.label,
    discountId: adjustment.discountId,
    kind: adjustment.kind,
    type: adjustment.type,
    value: adjustment.value,
    amount: totals.adjustments[index]?.amount ?? '0.00',
  }));
  const snapshot = { customerName: customer.name, customerNumber: customer.customerNumber, title: input.title };
  return {
    fields: {
      customerId: customer.id,
      ...snapshot,
      customerNameKey: foldText(customer.name),
      header: input.header,
      footer: input.footer,
      date: input.date,
      dueDate: input.dueDate ?? defaultDueDate(kind, input.date, customer, settings),
      sourceDocumentId: input.sourceDocumentId,
      seller: sellerOf(settings),
      buyer: buyerOf(customer),
      paymentTerms: paymentTermsOf(settings, kind),
      bankAccount: bankAccountOf(settings),
      proofPack: kind === 'invoice' && input.proofPack,
      estimatedHours: kind === 'estimate' ? input.estimatedHours : null,
      currency: settings.currency,
      totalExclTax: totals.totalExclTax,
      totalVat: totals.totalVat,
      totalInclTax: totals.totalInclTax,
      siteName: rows.find((row) => row.siteName)?.siteName ?? '',
      searchText: searchTextOf({ number, ...snapshot }),
    },
    rows,
    adjustments,
    totals,
  };
}
