-- Identity: users, agencies (tenants), memberships, session material.
-- Tenant rows carry agency_id and are fenced by row-level security; the service connects as a
-- non-superuser owner, and FORCE makes the policies apply to the owner too.

create table users (
  id uuid primary key,
  email text not null,
  password_hash text not null,
  first_name text not null default '',
  last_name text not null default '',
  phones jsonb not null default '[]',
  platform_role text check (platform_role in ('support', 'super_admin')),
  pages_config jsonb not null default '{}',
  status smallint not null default 100 check (status in (100, 200, 300)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email on users (lower(email));

create table agencies (
  id uuid primary key,
  name text not null,
  activity text not null check (activity in ('security', 'cleaning')),
  email text not null,
  street text not null default '',
  complement text not null default '',
  zipcode text not null default '',
  city text not null default '',
  country text not null default 'FR',
  latitude double precision,
  longitude double precision,
  phones jsonb not null default '[]',
  emergency_numbers jsonb not null default '[]',
  currency text not null default 'EUR',
  holiday_locale text not null default 'FR',
  vat_label text not null default 'TVA',
  specialties jsonb not null default '[]',
  settings jsonb not null default '{}',
  feature_settings jsonb not null default '{"stockSimplified": false}',
  subscription_settings jsonb not null default '{}',
  agents_limit integer not null default 10,
  accounts_limit integer not null default 10,
  free_accounts integer not null default 2,
  manager_user_id uuid references users (id),
  status smallint not null default 100 check (status in (100, 200, 300)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index agencies_name on agencies (lower(name));

-- A user's place in a company: the agency itself (staff) or one of its customer companies.
create table memberships (
  id uuid primary key,
  agency_id uuid not null references agencies (id),
  user_id uuid not null references users (id),
  kind text not null check (kind in ('staff', 'customer')),
  customer_id uuid,
  customer_name text,
  plannable boolean not null default false,
  has_agent_info boolean not null default false,
  licence_status smallint not null default 100 check (licence_status in (100, 200)),
  rights jsonb not null default '{}',
  invoice_recipient boolean not null default false,
  status smallint not null default 100 check (status in (100, 200, 300)),
  created_at timestamptz not null default now(),
  check ((kind = 'customer') = (customer_id is not null))
);
create unique index memberships_user_agency on memberships (user_id, agency_id);
create index memberships_agency on memberships (agency_id);

alter table agencies enable row level security;
alter table agencies force row level security;
create policy agencies_tenant on agencies
  using (id = nullif(current_setting('app.agency_id', true), '')::uuid
         or current_setting('app.scope', true) = 'platform'
         or exists (select 1 from memberships m
                    where m.agency_id = agencies.id
                      and m.user_id = nullif(current_setting('app.user_id', true), '')::uuid))
  with check (id = nullif(current_setting('app.agency_id', true), '')::uuid
              or current_setting('app.scope', true) = 'platform');

alter table memberships enable row level security;
alter table memberships force row level security;
create policy memberships_tenant on memberships
  using (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid
         or user_id = nullif(current_setting('app.user_id', true), '')::uuid
         or current_setting('app.scope', true) = 'platform')
  with check (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid
              or current_setting('app.scope', true) = 'platform');

-- Rotating refresh tokens: one family per login; reuse of a spent token revokes the family.
create table refresh_tokens (
  id uuid primary key,
  family_id uuid not null,
  user_id uuid not null references users (id),
  token_hash text not null unique,
  agency_id uuid,
  altered_by_user_id uuid references users (id),
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index refresh_tokens_family on refresh_tokens (family_id);

create table password_resets (
  token_hash text primary key,
  user_id uuid not null references users (id),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create table devices (
  token text primary key,
  user_id uuid not null references users (id),
  device_infos jsonb not null default '{}',
  browser_name text,
  browser_version text,
  created_at timestamptz not null default now()
);
create index devices_user on devices (user_id);

-- Failed logins, counted per account and per IP over a sliding window.
create table login_failures (
  id bigserial primary key,
  email text not null,
  ip text not null,
  failed_at timestamptz not null default now()
);
create index login_failures_email on login_failures (email, failed_at);
create index login_failures_ip on login_failures (ip, failed_at);

-- The Ed25519 key pairs access tokens are signed with; the newest signs, all are published.
create table signing_keys (
  kid text primary key,
  private_jwk jsonb not null,
  public_jwk jsonb not null,
  created_at timestamptz not null default now()
);
