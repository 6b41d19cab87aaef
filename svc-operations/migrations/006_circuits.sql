-- Circuits (tours): a named tour of one day made of ordered stops, each an ordinary service on its own
-- site (spec 01 §3 Service: services, circuit, isCircuit; §4 circuit statuses). A circuit's status is
-- computed from its services, never stored.

-- The last circuit reference number of each agency ('C-000001'…), taken under its row lock.
create table circuit_counters (
  agency_id uuid primary key references agencies (id),
  last_number integer not null default 0
);

create table circuits (
  id uuid primary key,
  agency_id uuid not null references agencies (id),
  reference text not null,
  name text not null,
  -- The span of its services when it was made.
  start_at timestamptz not null,
  end_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_at > start_at),
  unique (agency_id, reference),
  unique (agency_id, id)
);
create index circuits_agency_start on circuits (agency_id, start_at, id);

-- A stop of a circuit: the service, its circuit and its rank (1, 2…) in it.
alter table services
  add column circuit_id uuid,
  add column circuit_position smallint,
  add foreign key (agency_id, circuit_id) references circuits (agency_id, id) on delete cascade,
  add check ((circuit_id is null) = (circuit_position is null));
create unique index services_circuit_position on services (agency_id, circuit_id, circuit_position)
  where circuit_id is not null;

do $$
declare
  tenant_table text;
begin
  foreach tenant_table in array array['circuit_counters', 'circuits'] loop
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
