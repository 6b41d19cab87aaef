-- Field mode (spec 01 §2 Field mode, §3 Service and Events, §4 Service statuses, Circuit statuses,
-- Event sync, Incident): what the agent does on duty, the events he declares, the main courante
-- chained by hashes, rounds of checkpoints and signed reports. Rows fenced by agency like 001.

-- The service as lived: real start and end (the phone's times), the pause in progress and the
-- status it interrupted, the extension's reason, the round's start and end.
alter table services
  add column real_start_at timestamptz,
  add column real_end_at timestamptz,
  add column paused_at timestamptz,
  add column paused_from smallint check (paused_from in (110, 200, 250)),
  add column extension_reason text,
  add column round_started_at timestamptz,
  add column round_finished_at timestamptz,
  add check ((paused_at is null) = (paused_from is null));
-- The late-services job reads the services still to start or to end.
create index services_open_status on services (status, end_at) where status in (100, 110, 200, 250, 500);

-- A site may ask for a report signed on screen at the end of each service.
alter table sites add column report_signature_required boolean not null default false;

alter table service_history drop constraint service_history_kind_check;
alter table service_history add constraint service_history_kind_check check (kind in (
  'created', 'updated', 'assigned', 'replaced', 'finished',
  'started', 'paused', 'resumed', 'extended', 'ended', 'late', 'not_done', 'not_finished', 'event', 'round'));

-- Every message of the phones' queues applied, by its uuid: a replay is recognised and skipped.
create table field_messages (
  uuid uuid primary key,
  agency_id uuid not null references agencies (id),
  author_id uuid not null,
  type text not null,
  service_id uuid,
  device_at timestamptz not null,
  received_at timestamptz not null default clock_timestamp()
);
create index field_messages_service on field_messages (agency_id, service_id) where service_id is not null;

-- Events: declared by an agent (incident, observation…) or written by his service's progress.
create table events (
  id uuid primary key,
  agency_id uuid not null references agencies (id),
  service_id uuid,
  site_id uuid,
  type_key text not null,
  author_id uuid,
  created_at timestamptz not null,
  received_at timestamptz not null default clock_timestamp(),
  latitude double precision,
  longitude double precision,
  accuracy double precision,
  distance_m double precision,
  deleted_at timestamptz,
  unique (agency_id, id),
  foreign key (agency_id, service_id) references services (agency_id, id) on delete cascade,
  foreign key (agency_id, site_id) references sites (agency_id, id)
);
create index events_agency_created on events (agency_id, created_at desc, id) where deleted_at is null;
create index events_service on events (agency_id, service_id, created_at) where service_id is not null;

-- The main courante: every line of every event, in one chain per site (per agency for events with no
-- site). Each entry carries the hash of the previous one: removing or altering an entry breaks the
-- chain. An edit or a deletion is a new entry naming its target; nothing is ever updated or deleted.
create table event_messages (
  id uuid primary key,
  agency_id uuid not null references agencies (id),
  event_id uuid not null,
  action text not null check (action in ('create', 'add', 'edit', 'delete')),
  target_id uuid,
  content text not null default '',
  attachment_ids jsonb not null default '[]',
  author_id uuid,
  device_at timestamptz not null,
  server_at timestamptz not null,
  chain_id uuid not null,
  seq bigint not null,
  prev_hash text not null,
  hash text not null,
  unique (agency_id, chain_id, seq),
  foreign key (agency_id, event_id) references events (agency_id, id)
);
create index event_messages_event on event_messages (agency_id, event_id, seq);

-- The head of each chain, locked while an entry is appended.
create table main_courante_heads (
  agency_id uuid not null references agencies (id),
  chain_id uuid not null,
  seq bigint not null,
  hash text not null,
  primary key (agency_id, chain_id)
);

-- A site's own settings of an event type (the defaults of contracts' SERVICE_EVENT_TYPES otherwise).
create table site_event_types (
  agency_id uuid not null references agencies (id),
  site_id uuid not null,
  type_key text not null,
  enabled boolean not null,
  customer_show boolean not null,
  notify_agency boolean not null,
  notify_customer boolean not null,
  primary key (agency_id, site_id, type_key),
  foreign key (agency_id, site_id) references sites (agency_id, id)
);

-- The checkpoints passed during a service's round, once each.
create table round_passages (
  agency_id uuid not null references agencies (id),
  service_id uuid not null,
  checkpoint_id uuid not null,
  passed_at timestamptz not null,
  method text not null check (method in ('nfc', 'qr', 'typed', 'virtual')),
  primary key (agency_id, service_id, checkpoint_id),
  foreign key (agency_id, service_id) references services (agency_id, id) on delete cascade
);

-- The report signed on screen at the end of a service (01 §3 agencyReport with signature).
create table service_reports (
  agency_id uuid not null references agencies (id),
  service_id uuid not null,
  agent_id uuid not null,
  agent_signature text not null,
  customer_name text not null default '',
  customer_signature text,
  comment text not null default '',
  signed_at timestamptz not null,
  primary key (agency_id, service_id),
  foreign key (agency_id, service_id) references services (agency_id, id) on delete cascade
);

do $$
declare
  tenant_table text;
begin
  foreach tenant_table in array array['field_messages', 'events', 'event_messages', 'main_courante_heads',
      'site_event_types', 'round_passages', 'service_reports'] loop
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
