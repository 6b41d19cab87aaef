-- The agency's article catalogue (serviceCatalog) and its discounts and fees (discountList). An
-- article without a customer is the agency's; with one, that customer's own article or price (it
-- goes with the customer). Rows are fenced by row-level security like 002: one agency per
-- transaction (or the platform); a customer user's transaction sees only his own company's articles
-- and no discount.

create table catalog_items (
  id uuid primary key,
  agency_id uuid not null references agencies (id),
  customer_id uuid,
  designation text not null check (char_length(designation) between 1 and 200),
  description text not null default '' check (char_length(description) <= 2000),
  unit_price numeric(11, 2) not null check (unit_price >= 0),
  price_unit text not null check (price_unit in ('amount', 'hour', 'sqm')),
  vat_rate numeric(4, 2) not null check (vat_rate in (20.00, 10.00, 5.50, 2.10, 0.00)),
  specialty text not null default '' check (char_length(specialty) <= 60),
  status text not null default 'active' check (status in ('active', 'archived')),
  -- Designation folded (lower case, no accents) for sorting and for the default catalogue's
  -- 'already imported' check; designation and description folded for search.
  designation_key text not null,
  search_text text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (agency_id, customer_id) references customers (agency_id, id) on delete cascade
);
create index catalog_items_agency_designation on catalog_items (agency_id, designation_key, id);
create index catalog_items_customer on catalog_items (agency_id, customer_id, designation_key);

create table discounts (
  id uuid primary key,
  agency_id uuid not null references agencies (id),
  label text not null check (char_length(label) between 1 and 120),
  kind text not null check (kind in ('discount', 'fee')),
  type text not null check (type in ('percent', 'amount')),
  value numeric(11, 2) not null check (value >= 0 and (type <> 'percent' or value <= 100)),
  -- Label folded for sorting and search.
  label_key text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index discounts_agency_label on discounts (agency_id, label_key, id);

alter table catalog_items enable row level security;
alter table catalog_items force row level security;
create policy catalog_items_tenant on catalog_items
  using ((agency_id = nullif(current_setting('app.agency_id', true), '')::uuid
          and (nullif(current_setting('app.customer_id', true), '') is null
               or customer_id = nullif(current_setting('app.customer_id', true), '')::uuid))
         or current_setting('app.scope', true) = 'platform')
  with check (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid
         or current_setting('app.scope', true) = 'platform');

alter table discounts enable row level security;
alter table discounts force row level security;
create policy discounts_tenant on discounts
  using ((agency_id = nullif(current_setting('app.agency_id', true), '')::uuid
          and nullif(current_setting('app.customer_id', true), '') is null)
         or current_setting('app.scope', true) = 'platform')
  with check (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid
         or current_setting('app.scope', true) = 'platform');
