-- The agency's payment methods (02 §3 Payment method, §4 Payment items and methods; issue 15): its
-- cards and SEPA mandates live at Stripe, attached to the agency's customer there, and are read from
-- Stripe. Billing keeps which one is the default (the first saved, then the agency's choice: it can be
-- neither deleted nor set again) and, from Stripe's events, a copy of each method's agency, type and
-- SEPA mandate reference (Stripe gives the mandate with the set-up, not with the payment method).

alter table agency_billing_accounts
  add column default_payment_method_id text,
  add column default_payment_method_type text check (default_payment_method_type in ('CARD', 'SEPA', 'CHECK'));

create table agency_payment_methods (
  -- Stripe's id of the payment method (pm_…).
  id text primary key,
  agency_id uuid not null,
  type text not null check (type in ('CARD', 'SEPA')),
  mandate_reference text,
  attached_at timestamptz not null default now(),
  detached_at timestamptz
);
create index agency_payment_methods_agency on agency_payment_methods (agency_id);

-- As the other tables of 010: the platform scope (webhooks, the service's own calls) writes, an
-- agency's transaction reads its own rows only.
alter table agency_payment_methods enable row level security;
alter table agency_payment_methods force row level security;
create policy agency_payment_methods_visible on agency_payment_methods using (agency_row_visible(agency_id))
  with check (current_setting('app.scope', true) = 'platform');
