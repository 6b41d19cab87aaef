import { moneyToCents, type CommercialDocumentRow } from '@portal/contracts';

/** What a mark-as sets (02 §4): the sent flag either way, or an invoice paid. */
export type MarkTarget = 'sent' | 'not_sent' | 'paid';

type Marked = Pick<CommercialDocumentRow, 'sent' | 'paid' | 'validated' | 'toPay'>;

/** Whether the row already holds the target (or, for 'paid', cannot take it: a draft, nothing left to pay). */
function holds(row: Marked, target: MarkTarget): boolean {
  switch (target) {
    case 'sent':
      return row.sent;
    case 'not_sent':
      return !row.sent;
    case 'paid':
      return !row.validated || row.paid === 100 || moneyToCents(row.toPay) <= 0;
  }
}

/**
 * The rows a mark-as changes: those already holding the target value are skipped (02 §4). None left
 * → 'Aucun changement à enregistrer'; otherwise a confirmation with the count comes first.
 */
export function markAsPlan<Row extends Marked>(rows: readonly Row[], target: MarkTarget) {
  const change = rows.filter((row) => !holds(row, target));
  return { change, skipped: rows.length - change.length };
}

/** The buttons' labels, the confirmation's question, per family. */
export const MARK_AS_TEXTS: Record<
  MarkTarget,
  { estimate: string; invoice: string; question: (count: number) => string }
> = {
  sent: {
    estimate: 'Marquer comme envoyé',
    invoice: 'Marquer comme envoyée',
    question: (count) => `Marquer ${count} document(s) comme envoyé(s) ?`,
  },
  not_sent: {
    estimate: 'Marquer comme non envoyé',
    invoice: 'Marquer comme non envoyée',
    question: (count) => `Marquer ${count} document(s) comme non envoyé(s) ?`,
  },
  paid: {
    estimate: '',
    invoice: 'Marquer comme payée',
    question: (count) => `Marquer ${count} facture(s) comme payée(s) ?`,
  },
};

/** Said under the question: what is skipped, and how an invoice becomes paid. */
export function markAsDetails(target: MarkTarget, skipped: number): string[] {
  const details: string[] = [];
  if (target === 'paid') {
    details.push('Un paiement accepté du reste à payer est enregistré à la date du jour pour chacune.');
  }
  if (skipped > 0) details.push(`${skipped} document(s) déjà dans cet état seront ignoré(s).`);
  return details;
}
