-- Operations' copy of each agency (tenant), provisioned from identity's events, and its field and
-- planning settings. Rows are fenced by row-level security like the kit's audit_log; the service
-- connects as a non-superuser owner, and FORCE makes the policies apply to the owner too.

create table agencies (
  id uuid primary key,
  name text not null,
  activity text not null check (activity in ('security', 'cleaning')),
  currency text not null,
  vat_label text not null,
  holiday_locale text not null,
  country text not null,
  stock_simplified boolean not null,
  -- Licence limits (identity.agency.limits-changed): the collaborator quota reads them.
  agents_limit integer not null check (agents_limit >= 0),
  accounts_limit integer not null check (accounts_limit >= 0),
  free_accounts integer not null check (free_accounts >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- OperationsSettings of contracts, provisioned with DEFAULT_OPERATIONS_SETTINGS.
create table agency_settings (
  agency_id uuid primary key references agencies (id),
  settings jsonb not null,
  updated_at timestamptz not null default now()
);

alter table agencies enable row level security;
alter table agencies force row level security;
create policy agencies_tenant on agencies
  using (id = nullif(current_setting('app.agency_id', true), '')::uuid
         or current_setting('app.scope', true) = 'platform')
  with check (id = nullif(current_setting('app.agency_id', true), '')::uuid
         or current_setting('app.scope', true) = 'platform');

alter table agency_settings enable row level security;
alter table agency_settings force row level security;
create policy agency_settings_tenant on agency_settings
  using (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid
         or current_setting('app.scope', true) = 'platform')
  with check (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid
         or current_setting('app.scope', true) = 'platform');
