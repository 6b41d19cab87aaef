import {
  localDateOf,
  type CommercialDocument,
  type CommercialDocumentKind,
  type DocumentAdjustment,
  type DocumentRow,
  type SaveCommercialDocument,
} from '@portal/contracts';
import { allowancesOfContent, type DraftAllowances } from './draft-content.js';

/** Today, in the agency's time (Europe/Paris). */
export const today = () => localDateOf(Date.now());

/**
 * The input of a document made from another (copy, estimate → invoice, credit note): dated today,
 * its due date computed again, the rows given keeping their old id as their source, without the
 * billable lines (the original invoices them).
 */
export function derivedInput(
  source: CommercialDocument,
  options: {
    kind: CommercialDocumentKind;
    rows: readonly DocumentRow[];
    adjustments: readonly DocumentAdjustment[];
    sourceDocumentId: string | null;
  },
): SaveCommercialDocument {
  return {
    ...(options.kind === 'estimate' ? {} : { kind: options.kind }),
    customerId: source.customerId,
    date: today(),
    dueDate: null,
    title: source.title,
    header: source.header,
    footer: source.footer,
    rows: options.rows.map((row) => ({
      header: row.header,
      designation: row.designation,
      description: row.description,
      quantity: row.quantity,
      unitPrice: row.unitPrice,
      priceUnit: row.priceUnit,
      vatRate: row.vatRate,
      siteId: row.siteId,
      specialty: row.specialty,
      catalogItemId: row.catalogItemId,
      billableLineId: null,
      sourceRowId: row.id,
    })),
    adjustments: options.adjustments.map((adjustment) => ({
      kind: adjustment.kind,
      type: adjustment.type,
      value: adjustment.value,
      label: adjustment.label,
      discountId: adjustment.discountId,
    })),
    sourceDocumentId: options.sourceDocumentId,
  };
}

/** What the source names (sites, articles, discounts) the derived document may name too. */
export function allowancesOf(source: CommercialDocument): DraftAllowances {
  return allowancesOfContent(source.rows, source.adjustments);
}
