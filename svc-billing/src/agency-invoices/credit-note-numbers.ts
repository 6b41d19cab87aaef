import type { Tx } from '@portal/service-kit';

/**
 * The next credit note number, 'AV-ABO-2026-00001': its own platform-wide sequence per year, taken in
 * the cancellation's transaction (the counter row is locked until it commits: no gap, no double).
 */
export async function nextAgencyCreditNoteNumber(tx: Tx, date: string): Promise<string> {
  const year = Number(date.slice(0, 4));
  const [row] = await tx<{ lastNumber: number }[]>`
    insert into agency_credit_note_counters (year, last_number) values (${year}, 1)
    on conflict (year) do update set last_number = agency_credit_note_counters.last_number + 1
    returning last_number`;
  return `AV-ABO-${year}-${String(row?.lastNumber ?? 1).padStart(5, '0')}`;
}
