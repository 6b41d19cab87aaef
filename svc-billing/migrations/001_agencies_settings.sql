-- Billing's copy of each agency (tenant), provisioned from identity's events, and its commercial
-- documents settings. Rows are fenced by row-level security like the kit's audit_log; the service
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
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- BillingSettings of contracts: DEFAULT_BILLING_SETTINGS with identity's currency and VAT label.
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
