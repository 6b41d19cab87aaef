import { uuidv7 } from '@portal/contracts';
import type { Tx } from '@portal/service-kit';

/**
 * What a mail to the agency tells: its renewal invoice, the refusal of its renewal payment, the credit
 * note cancelling one of its invoices, its plan's termination asked for, or withdrawn.
 */
export type AgencyMailKind = InvoiceMailKind | TerminationMailKind;
/** The mails about one invoice, each told once. */
export type InvoiceMailKind = 'renewal_invoiced' | 'renewal_refused' | 'credit_note_issued';
export type TerminationMailKind = 'termination_requested' | 'termination_withdrawn';

export const isTerminationMail = (kind: AgencyMailKind): kind is TerminationMailKind => kind.startsWith('termination_');

export type DueAgencyMail = {
  id: string;
  agencyId: string;
  invoiceId: string;
  kind: AgencyMailKind;
  attempts: number;
  /** A termination mail's: the day the subscription ends, as it stood when the termination was asked. */
  planEndsAt: Date | null;
  /** The agency's billing address (its settings' legal identity), else its contact address. */
  to: string;
};

/** Records the mail in the caller's transaction; once per invoice and kind (a second one is ignored). */
export async function queueAgencyMail(
  tx: Tx,
  mail: { agencyId: string; invoiceId: string; kind: InvoiceMailKind },
): Promise<void> {
  await tx`
    insert into agency_mails (id, agency_id, invoice_id, kind)
    values (${uuidv7()}, ${mail.agencyId}, ${mail.invoiceId}, ${mail.kind})
    on conflict (invoice_id, kind) where kind in ('renewal_invoiced', 'renewal_refused', 'credit_note_issued')
    do nothing`;
}

/**
 * Records, in the caller's transaction (the agency's scope will do), the mail confirming a termination
 * of the plan invoiced by `planInvoiceId` or its withdrawal: one each time either is made.
 */
export async function queueTerminationMail(
  tx: Tx,
  mail: { agencyId: string; planInvoiceId: string } & (
    { kind: 'termination_requested'; planEndsAt: Date } | { kind: 'termination_withdrawn' }
  ),
): Promise<void> {
  const planEndsAt = mail.kind === 'termination_requested' ? mail.planEndsAt : null;
  await tx`
    insert into agency_mails (id, agency_id, invoice_id, kind, plan_ends_at)
    values (${uuidv7()}, ${mail.agencyId}, ${mail.planInvoiceId}, ${mail.kind}, ${planEndsAt})`;
}

/** The mails due now, locked until the caller's transaction ends (another replica skips them). */
export async function claimDueMails(tx: Tx, limit: number): Promise<DueAgencyMail[]> {
  return tx<DueAgencyMail[]>`
    select m.id, m.agency_id, m.invoice_id, m.kind, m.attempts, m.plan_ends_at,
           coalesce(nullif(s.settings #>> '{legalIdentity,email}', ''), a.email) as "to"
      from agency_mails m
      join agencies a on a.id = m.agency_id
      left join agency_settings s on s.agency_id = m.agency_id
     where m.status = 'pending' and m.due_at <= now()
     order by m.due_at, m.id
     limit ${limit}
       for update of m skip locked`;
}

/**
 * A renewal invoice's payment was refused (by the bank, or no default method to charge): the agency
 * is told once. Any other invoice's refusal is shown on screen to the person paying it.
 */
export async function queueRenewalRefusal(tx: Tx, invoiceId: string): Promise<void> {
  const [renewal] = await tx<{ agencyId: string }[]>`
    select agency_id from agency_invoices where id = ${invoiceId} and renewal_of is not null and status = 100`;
  if (renewal) await queueAgencyMail(tx, { agencyId: renewal.agencyId, invoiceId, kind: 'renewal_refused' });
}
