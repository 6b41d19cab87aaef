-- The lists of 100,000 invoices read the documents' table and its indexes only: what a document
-- prints of its seller, buyer and payment terms (about 1 kB a document, read by its own page and
-- its PDF only) moves to a table of its own, so that a scan of the documents reads a quarter of the
-- pages; and the date index carries the columns the lists filter on, so that a count or a filtered
-- page reads the index alone.

create table commercial_document_prints (
  document_id uuid primary key,
  agency_id uuid not null,
  -- DocumentParty of contracts: refreshed at each save of a draft, frozen at validation.
  seller jsonb not null,
  buyer jsonb not null,
  payment_terms text not null default '',
  foreign key (agency_id, document_id) references commercial_documents (agency_id, id) on delete cascade
);

-- The copy reads every agency's documents: row-level security applies to the owner too (FORCE), so
-- this migration's transaction acts for the platform.
select set_config('app.scope', 'platform', true);
insert into commercial_document_prints (document_id, agency_id, seller, buyer, payment_terms)
select id, agency_id, seller, buyer, payment_terms from commercial_documents;

alter table commercial_documents drop column seller, drop column buyer, drop column payment_terms;

alter table commercial_document_prints enable row level security;
alter table commercial_document_prints force row level security;
create policy commercial_document_prints_tenant on commercial_document_prints
  using ((agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
          and ((select coalesce(current_setting('app.customer_id', true), '') = '')
               or exists (select from commercial_documents d where d.id = document_id)))
         or (select current_setting('app.scope', true)) = 'platform')
  with check (agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
         or (select current_setting('app.scope', true)) = 'platform');

drop index commercial_documents_by_date;
create index commercial_documents_by_date
  on commercial_documents (agency_id, is_estimate, date, id)
  include (customer_id, validated, kind, status, paid, sent);

