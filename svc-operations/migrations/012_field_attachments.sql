-- Photos of field messages (01 §3 Event message attachments): uploaded by the phone under the id it
-- gave them, before the message that carries them; their bytes are in the kit's file store.
create table field_attachments (
  id uuid primary key,
  agency_id uuid not null references agencies (id),
  uploaded_by uuid not null,
  file_id uuid not null references stored_files (id),
  file_name text not null,
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'image/webp')),
  size integer not null check (size > 0),
  uploaded_at timestamptz not null default clock_timestamp()
);
create index field_attachments_agency on field_attachments (agency_id, uploaded_by);

alter table field_attachments enable row level security;
alter table field_attachments force row level security;
create policy field_attachments_tenant on field_attachments
  using (agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
         or (select current_setting('app.scope', true)) = 'platform')
  with check (agency_id = (select nullif(current_setting('app.agency_id', true), '')::uuid)
         or (select current_setting('app.scope', true)) = 'platform');
