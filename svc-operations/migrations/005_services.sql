-- Services planned on the agency's sites, the agents assigned to them, and the agents'
-- unavailabilities (spec 01 §2 Planning and services, §3 Service and Unavailability, §4 statuses).

-- The last service reference number of each agency ('S-000001'…), taken under its row lock.
create table service_counters (
  agency_id uuid primary key references agencies (id),
  last_number integer not null default 0
);

create table services (
  id uuid primary key,
  agency_id uuid not null references agencies (id),
  reference text not null,
  -- Services made by one creation (a recurrence) share it.
  series_id uuid not null,
  site_id uuid not null,
  start_at timestamptz not null,
  end_at timestamptz not null,
  status smallint not null default 100
    check (status in (100, 110, 120, 200, 250, 300, 400, 500, 600, 700, 800)),
  category text not null,
  prestation_label text not null,
  unit_price numeric(12, 2) not null check (unit_price >= 0),
  billing_mode smallint not null check (billing_mode in (1, 2, 3)),
  nb_agents smallint not null check (nb_agents between 1 and 50),
  comment text not null default '',
  finished_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_at > start_at),
  unique (agency_id, reference),
  unique (agency_id, id),
  foreign key (agency_id, site_id) references sites (agency_id, id)
);
create index services_agency_start on services (agency_id, start_at, id);
create index services_agency_site_start on services (agency_id, site_id, start_at);

create table service_agents (
  agency_id uuid not null,
  service_id uuid not null,
  agent_id uuid not null references collaborators (id),
  primary key (service_id, agent_id),
  foreign key (agency_id, service_id) references services (agency_id, id) on delete cascade
);
create index service_agents_agent on service_agents (agency_id, agent_id);

create table unavailabilities (
  id uuid primary key,
  agency_id uuid not null references agencies (id),
  agent_id uuid not null references collaborators (id),
  start_at timestamptz not null,
  end_at timestamptz not null,
  reason text not null,
  comment text not null default '',
  created_at timestamptz not null default now(),
  check (end_at > start_at)
);
create index unavailabilities_agent on unavailabilities (agency_id, agent_id, start_at);
create index unavailabilities_agency_start on unavailabilities (agency_id, start_at);

do $$
declare
  tenant_table text;
begin
  foreach tenant_table in array array['service_counters', 'services', 'service_agents', 'unavailabilities'] loop
    execute format('alter table %I enable row level security', tenant_table);
    execute format('alter table %I force row level security', tenant_table);
    execute format(
      'create policy %I on %I
         using (agency_id = (select nullif(current_setting(''app.agency_id'', true), '''')::uuid)
                or (select current_setting(''app.scope'', true)) = ''platform'')
         with check (agency_id = (select nullif(current_setting(''app.agency_id'', true), '''')::uuid)
                or (select current_setting(''app.scope'', true)) = ''platform'')',
      tenant_table || '_tenant', tenant_table);
  end loop;
end
$$;
