-- The agency's own subscription (issue 15, 02 §3, §4): what the platform invoices an agency for a
-- cart (agency invoices, their lines copied from the offers), the payments of each invoice by card,
-- SEPA direct debit or cheque (payment items), the articles to deliver (agency article orders), the
-- agency's customer at the payment provider, and the provider's events already applied.
--
-- Row-level security: the platform scope (the cart's checkout, the webhook, the platform's screens)
-- reads and writes everything; an agency's transaction (not a customer user's) only reads its own
-- rows. No agency writes them directly: its cart is checked out by the service in platform scope.

create function agency_row_visible(row_agency_id uuid) returns boolean language sql stable as $$
  select current_setting('app.scope', true) = 'platform'
      or (current_setting('app.scope', true) = 'tenant'
          and row_agency_id = nullif(current_setting('app.agency_id', true), '')::uuid
          and coalesce(current_setting('app.customer_id', true), '') = '')
$$;

-- The agency's customer at the payment provider (one per agency, created on its first payment).
create table agency_billing_accounts (
  agency_id uuid primary key,
  provider_customer_id text not null unique,
  created_at timestamptz not null default now()
);

-- Agency invoices are numbered on one platform-wide sequence per year, without gaps.
create table agency_invoice_counters (
  year integer primary key,
  last_number integer not null check (last_number >= 0)
);

create table agency_invoices (
  id uuid primary key,
  agency_id uuid not null,
  -- The agency's name when invoiced (the invoice is frozen; the name may change later).
  agency_name text not null,
  number text not null unique,
  date date not null,
  -- 100 awaiting payment, 200 paid, 300 cancelled.
  status smallint not null default 100 check (status in (100, 200, 300)),
  period text not null check (period in ('monthly', 'yearly')),
  total_excl_tax numeric(12, 2) not null check (total_excl_tax >= 0),
  total_vat numeric(12, 2) not null check (total_vat >= 0),
  total_incl_tax numeric(12, 2) not null check (total_incl_tax >= 0),
  currency text not null default 'EUR',
  delivery_address text not null default '',
  delivery_instructions text not null default '',
  created_by uuid,
  created_at timestamptz not null default now(),
  paid_at timestamptz
);
create index agency_invoices_agency on agency_invoices (agency_id, created_at desc, id desc);
create index agency_invoices_created on agency_invoices (created_at desc, id desc);

create table agency_invoice_lines (
  id uuid primary key,
  invoice_id uuid not null references agency_invoices (id) on delete cascade,
  agency_id uuid not null,
  position integer not null,
  offer_id uuid references agency_subscription_offers (id),
  offer_type smallint,
  designation text not null,
  quantity integer not null check (quantity > 0),
  unit_price numeric(11, 2) not null check (unit_price >= 0),
  vat_rate numeric(4, 2) not null,
  amount numeric(12, 2) not null,
  licences integer not null default 0 check (licences >= 0),
  pack_units integer not null default 0 check (pack_units >= 0),
  unique (invoice_id, position)
);

-- The partial payments of an invoice (02 §3 partialPayments, §4 payment item statuses).
create table agency_payments (
  id uuid primary key,
  invoice_id uuid not null references agency_invoices (id) on delete cascade,
  agency_id uuid not null,
  amount numeric(12, 2) not null check (amount > 0),
  method text not null check (method in ('CARD', 'SEPA', 'CHECK')),
  status text not null check (status in ('VALIDATION', 'COMING_SOON', 'PENDING', 'PROCESSING', 'ERROR',
                                         'VALIDATED', 'VALIDATED_MANUALLY', 'CANCELLED_MANUALLY')),
  requires_authentication boolean not null default false,
  provider_intent_id text unique,
  client_secret text,
  error text,
  note text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  paid_at timestamptz
);
create index agency_payments_invoice on agency_payments (invoice_id, created_at);

-- Articles bought to deliver (02 §4 agency article orders): 100 pending, 200 validated, 300 sent,
-- 400 received, 500 cancelled, each change stamping its date.
create table agency_article_orders (
  id uuid primary key,
  agency_id uuid not null,
  invoice_id uuid not null references agency_invoices (id),
  invoice_line_id uuid not null unique references agency_invoice_lines (id),
  offer_id uuid references agency_subscription_offers (id),
  designation text not null,
  quantity integer not null check (quantity > 0),
  status smallint not null default 100 check (status in (100, 200, 300, 400, 500)),
  validated_at timestamptz,
  sent_at timestamptz,
  received_at timestamptz,
  canceled_at timestamptz,
  delivery_address text not null default '',
  delivery_instructions text not null default '',
  comment text not null default '',
  created_at timestamptz not null default now()
);
create index agency_article_orders_created on agency_article_orders (created_at desc, id desc);

-- The provider's events already applied: a replayed or redelivered one changes nothing.
create table provider_events (
  id text primary key,
  type text not null,
  outcome text not null,
  received_at timestamptz not null default now()
);

do $$
declare t text;
begin
  foreach t in array array['agency_billing_accounts', 'agency_invoices', 'agency_invoice_lines',
                           'agency_payments', 'agency_article_orders'] loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
    execute format('create policy %I on %I using (agency_row_visible(agency_id))
                    with check (current_setting(''app.scope'', true) = ''platform'')', t || '_visible', t);
  end loop;
  foreach t in array array['agency_invoice_counters', 'provider_events'] loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
    execute format('create policy %I on %I using (current_setting(''app.scope'', true) = ''platform'')
                    with check (current_setting(''app.scope'', true) = ''platform'')', t || '_platform', t);
  end loop;
end $$;
