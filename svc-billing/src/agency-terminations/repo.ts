import type { Tx } from '@portal/service-kit';

export type TerminationRow = { requestedAt: Date; effectiveAt: Date };

export async function findTermination(tx: Tx, agencyId: string): Promise<TerminationRow | null> {
  const [row] = await tx<TerminationRow[]>`
    select requested_at, effective_at from agency_terminations where agency_id = ${agencyId}`;
  return row ?? null;
}

/** Records the termination, unless one stands already (kept as it is). */
export async function insertTermination(
  tx: Tx,
  termination: { agencyId: string; requestedBy: string | null } & TerminationRow,
): Promise<void> {
  await tx`
    insert into agency_terminations (agency_id, requested_at, requested_by, effective_at)
    values (${termination.agencyId}, ${termination.requestedAt}, ${termination.requestedBy}, ${termination.effectiveAt})
    on conflict (agency_id) do nothing`;
}

/** Withdraws the termination not yet effective at `now`, if there is one. */
export async function deleteTermination(tx: Tx, agencyId: string, now: Date): Promise<void> {
  await tx`delete from agency_terminations where agency_id = ${agencyId} and effective_at > ${now}`;
}

/** Whether the running plan's renewal is invoiced already (the period after it is then owed). */
export async function renewalInvoiced(tx: Tx, planInvoiceId: string): Promise<boolean> {
  const [row] = await tx`select 1 from agency_invoices where renewal_of = ${planInvoiceId} and status <> 300`;
  return row !== undefined;
}
