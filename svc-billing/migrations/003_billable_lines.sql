-- Billable lines: one per finished service, made from operations' `operations.service.finished`
-- (DOMAIN-MAP). The service's facts are copied as the event gave them (billing never reads
-- operations' tables); the hours, factors, quantity and amount excl. tax are those of contracts'
-- billableLineFigures. A line waits 'to_invoice' until an invoice takes it ('invoiced').
-- No foreign key to agencies: the line must never be refused because identity's agency event,
-- on another stream, has not been applied yet. Rows are fenced by row-level security like 002.

create table billable_lines (
  id uuid primary key,
  agency_id uuid not null,
  service_id uuid not null,
  reference text not null,
  customer_id uuid not null,
  customer_name text not null,
  site_id uuid not null,
  site_name text not null,
  prestation_label text not null,
  unit_price numeric(12, 2) not null,
  billing_mode smallint not null check (billing_mode in (1, 2, 3)),
  category text not null,
  nb_agents integer not null check (nb_agents >= 1),
  started_at timestamptz not null,
  ended_at timestamptz not null,
  finished_at timestamptz not null,
  hours_day numeric(8, 2) not null,
  hours_night numeric(8, 2) not null,
  hours_sunday numeric(8, 2) not null,
  hours_holiday numeric(8, 2) not null,
  hours_total numeric(8, 2) not null,
  night_factor numeric not null,
  holiday_factor numeric not null,
  quantity numeric(10, 2) not null,
  amount numeric(12, 2) not null,
  status text not null default 'to_invoice' check (status in ('to_invoice', 'invoiced')),
  -- Customer, site and reference folded (lower case, no accents) for the search.
  search_text text not null,
  created_at timestamptz not null default now(),
  -- One line per service: a re-delivered or re-published event adds nothing.
  constraint billable_lines_service unique (agency_id, service_id)
);
create index billable_lines_customer_finished on billable_lines (agency_id, customer_id, finished_at);

alter table billable_lines enable row level security;
alter table billable_lines force row level security;
create policy billable_lines_tenant on billable_lines
  using ((agency_id = nullif(current_setting('app.agency_id', true), '')::uuid
          and (nullif(current_setting('app.customer_id', true), '') is null
               or customer_id = nullif(current_setting('app.customer_id', true), '')::uuid))
         or current_setting('app.scope', true) = 'platform')
  with check (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid
         or current_setting('app.scope', true) = 'platform');
