-- Proofs of service (issue 14: the proof-of-service pack an invoice can carry): what each finished
-- service proves to its customer, as operations told it — `operations.service.finished` (real
-- times, agents, round, the main-courante lines the site shows its customer, with their chain
-- hashes) and `operations.report.signed` (who signed the report, when). Either event may be applied
-- first: each fills its own column. Fenced like billable lines: a customer's users read only theirs.

create table service_proofs (
  agency_id uuid not null,
  service_id uuid not null,
  customer_id uuid not null,
  -- ServiceProof of contracts; null until the finished service is known.
  proof jsonb,
  -- The signed report: { agentId, signedAt, customerSignatory, customerSigned, comment }.
  report jsonb,
  updated_at timestamptz not null default now(),
  primary key (agency_id, service_id)
);

alter table service_proofs enable row level security;
alter table service_proofs force row level security;
create policy service_proofs_tenant on service_proofs
  using ((agency_id = nullif(current_setting('app.agency_id', true), '')::uuid
          and (nullif(current_setting('app.customer_id', true), '') is null
               or customer_id = nullif(current_setting('app.customer_id', true), '')::uuid))
         or current_setting('app.scope', true) = 'platform')
  with check (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid
         or current_setting('app.scope', true) = 'platform');

-- An invoice prints the proofs of the services it bills (its billable lines) when asked to; and the
-- account it is paid to (IBAN, BIC: its Factur-X payment means) is frozen with the rest of what it
-- prints, instead of being read from the settings when the PDF is made.
alter table commercial_document_prints
  add column proof_pack boolean not null default false,
  add column bank_account jsonb;

select set_config('app.scope', 'platform', true);
update commercial_document_prints p
   set bank_account = jsonb_build_object('iban', s.settings -> 'legalIdentity' ->> 'iban',
                                         'bic', coalesce(s.settings -> 'legalIdentity' ->> 'bic', ''))
  from agency_settings s
 where s.agency_id = p.agency_id and coalesce(s.settings -> 'legalIdentity' ->> 'iban', '') <> '';
