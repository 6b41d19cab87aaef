-- Credit notes of agency invoices (02 §3 Agency invoice: "type (credit note when set)"): an issued
-- invoice is never deleted nor edited; the super admin cancels an unpaid one by a credit note for its
-- whole amount, which names the invoice and why. Credit notes are numbered on their own platform-wide
-- sequence per year, without gaps ('AV-ABO-2026-00001'), taken in the cancellation's transaction.
create table agency_credit_note_counters (
  year integer primary key,
  last_number integer not null check (last_number >= 0)
);

create table agency_credit_notes (
  id uuid primary key,
  -- One credit note per invoice: it cancels the invoice whole.
  invoice_id uuid not null unique references agency_invoices (id),
  agency_id uuid not null,
  number text not null unique,
  date date not null,
  reason text not null check (length(reason) between 1 and 500),
  created_by uuid,
  created_at timestamptz not null default now()
);

-- As the invoices: the platform reads and writes them, an agency reads its own.
alter table agency_credit_notes enable row level security;
alter table agency_credit_notes force row level security;
create policy agency_credit_notes_visible on agency_credit_notes
  using (agency_row_visible(agency_id))
  with check (current_setting('app.scope', true) = 'platform');

alter table agency_credit_note_counters enable row level security;
alter table agency_credit_note_counters force row level security;
create policy agency_credit_note_counters_platform on agency_credit_note_counters
  using (current_setting('app.scope', true) = 'platform')
  with check (current_setting('app.scope', true) = 'platform');

-- The agency is told by mail of the credit note cancelling its invoice (the credit note attached), once
-- per invoice, as a renewal's mails are.
alter table agency_mails drop constraint agency_mails_kind_check;
alter table agency_mails add constraint agency_mails_kind_check
  check (kind in ('renewal_invoiced', 'renewal_refused', 'credit_note_issued', 'termination_requested',
                  'termination_withdrawn'));
drop index agency_mails_once_per_renewal;
create unique index agency_mails_once_per_invoice on agency_mails (invoice_id, kind)
  where kind in ('renewal_invoiced', 'renewal_refused', 'credit_note_issued');
