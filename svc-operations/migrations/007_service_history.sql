-- The service timeline (01 §2 'service timeline'): what happened to each service, by whom, in French.

create table service_history (
  id uuid primary key,
  agency_id uuid not null references agencies (id),
  service_id uuid not null,
  at timestamptz not null default clock_timestamp(),
  kind text not null check (kind in ('created', 'updated', 'assigned', 'replaced', 'finished')),
  detail text not null,
  actor_user_id uuid,
  foreign key (agency_id, service_id) references services (agency_id, id) on delete cascade
);
create index service_history_service on service_history (agency_id, service_id, at);

alter table service_history enable row level security;
alter table service_history force row level security;
create policy service_history_tenant on service_history
  using (agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
         or (select current_setting('app.scope', true)) = 'platform')
  with check (agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
         or (select current_setting('app.scope', true)) = 'platform');
