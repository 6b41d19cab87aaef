import type { Tx } from '@portal/service-kit';

/** The platform's numbered documents: each its own counter table and prefix. */
const SEQUENCES = {
  invoice: { counters: 'agency_invoice_counters', prefix: 'ABO' },
  creditNote: { counters: 'agency_credit_note_counters', prefix: 'AV-ABO' },
} as const;

/**
 * The next number of the platform's invoices ('ABO-2026-00001') or credit notes ('AV-ABO-2026-00001'):
 * one platform-wide sequence per kind and year, taken in the document's own transaction (the counter
 * row is locked until it commits: no gap, no double).
 */
export async function nextAgencyDocumentNumber(tx: Tx, kind: keyof typeof SEQUENCES, date: string): Promise<string> {
  const { counters, prefix } = SEQUENCES[kind];
  const year = Number(date.slice(0, 4));
  const [row] = await tx<{ lastNumber: number }[]>`
    insert into ${tx(counters)} as counter (year, last_number) values (${year}, 1)
    on conflict (year) do update set last_number = counter.last_number + 1
    returning last_number`;
  return `${prefix}-${year}-${String(row?.lastNumber ?? 1).padStart(5, '0')}`;
}
