import type { Tx } from '@portal/service-kit';

/**
 * The next agency invoice number, 'ABO-2026-00001': one platform-wide sequence per year, taken in
 * the invoice's own transaction (the counter row is locked until it commits: no gap, no double).
 */
export async function nextAgencyInvoiceNumber(tx: Tx, date: string): Promise<string> {
  const year = Number(date.slice(0, 4));
  const [row] = await tx<{ lastNumber: number }[]>`
    insert into agency_invoice_counters (year, last_number) values (${year}, 1)
    on conflict (year) do update set last_number = agency_invoice_counters.last_number + 1
    returning last_number`;
  return `ABO-${year}-${String(row?.lastNumber ?? 1).padStart(5, '0')}`;
}
