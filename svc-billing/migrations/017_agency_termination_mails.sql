-- A plan's termination, and its withdrawal, confirmed to the agency by mail (issue 15 follow-up). One
-- mail per request or withdrawal, tied to the plan's invoice (it names the agency), stating the day the
-- subscription ends as it stood when asked. The agency's staff ask for them, in its scope: such mails
-- may be queued there; they are read and sent by the platform's job as the others.
alter table agency_mails drop constraint agency_mails_kind_check;
alter table agency_mails add constraint agency_mails_kind_check
  check (kind in ('renewal_invoiced', 'renewal_refused', 'termination_requested', 'termination_withdrawn'));
alter table agency_mails add column plan_ends_at timestamptz;

-- A renewal is told once per invoice and kind; a termination as often as it is asked or withdrawn.
alter table agency_mails drop constraint agency_mails_invoice_id_kind_key;
create unique index agency_mails_once_per_renewal on agency_mails (invoice_id, kind)
  where kind in ('renewal_invoiced', 'renewal_refused');

create policy agency_mails_termination_queued on agency_mails for insert
  with check (agency_row_visible(agency_id) and kind in ('termination_requested', 'termination_withdrawn'));
