-- Schedule gaps of the services (01 §2 listInterrupt, §3 Service break): breaks, lateness, early
-- departures and absences of one of a service's agents, within its slot. Types: 0 Pause, 1 Retard,
-- 2 départ anticipé à la demande du collaborateur, 3 départ anticipé non autorisé, 4 absence pendant le service.

create table service_breaks (
  id uuid primary key,
  agency_id uuid not null references agencies (id),
  service_id uuid not null,
  agent_id uuid not null references collaborators (id),
  type smallint not null check (type between 0 and 4),
  start_at timestamptz not null,
  end_at timestamptz not null,
  comment text not null default '',
  created_at timestamptz not null default now(),
  check (end_at > start_at),
  foreign key (agency_id, service_id) references services (agency_id, id) on delete cascade
);
create index service_breaks_agency_start on service_breaks (agency_id, start_at, id);
create index service_breaks_service on service_breaks (agency_id, service_id);

alter table service_breaks enable row level security;
alter table service_breaks force row level security;
create policy service_breaks_tenant on service_breaks
  using (agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
         or (select current_setting('app.scope', true)) = 'platform')
  with check (agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
         or (select current_setting('app.scope', true)) = 'platform');
