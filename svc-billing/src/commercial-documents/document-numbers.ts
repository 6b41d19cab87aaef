import type { BillingSettings, CommercialDocumentKind } from '@portal/contracts';
import type { Tx } from '@portal/service-kit';
import { nextNumberValue } from './counters-repo.js';
import type { DocumentNumber } from './repo.js';

/** The prefix of the billing settings for each kind ('DE-', 'F-', 'AV-' by default). */
function prefixOf(settings: BillingSettings, kind: CommercialDocumentKind): string {
  if (kind === 'estimate') return settings.estimatePrefix;
  return kind === 'invoice' ? settings.invoicePrefix : settings.creditNotePrefix;
}

/** `<prefix><year>-<4 digits>`: 'F-2026-0001'. */
export function formatDocumentNumber(prefix: string, year: number, value: number): string {
  return `${prefix}${year}-${String(value).padStart(4, '0')}`;
}

/**
 * The next number of the agency's documents of `kind` in the year of `date`, taken in `tx`: the
 * counter stays locked until `tx` ends, and a rollback gives the number back.
 */
export async function allocateNumber(
  tx: Tx,
  agencyId: string,
  kind: CommercialDocumentKind,
  date: string,
  settings: BillingSettings,
): Promise<DocumentNumber> {
  const year = Number(date.slice(0, 4));
  const value = await nextNumberValue(tx, agencyId, kind, year);
  return { number: formatDocumentNumber(prefixOf(settings, kind), year, value), numberYear: year, numberValue: value };
}
