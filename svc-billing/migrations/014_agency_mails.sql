-- The platform's mails to an agency about its subscription (issue 15 follow-up): its renewal invoice,
-- and a renewal payment the bank refused. Each is recorded in the transaction of what it tells (once
-- per invoice and kind) and sent by the job `billing.agency-mails`, at least once, retried with a
-- backoff while the relay refuses it.

-- The agency's contact address as identity announces it: where the mails go when the agency's
-- billing settings name no address of their own.
alter table agencies add column email text not null default '';

create table agency_mails (
  id uuid primary key,
  agency_id uuid not null,
  invoice_id uuid not null references agency_invoices (id) on delete cascade,
  kind text not null check (kind in ('renewal_invoiced', 'renewal_refused')),
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  last_error text,
  due_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  unique (invoice_id, kind)
);
create index agency_mails_due on agency_mails (due_at) where status = 'pending';

alter table agency_mails enable row level security;
alter table agency_mails force row level security;
create policy agency_mails_platform on agency_mails
  using (current_setting('app.scope', true) = 'platform')
  with check (current_setting('app.scope', true) = 'platform');
