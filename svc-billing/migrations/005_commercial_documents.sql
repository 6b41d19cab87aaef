-- Commercial documents (spec 02 §3, §4): estimates, invoices and credit notes with their rows,
-- discounts and fees, partial payments and history; the gapless number counters; billing's copy of
-- operations' sites (site names on rows); the document a billable line was invoiced by.
-- Rows are fenced by row-level security like 002 and 003: one agency per transaction (or the
-- platform); a customer user's transaction (app.customer_id set) sees only his own company's
-- validated invoices and credit notes, and their rows, payments and history. The customer test is
-- one boolean initplan (see operations' 003): the planner estimates it true half the time.

-- ---- Sites (read model of operations.site.created / updated) -----------------------------------
-- No foreign key to agencies: like billable lines, a site is never refused because identity's
-- agency event, on another stream, has not been applied yet.
create table sites (
  id uuid primary key,
  agency_id uuid not null,
  customer_id uuid not null,
  name text not null,
  status smallint not null,
  updated_at timestamptz not null default now()
);
create index sites_agency on sites (agency_id, id);

-- ---- Number counters ----------------------------------------------------------------------------
-- One row per agency, kind and year: the last number given. It is taken with
-- `insert … on conflict do update … returning` in the transaction that numbers the document, so the
-- row stays locked until that transaction ends (numbers follow one another, one at a time) and a
-- rollback gives the number back: continuous, no gap, never twice.
create table commercial_document_counters (
  agency_id uuid not null references agencies (id),
  kind text not null check (kind in ('estimate', 'invoice', 'credit_note')),
  year integer not null check (year between 2000 and 2999),
  last_value integer not null check (last_value >= 1),
  primary key (agency_id, kind, year)
);

-- ---- Documents ----------------------------------------------------------------------------------
-- No foreign key to customers: a document keeps its customer's snapshot (name, number, buyer) and
-- outlives him (an invoice is kept ten years).
create table commercial_documents (
  id uuid primary key,
  agency_id uuid not null references agencies (id),
  kind text not null check (kind in ('estimate', 'invoice', 'credit_note')),
  -- The estimates list (true) or the invoices and credit notes list (false): the lists' indexes lead with it.
  is_estimate boolean generated always as (kind = 'estimate') stored,
  -- 'F-2026-0001': given at validation (invoices, credit notes) or at creation (estimates).
  number text,
  number_year integer,
  number_value integer,
  customer_id uuid not null,
  customer_name text not null,
  customer_number text not null,
  title text not null default '',
  header text not null default '',
  footer text not null default '',
  date date not null,
  -- Invoices: the payment's due date; estimates: the end of their validity.
  due_date date,
  status smallint not null default 100 check (status in (100, 200, 300)),
  sent boolean not null default false,
  validated boolean not null default false,
  refused boolean not null default false,
  awaiting_validation boolean not null default false,
  paid smallint not null default 0 check (paid in (0, 50, 100)),
  -- The estimate an invoice comes from, the invoice a credit note corrects.
  source_document_id uuid references commercial_documents (id) on delete set null,
  -- An estimate's invoice (estimate → invoice).
  transformed_invoice_id uuid references commercial_documents (id) on delete set null,
  -- Who sells and who buys, as printed (DocumentParty of contracts): refreshed at each save of a
  -- draft, frozen at validation.
  seller jsonb not null,
  buyer jsonb not null,
  payment_terms text not null default '',
  currency text not null,
  -- The totals (documentTotals of contracts) and what accepted payments covered, for the lists.
  total_excl_tax numeric(14, 2) not null default 0,
  total_vat numeric(14, 2) not null default 0,
  total_incl_tax numeric(14, 2) not null default 0,
  paid_amount numeric(14, 2) not null default 0,
  -- The first row's site, for the lists' 'site' column.
  site_name text not null default '',
  -- Customer name folded (lower case, no accents) for sorting; number, customer and title for search.
  customer_name_key text not null,
  search_text text not null,
  validated_at timestamptz,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint commercial_documents_agency_id unique (agency_id, id),
  -- An estimate is numbered from its creation; an invoice or credit note exactly when validated.
  constraint commercial_documents_numbered check (
    (kind = 'estimate' and number is not null)
    or (kind <> 'estimate' and (number is not null) = validated)
  ),
  constraint commercial_documents_number_parts check ((number is null) = (number_value is null and number_year is null))
);
-- A number is given once per agency, kind and year.
create unique index commercial_documents_number_unique
  on commercial_documents (agency_id, kind, number_year, number_value) where number_value is not null;
-- One index per sort of the lists (COMMERCIAL_DOCUMENT_ORDER_BY), read either way, tie-broken by id.
-- The columns the row-level policy reads ride along, so that a page's ids come from the index alone
-- (page 400 costs little more than page 1).
create index commercial_documents_by_date
  on commercial_documents (agency_id, is_estimate, date, id) include (customer_id, validated);
create index commercial_documents_by_number
  on commercial_documents (agency_id, is_estimate, number, id) include (customer_id, validated);
create index commercial_documents_by_customer
  on commercial_documents (agency_id, is_estimate, customer_name_key, id) include (customer_id, validated);
create index commercial_documents_by_total
  on commercial_documents (agency_id, is_estimate, total_incl_tax, id) include (customer_id, validated);
create index commercial_documents_by_created
  on commercial_documents (agency_id, is_estimate, created_at, id) include (customer_id, validated);
create index commercial_documents_by_due_date
  on commercial_documents (agency_id, is_estimate, due_date, id) include (customer_id, validated);
-- A customer's documents (customer filter, customerInvoices), newest first.
create index commercial_documents_customer
  on commercial_documents (agency_id, customer_id, is_estimate, date, id) include (validated);
create index commercial_documents_source on commercial_documents (source_document_id) where source_document_id is not null;
create index commercial_documents_transformed
  on commercial_documents (transformed_invoice_id) where transformed_invoice_id is not null;

create table commercial_document_rows (
  id uuid primary key,
  agency_id uuid not null,
  document_id uuid not null,
  position integer not null check (position >= 0),
  header boolean not null default false,
  designation text not null,
  description text not null default '',
  quantity numeric(10, 2) not null check (quantity >= 0),
  unit_price numeric(12, 2) not null check (unit_price >= 0),
  price_unit text not null check (price_unit in ('amount', 'hour', 'sqm')),
  vat_rate text not null check (vat_rate in ('20.00', '10.00', '5.50', '2.10', '0.00')),
  site_id uuid,
  site_name text,
  specialty text,
  catalog_item_id uuid,
  billable_line_id uuid,
  -- The row it was copied from (copy, estimate → invoice, credit note).
  source_row_id uuid,
  amount numeric(14, 2) not null,
  foreign key (agency_id, document_id) references commercial_documents (agency_id, id) on delete cascade,
  constraint commercial_document_rows_position unique (document_id, position)
);
create index commercial_document_rows_billable_line
  on commercial_document_rows (billable_line_id) where billable_line_id is not null;

create table commercial_document_adjustments (
  id uuid primary key,
  agency_id uuid not null,
  document_id uuid not null,
  position integer not null check (position >= 0),
  label text not null,
  discount_id uuid,
  kind text not null check (kind in ('discount', 'fee')),
  type text not null check (type in ('percent', 'amount')),
  value numeric(11, 2) not null check (value >= 0),
  -- Signed: negative for a discount.
  amount numeric(14, 2) not null,
  foreign key (agency_id, document_id) references commercial_documents (agency_id, id) on delete cascade,
  constraint commercial_document_adjustments_position unique (document_id, position)
);

create table commercial_document_payments (
  id uuid primary key,
  agency_id uuid not null,
  document_id uuid not null,
  date date not null,
  amount numeric(14, 2) not null check (amount > 0),
  note text not null default '',
  status text not null check (status in ('pending', 'accepted', 'refused')),
  created_at timestamptz not null default now(),
  foreign key (agency_id, document_id) references commercial_documents (agency_id, id) on delete cascade
);
create index commercial_document_payments_document on commercial_document_payments (document_id, created_at);

create table commercial_document_history (
  id uuid primary key,
  agency_id uuid not null,
  document_id uuid not null,
  at timestamptz not null default clock_timestamp(),
  action text not null,
  label text not null,
  user_id uuid,
  user_name text not null default '',
  foreign key (agency_id, document_id) references commercial_documents (agency_id, id) on delete cascade
);
create index commercial_document_history_document on commercial_document_history (document_id, at, id);

-- ---- Billable lines: the invoice that took them ------------------------------------------------
alter table billable_lines add column document_id uuid;
create index billable_lines_document on billable_lines (document_id) where document_id is not null;

-- ---- Row-level security -------------------------------------------------------------------------
alter table sites enable row level security;
alter table sites force row level security;
create policy sites_tenant on sites
  using ((agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
          and ((select coalesce(current_setting('app.customer_id', true), '') = '')
               or customer_id = (select nullif(current_setting('app.customer_id', true), '')::uuid)))
         or (select current_setting('app.scope', true)) = 'platform')
  with check (agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
         or (select current_setting('app.scope', true)) = 'platform');

alter table commercial_document_counters enable row level security;
alter table commercial_document_counters force row level security;
create policy commercial_document_counters_tenant on commercial_document_counters
  using (agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
         or (select current_setting('app.scope', true)) = 'platform')
  with check (agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
         or (select current_setting('app.scope', true)) = 'platform');

alter table commercial_documents enable row level security;
alter table commercial_documents force row level security;
create policy commercial_documents_tenant on commercial_documents
  using ((agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
          and ((select coalesce(current_setting('app.customer_id', true), '') = '')
               or (customer_id = (select nullif(current_setting('app.customer_id', true), '')::uuid)
                   and validated and not is_estimate)))
         or (select current_setting('app.scope', true)) = 'platform')
  with check (agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
         or (select current_setting('app.scope', true)) = 'platform');

-- A document's rows, discounts, payments and history: the agency's, and for a customer user only
-- those of the documents he sees (the subquery is itself fenced by the documents' policy).
alter table commercial_document_rows enable row level security;
alter table commercial_document_rows force row level security;
create policy commercial_document_rows_tenant on commercial_document_rows
  using ((agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
          and ((select coalesce(current_setting('app.customer_id', true), '') = '')
               or exists (select from commercial_documents d where d.id = document_id)))
         or (select current_setting('app.scope', true)) = 'platform')
  with check (agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
         or (select current_setting('app.scope', true)) = 'platform');

alter table commercial_document_adjustments enable row level security;
alter table commercial_document_adjustments force row level security;
create policy commercial_document_adjustments_tenant on commercial_document_adjustments
  using ((agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
          and ((select coalesce(current_setting('app.customer_id', true), '') = '')
               or exists (select from commercial_documents d where d.id = document_id)))
         or (select current_setting('app.scope', true)) = 'platform')
  with check (agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
         or (select current_setting('app.scope', true)) = 'platform');

alter table commercial_document_payments enable row level security;
alter table commercial_document_payments force row level security;
create policy commercial_document_payments_tenant on commercial_document_payments
  using ((agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
          and ((select coalesce(current_setting('app.customer_id', true), '') = '')
               or exists (select from commercial_documents d where d.id = document_id)))
         or (select current_setting('app.scope', true)) = 'platform')
  with check (agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
         or (select current_setting('app.scope', true)) = 'platform');

alter table commercial_document_history enable row level security;
alter table commercial_document_history force row level security;
create policy commercial_document_history_tenant on commercial_document_history
  using ((agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
          and ((select coalesce(current_setting('app.customer_id', true), '') = '')
               or exists (select from commercial_documents d where d.id = document_id)))
         or (select current_setting('app.scope', true)) = 'platform')
  with check (agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
         or (select current_setting('app.scope', true)) = 'platform');
