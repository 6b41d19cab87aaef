import {
  adjustmentInputOf,
  rowInputOf,
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
    rows: options.rows.map((row) => ({ ...rowInputOf(row), billableLineId: null, sourceRowId: row.id })),
    adjustments: options.adjustments.map(adjustmentInputOf),
    sourceDocumentId: options.sourceDocumentId,
    // The proofs are those of the billable lines, which stay with the original.
    proofPack: false,
    estimatedHours: options.kind === 'estimate' ? source.estimatedHours : null,
  };
}

/** What the source names (sites, articles, discounts) the derived document may name too. */
export function allowancesOf(source: CommercialDocument): DraftAllowances {
  return allowancesOfContent(source.rows, source.adjustments);
}
