-- What the platform sells to agencies (administration/agencySubscriptionOffers, 02 §3, §4): the
-- platform's own rows, without agency_id. Row-level security: the platform scope (the super admin's
-- routes, the seed, later the payment flow) reads and writes every offer; an agency's transaction
-- (not a customer user's) only reads the activated offers whose type is not hidden (220, 'Pack
-- Bulletins de paie'): what its cart may offer. No agency ever writes one.

create table agency_subscription_offers (
  id uuid primary key,
  name text not null check (char_length(name) between 1 and 120),
  description text not null default '' check (char_length(description) <= 2000),
  type smallint not null check (type in (1, 2, 3, 100, 200, 210, 220, 300)),
  -- 100 activated, 200 deactivated, 300 deleted (kept for the invoices that sold it).
  status smallint not null check (status in (100, 200, 300)),
  -- Excl. tax: a subscription's monthly price, a pack's or an article's price.
  price numeric(11, 2) not null check (price >= 0),
  -- A subscription's yearly price (11 × monthly unless set); null for packs and articles.
  yearly_price numeric(12, 2) check (yearly_price >= 0),
  included_licences integer not null default 0 check (included_licences >= 0),
  pack_quantity integer not null default 0 check (pack_quantity >= 0),
  vat_rate numeric(4, 2) not null check (vat_rate in (20.00, 10.00, 5.50, 2.10, 0.00)),
  -- Moved by the payment flow when an order is paid; 0 until then.
  number_of_sales integer not null default 0 check (number_of_sales >= 0),
  turnover numeric(14, 2) not null default 0,
  -- Name folded (lower case, no accents) for sorting; name and description folded for search.
  name_key text not null,
  search_text text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((type in (1, 2, 100)) = (yearly_price is not null)),
  check (type in (200, 210, 220) or pack_quantity = 0),
  check (type in (1, 2, 100) or included_licences = 0)
);
create index agency_subscription_offers_created on agency_subscription_offers (created_at desc, id desc);

alter table agency_subscription_offers enable row level security;
alter table agency_subscription_offers force row level security;
create policy agency_subscription_offers_platform on agency_subscription_offers
  using (current_setting('app.scope', true) = 'platform')
  with check (current_setting('app.scope', true) = 'platform');
create policy agency_subscription_offers_offered on agency_subscription_offers
  for select
  using (current_setting('app.scope', true) = 'tenant'
         and nullif(current_setting('app.agency_id', true), '') is not null
         and nullif(current_setting('app.customer_id', true), '') is null
         and status = 100 and type <> 220);

-- Writes made in billing in platform scope (the super admin's offers), with who made them: the
-- kit's audit_log is per agency, and these belong to none. Only the platform scope reads or writes it.
create table platform_audit_log (
  id uuid primary key,
  actor_user_id uuid not null,
  actor_email text not null,
  action text not null,
  -- The row the write was about (an offer's id).
  subject_id uuid,
  service text not null,
  client_ip text,
  occurred_at timestamptz not null default now()
);
create index platform_audit_log_occurred on platform_audit_log (occurred_at desc, id desc);
alter table platform_audit_log enable row level security;
alter table platform_audit_log force row level security;
create policy platform_audit_log_platform on platform_audit_log
  using (current_setting('app.scope', true) = 'platform')
  with check (current_setting('app.scope', true) = 'platform');
