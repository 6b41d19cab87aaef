-- Customers and prospects of each agency, their contacts, and the counter of generated customer
-- numbers. Rows are fenced by row-level security like 001: one agency per transaction (or the
-- platform); a customer user's transaction (app.customer_id set) sees only his own company.

create table customer_number_counters (
  agency_id uuid primary key references agencies (id),
  last_value integer not null default 0
);

create table customers (
  id uuid primary key,
  agency_id uuid not null references agencies (id),
  customer_number text not null,
  number_generated boolean not null,
  type smallint not null check (type in (100, 200, 300, 400)),
  prospect boolean not null default false,
  name text not null,
  email text not null default '',
  phone text not null default '',
  siret text not null default '',
  vat text not null default '',
  comments text not null default '',
  street text not null default '',
  complement text not null default '',
  zipcode text not null default '',
  city text not null default '',
  country text not null default 'FR',
  settlement_period text not null check (settlement_period in ('upon_receipt', 'days', 'days_end_of_month')),
  settlement_period_days integer not null check (settlement_period_days between 0 and 365),
  status smallint not null default 100 check (status in (100, 200, 300)),
  -- Name folded (lower case, no accents) for sorting; name, number, e-mail and city folded for search.
  name_key text not null,
  search_text text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint customers_number unique (agency_id, customer_number),
  constraint customers_agency_id unique (agency_id, id)
);
create index customers_agency_name on customers (agency_id, name_key, id);
create index customers_agency_status on customers (agency_id, status);
create index customers_agency_created on customers (agency_id, created_at desc);

create table customer_contacts (
  id uuid primary key,
  agency_id uuid not null,
  customer_id uuid not null,
  rank integer not null,
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text not null default '',
  position text not null default '',
  invoice_recipient boolean not null default false,
  estimate_recipient boolean not null default false,
  planning_recipient boolean not null default false,
  send_customer_intervention_report boolean not null default false,
  send_customer_service_event_report boolean not null default false,
  portal_access boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A contact belongs to a customer of the same agency.
  foreign key (agency_id, customer_id) references customers (agency_id, id) on delete cascade,
  -- Deferred: a save may swap two contacts' e-mails.
  constraint customer_contacts_email unique (customer_id, email) deferrable initially deferred
);
create index customer_contacts_customer on customer_contacts (customer_id, rank);

alter table customer_number_counters enable row level security;
alter table customer_number_counters force row level security;
create policy customer_number_counters_tenant on customer_number_counters
  using (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid
         or current_setting('app.scope', true) = 'platform')
  with check (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid
         or current_setting('app.scope', true) = 'platform');

alter table customers enable row level security;
alter table customers force row level security;
create policy customers_tenant on customers
  using ((agency_id = nullif(current_setting('app.agency_id', true), '')::uuid
          and (nullif(current_setting('app.customer_id', true), '') is null
               or id = nullif(current_setting('app.customer_id', true), '')::uuid))
         or current_setting('app.scope', true) = 'platform')
  with check (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid
         or current_setting('app.scope', true) = 'platform');

alter table customer_contacts enable row level security;
alter table customer_contacts force row level security;
create policy customer_contacts_tenant on customer_contacts
  using ((agency_id = nullif(current_setting('app.agency_id', true), '')::uuid
          and (nullif(current_setting('app.customer_id', true), '') is null
               or customer_id = nullif(current_setting('app.customer_id', true), '')::uuid))
         or current_setting('app.scope', true) = 'platform')
  with check (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid
         or current_setting('app.scope', true) = 'platform');
