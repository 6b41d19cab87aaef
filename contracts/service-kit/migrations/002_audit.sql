-- Writes made by a support user acting as an agency: who (support user), as whom (agency), what.
create table audit_log (
  id uuid primary key,
  agency_id uuid not null,
  actor_user_id uuid not null,
  actor_email text not null,
  altered_by_user_id uuid,
  altered_by_email text,
  action text not null,
  service text not null,
  occurred_at timestamptz not null default now()
);
create index audit_log_agency on audit_log (agency_id, occurred_at desc);
alter table audit_log enable row level security;
alter table audit_log force row level security;
create policy audit_log_tenant on audit_log
  using (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid
         or current_setting('app.scope', true) = 'platform')
  with check (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid
         or current_setting('app.scope', true) = 'platform');
