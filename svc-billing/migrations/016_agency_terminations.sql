-- The termination (résiliation) of an agency's plan (02 §9: no commitment for PRO; 12 months'
-- commitment and 2 months' notice otherwise): when it was asked, by whom, and when the subscription
-- ends — the end of a paid period, after which the renewal job no longer invoices the plan. One per
-- agency while it stands; withdrawn before it takes effect, the row goes (the audit log keeps it).
create table agency_terminations (
  agency_id uuid primary key references agencies (id),
  requested_at timestamptz not null,
  requested_by uuid,
  effective_at timestamptz not null
);

-- The agency's own (its staff ask for it, in its scope, audited when support acts as the agency); the
-- renewal job reads them all in the platform's.
alter table agency_terminations enable row level security;
alter table agency_terminations force row level security;
create policy agency_terminations_visible on agency_terminations
  using (agency_row_visible(agency_id))
  with check (agency_row_visible(agency_id));
