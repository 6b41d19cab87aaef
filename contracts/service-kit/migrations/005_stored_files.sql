-- Files (uploads) kept in the service's database, in chunks of 1 MiB, so that neither writing nor
-- reading one ever holds it whole in memory. Fenced by agency like the rest.
create table stored_files (
  id uuid primary key,
  agency_id uuid not null,
  content_type text not null,
  size bigint not null,
  chunks int not null,
  created_at timestamptz not null default now()
);
create table stored_file_chunks (
  file_id uuid not null references stored_files (id) on delete cascade,
  agency_id uuid not null,
  seq int not null,
  data bytea not null,
  primary key (file_id, seq)
);
alter table stored_file_chunks alter column data set storage external; -- already compressed images
alter table stored_files enable row level security;
alter table stored_files force row level security;
alter table stored_file_chunks enable row level security;
alter table stored_file_chunks force row level security;
create policy stored_files_tenant on stored_files
  using (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid
         or current_setting('app.scope', true) = 'platform')
  with check (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid
         or current_setting('app.scope', true) = 'platform');
create policy stored_file_chunks_tenant on stored_file_chunks
  using (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid
         or current_setting('app.scope', true) = 'platform')
  with check (agency_id = nullif(current_setting('app.agency_id', true), '')::uuid
         or current_setting('app.scope', true) = 'platform');
