import type { CommercialDocumentKind } from '@portal/contracts';
import type { Tx } from '@portal/service-kit';

/**
 * The next number of the agency's documents of `kind` in `year`: the counter's row is created or
 * incremented and stays locked until the transaction ends, so concurrent numberings take their turn
 * and a rollback gives the number back (no gap, never twice).
 */
export async function nextNumberValue(
  tx: Tx,
  agencyId: string,
  kind: CommercialDocumentKind,
  year: number,
): Promise<number> {
  const [row] = await tx<{ lastValue: number }[]>`
    insert into commercial_document_counters (agency_id, kind, year, last_value)
    values (${agencyId}, ${kind}, ${year}, 1)
    on conflict (agency_id, kind, year)
      do update set last_value = commercial_document_counters.last_value + 1
    returning last_value`;
  if (!row) throw new Error('the number counter answered no row');
  return row.lastValue;
}
