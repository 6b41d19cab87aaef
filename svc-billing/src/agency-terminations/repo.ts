import type { Tx } from '@portal/service-kit';

export type TerminationRow = { requestedAt: Date; effectiveAt: Date };

export async function findTermination(tx: Tx, agencyId: string): Promise<TerminationRow | null> {
  const [row] = await tx<TerminationRow[]>`
    select requested_at, effective_at from agency_terminations where agency_id = ${agencyId}`;
  return row ?? null;
}

/** Records the termination, unless one stands already (kept as it is); whether it was recorded. */
export async function insertTermination(
  tx: Tx,
  termination: { agencyId: string; requestedBy: string | null } & TerminationRow,
): Promise<boolean> {
  const inserted = await tx`
    insert into agency_terminations (agency_id, requested_at, requested_by, effective_at)
    values (${termination.agencyId}, ${termination.requestedAt}, ${termination.requestedBy}, ${termination.effectiveAt})
    on conflict (agency_id) do nothing`;
  return inserted.count === 1;
}

/** Withdraws the termination not yet effective at `now`, if there is one; whether there was. */
export async function deleteTermination(tx: Tx, agencyId: string, now: Date): Promise<boolean> {
  const deleted = await tx`delete from agency_terminations where agency_id = ${agencyId} and effective_at > ${now}`;
  return deleted.count === 1;
}

/** Whether the running plan's renewal is invoiced already (the period after it is then owed). */
export async function renewalInvoiced(tx: Tx, planInvoiceId: string): Promise<boolean> {
  const [row] = await tx`select 1 from agency_invoices where renewal_of = ${planInvoiceId} and status <> 300`;
  return row !== undefined;
}
