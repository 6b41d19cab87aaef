-- The commercial documents' search served by a trigram index (issue 14: `fetch/invoices` over 100,000
-- invoices). Under row-level security PostgreSQL never uses an index for a qual that is not leakproof
-- (LIKE is not: it may raise an error on its pattern) before the policy's own quals, so a trigram index
-- on commercial_documents itself would never be chosen, and each search read every document of the
-- agency. This table holds each document's folded search text and nothing else a list shows: no
-- row-level policy, so that `search_text like …` is an index qual. It is read by one query only
-- (list-repo.ts, `searched`), which names the agency and joins the ids it finds to
-- commercial_documents, whose policy fences every row, count and column the list answers with.
-- Kept in step by a trigger on commercial_documents, whatever writes them (the service, seeds, SQL).

-- Both are trusted extensions: the database's owner creates them, no superuser needed.
create extension if not exists pg_trgm;
create extension if not exists btree_gin;

create table commercial_document_search (
  document_id uuid primary key references commercial_documents (id) on delete cascade,
  agency_id uuid not null,
  is_estimate boolean not null,
  search_text text not null
);

-- The agency and the book narrow the trigrams' posting lists in the same index.
create index commercial_document_search_text
  on commercial_document_search using gin (agency_id, is_estimate, search_text gin_trgm_ops);

create function commercial_document_search_sync() returns trigger language plpgsql as $$
begin
  insert into commercial_document_search (document_id, agency_id, is_estimate, search_text)
  values (new.id, new.agency_id, new.is_estimate, new.search_text)
  on conflict (document_id) do update
    set agency_id = excluded.agency_id, is_estimate = excluded.is_estimate, search_text = excluded.search_text;
  return null;
end
$$;

create trigger commercial_documents_search_sync
  after insert or update of agency_id, is_estimate, search_text on commercial_documents
  for each row execute function commercial_document_search_sync();

-- The documents already there, read past their policy for this migration's transaction only.
select set_config('app.scope', 'platform', true);
insert into commercial_document_search (document_id, agency_id, is_estimate, search_text)
select id, agency_id, is_estimate, search_text from commercial_documents;
